// node --test: the re-encoding of uploaded pictures (sharp), without Storage. The Storage and index side runs on the
// emulators in tests/functions/pictures.functions.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { PICTURE } from './core.js';
import { RefusedPicture, reencodePicture } from './pictures.js';

/** A phone photo's metadata: the camera, the owner's name and where it was taken (Lisbon). */
const EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Phone 12', Artist: 'Ana Family', Orientation: '1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 20/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 21/1' },
};

const photo = (width, height, format = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .withExif(EXIF)
    .toFormat(format)
    .toBuffer();

/** Whether an EXIF block holds the GPS IFD pointer (tag 0x8825, either byte order). */
const hasGps = (exif) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

test('a photo with EXIF and GPS comes out as a WebP without any metadata, shrunk to the core size', async () => {
  for (const format of ['png', 'jpeg', 'webp']) {
    const input = await photo(1600, 1200, format);
    const before = await sharp(input).metadata();
    assert.ok(before.exif && hasGps(before.exif), `${format}: the fixture has GPS`);
    assert.ok(input.includes('PhoneCo'));

    const { bytes, width, height } = await reencodePicture(input);
    const after = await sharp(bytes).metadata();
    assert.equal(after.format, 'webp');
    assert.equal(PICTURE.servedType, 'image/webp');
    assert.deepEqual([width, height, after.width, after.height], [512, 384, 512, 384]);
    assert.equal(after.exif, undefined, `${format}: no EXIF`);
    assert.equal(after.xmp, undefined);
    assert.equal(after.icc, undefined);
    assert.ok(!bytes.includes('PhoneCo') && !bytes.includes('Ana Family') && !bytes.includes('Exif'), format);
  }
});

test('a small picture is not enlarged, and a portrait turned by EXIF is stored upright', async () => {
  const small = await reencodePicture(await photo(100, 60));
  assert.deepEqual([small.width, small.height], [100, 60]);
  // Orientation 6: the camera was turned; the stored pixels are landscape, the photo is portrait.
  const turned = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const upright = await reencodePicture(turned);
  assert.deepEqual([upright.width, upright.height], [256, 512]);
});

test('anything that is not a JPEG, PNG or WebP image is refused', async () => {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  const png = await photo(64, 64);
  for (const [label, bytes] of [
    ['text', Buffer.from('hello, free file hosting')],
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['empty', Buffer.alloc(0)],
    ['gif', gif],
    ['svg', svg],
    ['truncated png', png.subarray(0, png.length / 2)],
    ['png signature only', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  ]) {
    await assert.rejects(reencodePicture(bytes), RefusedPicture, label);
  }
});

test('a small file that declares a huge canvas is refused before it is decoded', async () => {
  // 10,000 × 10,000 pixels of one colour compress to a few hundred KB of PNG.
  const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  assert.ok(huge.length < PICTURE.maxBytes);
  await assert.rejects(reencodePicture(huge), RefusedPicture);
});
