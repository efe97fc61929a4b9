// Profile pictures: only a picture this function made is ever served. The owner uploads to pictureUploads/{uid}
// (storage.rules: write-only, an image type, the core's size, no metadata); this re-encodes it with sharp (libvips):
// decoded, turned upright, stripped of every metadata block (EXIF with GPS, XMP, ICC comments: players can be 8),
// shrunk to fit the core's largest side and encoded as the core's served type, then written to profilePictures/{uid}
// with fixed headers, and the upload is deleted. Bytes that do not start with the signature of one of the core's image
// types never reach sharp (libvips picks a decoder from the bytes, and its SVG, TIFF, HEIF, … decoders must not run on
// anything anybody uploads); they, and bytes that then do not decode as that type, are deleted and never served. The
// numbers and paths are the core's (picture_processing, picture_signature_type).
import { Pictures, Player } from './core.js';
import { metadataOf, missing } from './served-picture.js';

/**
 * sharp (libvips), loaded by the first picture an instance re-encodes: every function's instance loads this file with
 * index.js, and only the picture function needs sharp, whose load is about a quarter of a cold start's.
 */
let loaded = null;
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One picture at a time per instance: libvips' cache of decoded images would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** sharp's format names for the core's content types. */
const FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The re-encoding's parameters (crates/core picture.rs): `{ uploads, served, types, maxBytes, maxSide, maxInputPixels,
 * signatureBytes, servedType, quality, cacheControl }`.
 */
export const PICTURE = Pictures.processing();
const SERVED = FORMAT[PICTURE.servedType];

/** An upload that is not a picture we can serve: deleted, never retried. */
export class RefusedPicture extends Error {}

/**
 * The served picture for an upload's bytes: `{ bytes, width, height }`, or a RefusedPicture for anything that does not
 * decode as a JPEG, PNG or WebP image within the core's pixel limit. Bytes without one of the three signatures are
 * refused before sharp sees them; the rest must then decode as the type their signature names. Nothing of the input's
 * metadata is kept (sharp writes none unless asked); `rotate()` applies the EXIF orientation first, so a portrait photo
 * stays upright.
 */
export async function reencodePicture(input) {
  // Only the signature's bytes cross into the wasm module, not the whole upload.
  const type = Pictures.signature(input.subarray(0, PICTURE.signatureBytes));
  if (!type) throw new RefusedPicture('not a JPEG, PNG or WebP file (its first bytes)');
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { limitInputPixels: PICTURE.maxInputPixels, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (format !== FORMAT[type]) throw new RefusedPicture(`starts like ${type} but decodes as ${format ?? 'unknown'}`);
    const { data, info } = await image
      .rotate()
      .resize(PICTURE.maxSide, PICTURE.maxSide, { fit: 'inside', withoutEnlargement: true })
      .toFormat(SERVED, { quality: PICTURE.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof RefusedPicture) throw error;
    // libvips' decoders fail on anything that is not a whole image of a known format.
    throw new RefusedPicture(`does not decode as an image: ${error.message}`);
  }
}


/** Deletes the upload this event is about, never a newer one put there since. */
async function deleteUpload(file, generation) {
  try {
    await file.delete({ ifGenerationMatch: generation });
  } catch (error) {
    if (!missing(error)) throw error;
  }
}

/**
 * Processes the Storage object `name` (generation `generation`) if it is an upload: writes the served picture and
 * deletes the upload, or deletes a refused upload. `db`: the named Firestore database (the index entry's visibility
 * goes into the served picture's metadata for storage.rules). Safe to retry: a run for an upload already processed,
 * replaced or deleted does nothing. Returns what happened: `ignored`, `stale`, `refused` or `served`.
 */
export async function processPictureUpload({ bucket, db, name, generation, log = console.log }) {
  const uid = Pictures.uploadOwner(name);
  const paths = uid ? Player.paths(uid) : null;
  if (!paths) return { outcome: 'ignored' };
  const upload = bucket.file(name);
  const metadata = await metadataOf(upload);
  // Gone (processed by an earlier run) or replaced (the newer upload has its own event).
  if (!metadata || String(metadata.generation) !== String(generation)) return { outcome: 'stale', uid };
  if (Number(metadata.size) > PICTURE.maxBytes) {
    log(`${name}: ${metadata.size} bytes, over the limit: deleted`);
    await deleteUpload(upload, generation);
    return { outcome: 'refused', uid };
  }
  let picture;
  try {
    const [bytes] = await upload.download();
    picture = await reencodePicture(bytes);
  } catch (error) {
    if (!(error instanceof RefusedPicture)) throw error;
    log(`${name}: ${error.message}: deleted`);
    await deleteUpload(upload, generation);
    return { outcome: 'refused', uid };
  }
  const entry = await db.doc(paths.index).get();
  await bucket.file(paths.picture).save(picture.bytes, {
    resumable: false,
    contentType: PICTURE.servedType,
    metadata: {
      cacheControl: PICTURE.cacheControl,
      contentDisposition: 'inline',
      // storage.rules reads `visibility`; the app waits for its upload's `uploadGeneration`.
      metadata: { visibility: Pictures.visibility(entry.get('visibility')), uploadGeneration: String(generation) },
    },
  });
  await deleteUpload(upload, generation);
  return { outcome: 'served', uid, width: picture.width, height: picture.height, bytes: picture.bytes.length };
}
