// The profile picture's upload, shared by the CV editor and the stats wizard's picture step: the core checks the
// file, the browser shrinks it, Storage takes it under pictureUploads/{uid}, and a function re-encodes it into the
// served profilePictures/{uid}; the CV's photo flag is the core's plan (`Profile.picture`), applied by the one writer.
// Firebase is reached only through the shared wrappers.
import { Device, Profile } from '../core/profile';
import { limits } from '../core/generated/limits';

/** The largest side of a served picture, in pixels (the core's; the functions re-encode every upload to fit it). */
const PICTURE_MAX_SIDE = limits.pictureMaxSide.max;

export interface PreparedPicture {
  blob: Blob;
  contentType: string;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Shrinks a picture in the browser to fit PICTURE_MAX_SIDE × PICTURE_MAX_SIDE, keeping its aspect ratio, as WebP
 * (or JPEG where the browser cannot encode WebP), so less goes over the network. Where the browser cannot decode or
 * draw it (old browsers, tests), the original file goes up as it is: it has already passed the core's type and size
 * check, and the server re-encodes every upload anyway (only its output is ever served).
 */
export async function preparePicture(file: File): Promise<PreparedPicture> {
  const original = { blob: file, contentType: file.type };
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return original;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PICTURE_MAX_SIDE / bitmap.width, PICTURE_MAX_SIDE / bitmap.height);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) {
      bitmap.close();
      return original;
    }
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    for (const type of ['image/webp', 'image/jpeg']) {
      const blob = await canvasBlob(canvas, type, 0.86);
      // toBlob falls back to PNG for a type it cannot encode: only accept what was asked for.
      if (blob && blob.type === type) return { blob, contentType: type };
    }
    return original;
  } catch (error) {
    console.info('Could not resize the picture in the browser; uploading it as it is.', error);
    return original;
  }
}

/**
 * Checks the picture with the core (throws its invalid-form error with field `picture` and a message for the
 * user), resizes it and uploads it to pictureUploads/{uid}. Resolves with the upload's generation: a function
 * re-encodes it into profilePictures/{uid} (`whenPictureServed` waits for that).
 */
export async function uploadPicture(uid: string, file: File, onProgress?: (fraction: number) => void): Promise<string> {
  // The core's picture rule and paths (an id that names no document throws: nothing is uploaded).
  const { upload } = Profile.picture({ uid, file: { contentType: file.type, sizeBytes: file.size } });
  const { blob, contentType } = await preparePicture(file);
  const { uploadFile } = await import('../firebase/files');
  return uploadFile(upload, blob, contentType, onProgress);
}

/** How often the picture control asks whether the re-encoded picture is there. */
const SERVED_POLL_MS = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `waitMs`) until profilePictures/{uid} is the re-encoding of the upload `generation` (the function
 * stamps it in the served picture's metadata), then marks the CV `hasPhoto` when one exists: the CV never claims a
 * photo that is not served. Resolves false when the picture did not appear in time (still processing, or refused
 * because it did not decode as an image). The caller then calls the session's refreshPicture().
 */
export async function whenPictureServed(uid: string, generation: string, waitMs: number): Promise<boolean> {
  const { cv, served, shown } = Profile.picture({ uid });
  const { fileCustomMetadata } = await import('../firebase/files');
  const deadline = Date.now() + waitMs;
  for (;;) {
    let metadata: Record<string, string> | null = null;
    try {
      metadata = await fileCustomMetadata(served);
    } catch (error) {
      console.info('Could not check the processed picture yet.', error);
    }
    if (metadata?.uploadGeneration === generation) break;
    if (Date.now() >= deadline) return false;
    await pause(Math.min(SERVED_POLL_MS, Math.max(0, deadline - Date.now())));
  }
  const [{ getDocument }, { applyWritePlan }] = await Promise.all([import('../firebase/documents'), import('../firebase/write-plan')]);
  if (await getDocument(cv)) {
    await applyWritePlan(shown);
    markCachedPhoto(uid, true);
  }
  return true;
}

/** The copy of the CV on this device (with its career and honours, as the profile pages cached it) follows `hasPhoto`. */
function markCachedPhoto(uid: string, hasPhoto: boolean) {
  const cached = Device.read({ profile: uid }).profile;
  if (cached && !Device.keep({ profile: { uid, doc: { ...cached, hasPhoto } } })) console.info('Could not cache the profile.');
}


/** Which step of a removal failed: the CV (nothing changed) or the served picture (the CV was put back). */
export class PictureRemovalError extends Error {
  readonly step: 'cv' | 'picture';
  constructor(step: 'cv' | 'picture', cause: unknown) {
    super(`Could not remove the picture (${step}).`, { cause });
    this.name = 'PictureRemovalError';
    this.step = step;
  }
}

/**
 * Removes the served picture profilePictures/{uid} (storage.rules let its owner delete it, nothing else) and marks
 * the CV `hasPhoto: false`. The CV goes first, so it never claims a photo that is not served; when the file cannot be
 * deleted, the CV gets its `hasPhoto` back (best effort) and the picture stays as it was. The Storage trigger
 * indexPictureRemoval then reindexes the player. The caller then calls the session's refreshPicture().
 */
export async function removePicture(uid: string): Promise<void> {
  const { cv: cvPath, served, shown, removed } = Profile.picture({ uid });
  const [{ getDocument }, { applyWritePlan }, { deleteFile }] = await Promise.all([
    import('../firebase/documents'),
    import('../firebase/write-plan'),
    import('../firebase/files'),
  ]);
  let hadPhoto = false;
  let cvExists = false;
  try {
    const cv = await getDocument<{ hasPhoto?: unknown }>(cvPath);
    cvExists = cv !== null;
    hadPhoto = cv?.hasPhoto === true;
    if (cvExists) await applyWritePlan(removed);
  } catch (error) {
    throw new PictureRemovalError('cv', error);
  }
  try {
    await deleteFile(served);
  } catch (error) {
    if (hadPhoto) {
      await applyWritePlan(shown).catch((restore: unknown) =>
        console.warn('Could not put hasPhoto back on the CV.', restore),
      );
    }
    throw new PictureRemovalError('picture', error);
  }
  if (cvExists) markCachedPhoto(uid, false);
}
