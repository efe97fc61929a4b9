// Profile pictures on the emulators (functions/src/pictures.js): an upload to pictureUploads/{uid} is re-encoded into
// profilePictures/{uid} (no metadata, the core's size and type, fixed headers) and deleted; what does not decode is
// deleted and never served; the index's hasPhoto follows the served picture, never the upload; the served picture's
// visibility (for storage.rules) follows the CV. Uploads are written as the admin, as a client that ignored the rules
// could. Run inside `emulators:exec` with the Functions emulator.
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { validPlayer } from '../rules/fixtures';
import { account, deleteAccounts } from './support/auth-rest';
import { read, remove, write, type Fields } from './support/firestore-rest';
import { deleteObject, objectBytes, objectMetadata, uploadObject, type ObjectMetadata } from './support/storage-rest';
import { waitFor as waitForProbe } from './support/wait-for';

// The functions' own image library (functions/package.json), to make a real photo and to read what was served.
type SharpMetadata = { format?: string; width?: number; height?: number; exif?: Buffer; xmp?: Buffer; icc?: Buffer };
type SharpImage = {
  withExif(exif: Record<string, Record<string, string>>): SharpImage;
  png(options?: { compressionLevel?: number }): SharpImage;
  toFormat(format: string, options?: Record<string, unknown>): SharpImage;
  toBuffer(): Promise<Buffer>;
  metadata(): Promise<SharpMetadata>;
};
const sharp = createRequire(new URL('../../functions/package.json', import.meta.url))('sharp') as (
  input?: Buffer | { create: { width: number; height: number; channels: 3; background: string } },
) => SharpImage;

/** How long a trigger may take on a busy two-core machine (the first picture also loads libvips). */
const TRIGGER_TIMEOUT_MS = 45_000;
const run = Date.now().toString(36);
const created = new Set<string>();
const uid = async (name: string) => {
  const id = `pic-${run}-${name}`;
  created.add(id);
  // Only verified owners are listed (hasPhoto is an entry's): every test player has a verified account.
  await account(id);
  return id;
};
const uploadPath = (id: string) => `pictureUploads/${id}`;
const servedPath = (id: string) => `profilePictures/${id}`;

afterAll(async () => {
  for (const id of created) {
    await deleteObject(servedPath(id));
    await deleteObject(uploadPath(id));
    await remove(`players/${id}`);
  }
  for (const id of created) await waitFor(`playerIndex/${id} to be gone`, async () => ((await read(`playerIndex/${id}`)) ? undefined : true));
  await deleteAccounts(created);
});

const waitFor = <T>(what: string, probe: () => Promise<T | undefined>) =>
  waitForProbe(what, probe, TRIGGER_TIMEOUT_MS);

function cv(overrides: Fields = {}): Fields {
  const now = new Date();
  return { ...(validPlayer() as Fields), createdAt: now, updatedAt: now, hasPhoto: true, ...overrides };
}

type Entry = Record<string, any>;
const whenEntry = (id: string, ok: (e: Entry) => boolean = () => true) =>
  waitFor(`playerIndex/${id}`, async () => {
    const e = await read(`playerIndex/${id}`);
    return e && ok(e) ? e : undefined;
  });
const whenServed = (id: string, ok: (m: ObjectMetadata) => boolean = () => true) =>
  waitFor(`${servedPath(id)}`, async () => {
    const m = await objectMetadata(servedPath(id));
    return m && ok(m) ? m : undefined;
  });
const whenUploadGone = (id: string) =>
  waitFor(`${uploadPath(id)} to be deleted`, async () => ((await objectMetadata(uploadPath(id))) ? undefined : true));

/** A phone photo: 1600 × 1200 PNG with the camera, the owner's name and the GPS position in its EXIF block. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b42828' } })
    .withExif({
      IFD0: { Make: 'PhoneCo', Artist: 'Ana Family' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 20/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 21/1' },
    })
    .png()
    .toBuffer();
}
/** Whether an EXIF block holds the GPS IFD pointer (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('profile pictures', () => {
  it('an upload with EXIF and GPS is served re-encoded (WebP, no metadata, fixed headers) and the upload is deleted', async () => {
    const id = await uid('exif');
    await write(`players/${id}`, cv());
    expect((await whenEntry(id)).value.hasPhoto).toBe(false);

    const photo = await phonePhoto();
    const input = await sharp(photo).metadata();
    expect(input.format).toBe('png');
    expect(input.exif && hasGps(input.exif)).toBe(true);
    const upload = await uploadObject(uploadPath(id), photo, 'image/png');

    const served = await whenServed(id);
    console.info(`served picture after the upload: ${served.ms} ms`);
    expect(served.value).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'private, max-age=300',
      contentDisposition: 'inline',
      metadata: { visibility: 'public', uploadGeneration: String(upload.generation) },
    });
    const bytes = await objectBytes(servedPath(id));
    const output = await sharp(bytes).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    expect(bytes.includes('PhoneCo') || bytes.includes('Ana Family') || bytes.includes('Exif')).toBe(false);

    await whenUploadGone(id);
    expect((await whenEntry(id, (e) => e.hasPhoto === true)).value.hasPhoto).toBe(true);
  });

  it('a non-image is deleted, never served, and hasPhoto stays false', async () => {
    const id = await uid('text');
    await write(`players/${id}`, cv());
    await whenEntry(id);
    let everTrue = false;
    const watching = (async () => {
      for (let i = 0; i < 40 && !everTrue; i++) {
        everTrue = (await read(`playerIndex/${id}`))?.hasPhoto === true;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    // Declared as a PNG (the rules only see the declared type), holding anything but.
    await uploadObject(uploadPath(id), new TextEncoder().encode('<html>free file hosting</html>'), 'image/png');
    await whenUploadGone(id);
    await watching;
    expect(everTrue).toBe(false);
    expect(await objectMetadata(servedPath(id))).toBeUndefined();
    expect((await read(`playerIndex/${id}`))?.hasPhoto).toBe(false);
  });

  it('hasPhoto turns true only once the processed picture exists, never for the upload itself', async () => {
    const id = await uid('order');
    await write(`players/${id}`, cv());
    await whenEntry(id);
    await uploadObject(uploadPath(id), await phonePhoto(), 'image/png');
    // Every time the entry says "photo", the served picture must already be there.
    const { value: served } = await waitFor('hasPhoto', async () => {
      const entry = await read(`playerIndex/${id}`);
      if (entry?.hasPhoto !== true) return undefined;
      return { served: await objectMetadata(servedPath(id)) };
    });
    expect(served.served?.contentType).toBe('image/webp');
    // Removing the served picture takes the photo away again (the upload is long gone).
    await deleteObject(servedPath(id));
    await whenEntry(id, (e) => e.hasPhoto === false);
  });

  it('SVG, TIFF, HEIF and over-25-megapixel uploads are deleted and leave the served picture as it was', async () => {
    const id = await uid('refused');
    await write(`players/${id}`, cv());
    await whenEntry(id);
    const first = await uploadObject(uploadPath(id), await phonePhoto(), 'image/png');
    await whenServed(id, (m) => m.metadata?.uploadGeneration === String(first.generation));
    await whenUploadGone(id);
    // The served picture's own trigger reindexes the player: the entry says "photo" before the refused uploads begin.
    await whenEntry(id, (e) => e.hasPhoto === true);
    const before = await objectMetadata(servedPath(id));

    const blank = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
    const refused: [string, Uint8Array][] = [
      ['svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>')],
      ['tiff', await blank(16, 16).toFormat('tiff').toBuffer()],
      ['heic', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64, 7)])],
      // 26 MP of one colour: a few hundred KB, within the upload size, but more pixels than the core allows.
      ['26 MP png', await blank(6500, 4000).png({ compressionLevel: 9 }).toBuffer()],
    ];
    for (const [label, bytes] of refused) {
      // Declared as a PNG: the rules only see the declared type.
      await uploadObject(uploadPath(id), bytes, 'image/png');
      await whenUploadGone(id);
      expect(await objectMetadata(servedPath(id)), label).toMatchObject({
        generation: before?.generation,
        metadata: { uploadGeneration: String(first.generation) },
      });
    }
    expect((await read(`playerIndex/${id}`))?.hasPhoto).toBe(true);
  });

  it('a picture uploaded before the first CV: the CV saved without it gets it, the entry and the visibility follow', async () => {
    const id = await uid('first');
    // No CV yet: the served picture is nobody's to see but its owner's.
    const upload = await uploadObject(uploadPath(id), await phonePhoto(), 'image/png');
    await whenServed(id, (m) => m.metadata?.uploadGeneration === String(upload.generation) && m.metadata?.visibility === 'none');
    // The first save, from a page that never saw the upload: "no photo".
    const saved = cv({ hasPhoto: false, visibility: 'public' });
    await write(`players/${id}`, saved);
    await whenEntry(id, (e) => e.hasPhoto === true);
    const stored = await read(`players/${id}`);
    expect(stored?.hasPhoto).toBe(true);
    // Only the flag: what the owner saved, updatedAt included, is as they saved it.
    expect(stored?.updatedAt).toEqual(saved.updatedAt);
    expect(stored?.firstName).toBe(saved.firstName);
    await whenServed(id, (m) => m.metadata?.visibility === 'public');
    // A CV saved again without it (an old tab) is corrected again; once the picture is gone, "no photo" stays.
    await write(`players/${id}`, cv({ hasPhoto: false, visibility: 'public' }));
    await waitFor('the CV to say photo again', async () => ((await read(`players/${id}`))?.hasPhoto === true ? true : undefined));
    await deleteObject(servedPath(id));
    await whenEntry(id, (e) => e.hasPhoto === false);
    expect((await read(`players/${id}`))?.hasPhoto).toBe(false);
  });

  it("the served picture's visibility follows the CV (storage.rules reads it)", async () => {
    const id = await uid('members');
    await write(`players/${id}`, cv({ visibility: 'members' }));
    await whenEntry(id);
    await uploadObject(uploadPath(id), await phonePhoto(), 'image/png');
    await whenServed(id, (m) => m.metadata?.visibility === 'members');
    await write(`players/${id}`, cv({ visibility: 'public' }));
    await whenServed(id, (m) => m.metadata?.visibility === 'public');
    await write(`players/${id}`, cv({ visibility: 'members' }));
    await whenServed(id, (m) => m.metadata?.visibility === 'members');
  });
});
