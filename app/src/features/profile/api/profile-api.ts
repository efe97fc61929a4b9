// The profile feature's data calls: the players/{uid} document, its localStorage copy and the profile picture.
// Firebase is reached only through the shared wrappers; every rule (validation, the picture check) is the core's.
import { cacheRead, cacheWrite, profileCacheKey, validatePicture, type PlayerProfile } from '../../../shared/core/core';

/** A players/{uid} document as stored: the typed profile plus the server's timestamps. */
export type PlayerDoc = PlayerProfile & { createdAt?: unknown; updatedAt?: unknown };

export const playerPath = (uid: string): string => `players/${uid}`;
export const picturePath = (uid: string): string => `profilePictures/${uid}`;

/** The cached copy: the document without its timestamps (they are Firestore objects, not JSON). */
function forCache(doc: PlayerDoc): PlayerDoc {
  const { createdAt: _created, updatedAt: _updated, ...rest } = doc;
  return rest as PlayerDoc;
}

/** The cached profile of `uid` (from localStorage), or null when there is none. */
export function cachedProfile(uid: string): PlayerDoc | null {
  try {
    const cached: unknown = cacheRead(profileCacheKey(uid), null);
    return cached && typeof cached === 'object' ? (cached as PlayerDoc) : null;
  } catch (error) {
    // Blocked storage (private mode, embedded views): the page waits for Firestore instead.
    console.info('Could not read the cached profile.', error);
    return null;
  }
}

function writeCache(uid: string, doc: PlayerDoc | null): void {
  try {
    if (doc) cacheWrite(profileCacheKey(uid), forCache(doc));
  } catch (error) {
    // A full or blocked localStorage costs a refetch next time, never the page.
    console.info('Could not cache the profile.', error);
  }
}

export interface LoadedProfile {
  /** What localStorage had for this uid: render it at once (null when nothing was cached). */
  cached: PlayerDoc | null;
  /** The document from Firestore (null when it does not exist); written back to the cache when it arrives. */
  fresh: Promise<PlayerDoc | null>;
}

/** Renders at once from the cache and refreshes from Firestore. */
export function loadProfile(uid: string): LoadedProfile {
  const cached = cachedProfile(uid);
  const fresh = import('../../../shared/firebase/documents')
    .then(({ getDocument }) => getDocument<PlayerDoc>(playerPath(uid)))
    .then((doc) => {
      writeCache(uid, doc);
      return doc;
    });
  return { cached, fresh };
}

/** Another player's document, straight from Firestore (another user's CV is never cached). */
export async function fetchProfile(uid: string): Promise<PlayerDoc | null> {
  const { getDocument } = await import('../../../shared/firebase/documents');
  return getDocument<PlayerDoc>(playerPath(uid));
}

/**
 * Writes the whole document (no merge). `existing` is the document as Firestore last returned it (null before
 * the first save): the rules want createdAt unchanged on update and the server's time on create.
 */
export async function saveProfile(uid: string, profile: PlayerProfile, existing: PlayerDoc | null): Promise<PlayerDoc> {
  const { serverTime, setDocument } = await import('../../../shared/firebase/documents');
  const doc = {
    ...profile,
    createdAt: existing?.createdAt ?? serverTime(),
    updatedAt: serverTime(),
  };
  await setDocument(playerPath(uid), doc);
  writeCache(uid, profile);
  return doc as PlayerDoc;
}

/** The largest side of an uploaded picture, in pixels: avatars and the CV never draw it larger. */
const PICTURE_MAX_SIDE = 512;

export interface PreparedPicture {
  blob: Blob;
  contentType: string;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Shrinks a picture in the browser to fit PICTURE_MAX_SIDE × PICTURE_MAX_SIDE, keeping its aspect ratio, as WebP
 * (or JPEG where the browser cannot encode WebP). Where the browser cannot decode or draw it (old browsers, tests),
 * the original file goes up as it is: it has already passed the core's type and size check.
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
 * user), resizes it, uploads it to profilePictures/{uid} and marks the player document `hasPhoto` when one
 * exists. The caller then calls the session's refreshPicture() so every avatar shows the new picture.
 */
export async function uploadPicture(
  uid: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  validatePicture(file.type, file.size);
  const { blob, contentType } = await preparePicture(file);
  const { uploadFile } = await import('../../../shared/firebase/files');
  await uploadFile(picturePath(uid), blob, contentType, onProgress);

  const { getDocument, serverTime, updateDocument } = await import('../../../shared/firebase/documents');
  const existing = await getDocument<PlayerDoc>(playerPath(uid));
  if (existing) {
    await updateDocument(playerPath(uid), { hasPhoto: true, updatedAt: serverTime() });
    writeCache(uid, { ...existing, hasPhoto: true });
  }
}
