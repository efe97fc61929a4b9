// The profile feature's data calls: the players/{uid} document (the CV) with its career and honours entries
// (players/{uid}/career/{NN}, players/{uid}/honours/{NN}: one document each, so the rules check every entry), its
// owner-only details (players/{uid}/private/details), the CV's localStorage copy and the profile picture. Firebase is
// reached only through the shared wrappers; every rule (validation, the split, the entries' paths, the picture check)
// is the core's.
import {
  careerPath,
  cvWrites,
  honoursPath,
  playerDetailsPath,
  profileDraftKey,
  readCachedDocument,
  readProfileDraft,
  validatePicture,
  withEntries,
  type ProfileDocuments,
  type ProfileForm,
  type StoredEntries,
} from '../../../shared/core/profile';
import { limits } from '../../../shared/core/generated/limits';
import { picturePath, pictureUploadPath, playerPath, profileCacheKey } from '../../../shared/core/startup';
import { readCache, removeCache, writeCache as storeInCache } from '../../../shared/storage/user-cache';

/**
 * A players/{uid} document as Firestore (or the cache) returns it, with `career` and `honours` filled from its entry
 * documents (the core's `withEntries`): untyped data, read only through the core (`readProfile`, `profileForm`,
 * `profileCompleteness`), which tolerates old, missing and extra keys and skips an entry that does not read.
 */
export type ProfileDocument = Record<string, unknown>;

/** The owner's players/{uid}/private/details document as Firestore returns it (read only through the core). */
export type DetailsDocument = Record<string, unknown>;

/**
 * The Firestore wrappers, loaded once on first use: the pages read the CV and the details at the same time, and both
 * reads share this one load (two concurrent dynamic imports of the module can also resolve to different instances
 * under test mocking).
 */
let documentsModule: Promise<typeof import('../../../shared/firebase/documents')> | null = null;
export function firestoreDocuments() {
  documentsModule ??= import('../../../shared/firebase/documents');
  return documentsModule;
}

/**
 * A path the core built for writing: the core builds none for an id that is not a Firestore document id (empty,
 * with a `/`…), and nothing is written then. (Reads of such an id find no document instead.)
 */
function writable(path: string | undefined): string {
  if (!path) throw new Error('This account id does not name a document.');
  return path;
}

/**
 * The player's CV with its career and honours (three reads at once: the document and one query per list, in the
 * entries' id order, which is their position order), or null when there is no CV or the core builds no path for
 * `uid`. An entry document that cannot be read is left out (`queryDocuments`, then the core's reader): it never
 * fails the CV. When there is no CV, the entries' answer is not awaited: a visitor may not list the entries of a
 * CV that does not exist (the rules read its visibility), and "no such player" is the answer then.
 */
async function readPlayer(uid: string): Promise<ProfileDocument | null> {
  const path = playerPath(uid);
  const career = careerPath(uid);
  const honours = honoursPath(uid);
  if (!path || !career || !honours) return null;
  const { getDocument, queryDocuments } = await firestoreDocuments();
  const entries = Promise.all([queryDocuments(career), queryDocuments(honours)]);
  entries.catch(() => undefined); // Reported below when the CV exists; ignored when it does not.
  const cv = await getDocument<ProfileDocument>(path);
  if (!cv) return null;
  const [careerDocs, honourDocs] = await entries;
  return withEntries(cv, careerDocs, honourDocs);
}

/** How far a CV's stored entries reach: the lengths of the lists `readPlayer` filled (missing positions included). */
function storedEntries(doc: ProfileDocument | null): StoredEntries {
  const length = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  return { career: length(doc?.career), honours: length(doc?.honours) };
}

/** The cached copy: the document without its timestamps (the cache keeps what the owner wrote, not the server's). */
function forCache(doc: ProfileDocument): ProfileDocument {
  const { createdAt: _created, updatedAt: _updated, ...rest } = doc;
  return rest;
}

/**
 * The cached profile of `uid` (from localStorage), or null when there is none. Blocked storage or a corrupt entry
 * reads as none: the page then waits for Firestore.
 */
export function cachedProfile(uid: string): ProfileDocument | null {
  return readCachedDocument(readCache(profileCacheKey(uid))) ?? null;
}

function writeCache(uid: string, doc: ProfileDocument | null): void {
  // A full or blocked localStorage costs a refetch next time, never the page.
  if (doc && !storeInCache(profileCacheKey(uid), forCache(doc))) console.info('Could not cache the profile.');
}

/**
 * The CV the owner tried to save and the server has not confirmed (the editor's values), or null. Kept in
 * localStorage under the core's draft key, so a save that never arrives (offline, a stalled connection, a closed
 * tab) loses nothing; the core drops a corrupt or outdated draft.
 */
export function storedDraft(uid: string): ProfileForm | null {
  return readProfileDraft(readCache(profileDraftKey(uid))) ?? null;
}

/** Keeps the editor's values on the device until the server confirms a save; returns whether it could. */
export function keepDraft(uid: string, form: ProfileForm): boolean {
  return storeInCache(profileDraftKey(uid), form);
}

/** Forgets the unsaved CV: the server has it, or the owner discarded it. */
export function forgetDraft(uid: string): void {
  removeCache(profileDraftKey(uid));
}

export interface LoadedProfile {
  /** What localStorage had for this uid: render it at once (null when nothing was cached). */
  cached: ProfileDocument | null;
  /** The document from Firestore (null when it does not exist); written back to the cache when it arrives. */
  fresh: Promise<ProfileDocument | null>;
}

/** Renders at once from the cache and refreshes from Firestore. */
export function loadProfile(uid: string): LoadedProfile {
  const cached = cachedProfile(uid);
  const fresh = readPlayer(uid).then((doc) => {
    writeCache(uid, doc);
    return doc;
  });
  return { cached, fresh };
}

/** Another player's document, straight from Firestore (another user's CV is never cached). */
export function fetchProfile(uid: string): Promise<ProfileDocument | null> {
  return readPlayer(uid);
}

/**
 * The owner's private details (date of birth, map pin, contact e-mail and whether it is shown), or null when there
 * are none yet (a new CV, or one from before the data split). Never cached on the device.
 */
export async function fetchDetails(uid: string): Promise<DetailsDocument | null> {
  const path = playerDetailsPath(uid);
  if (!path) return null;
  const { getDocument } = await firestoreDocuments();
  return getDocument<DetailsDocument>(path);
}

/**
 * Writes the core's split in ONE batch (whole documents, no merge): the CV without its lists, the private details,
 * every career and honours entry at its position (00…), and the deletion of the entries stored past the new lists'
 * ends (at most 2 + 30 + 30 writes). The rules check the CV against the details as the batch leaves them, and a
 * failure writes nothing. `existing` is the CV as Firestore last returned it (null before the first save): the rules
 * want createdAt unchanged on update and the server's time on create, and its lists say which entries are stored.
 * Writing the whole CV also drops the keys a CV from before the split (or from before the entries) still has.
 */
export async function saveProfile(uid: string, documents: ProfileDocuments, existing: ProfileDocument | null): Promise<ProfileDocument> {
  const details = writable(playerDetailsPath(uid));
  const path = writable(playerPath(uid));
  const writes = cvWrites(uid, documents.cv, storedEntries(existing));
  if (!writes) throw new Error('This account id does not name a document.');
  const { serverTime, timestampOf, writeDocuments } = await firestoreDocuments();
  const doc = {
    ...writes.cv,
    // Read as plain JSON ({seconds, nanoseconds}); written back as the Timestamp it was, which the rules compare.
    createdAt: timestampOf(existing?.createdAt) ?? serverTime(),
    updatedAt: serverTime(),
  };
  await writeDocuments([
    { path, data: doc },
    { path: details, data: { ...documents.details, updatedAt: serverTime() } },
    ...writes.entries.map(({ path: entry, data }) => ({ path: entry, data })),
    ...writes.deletes.map((entry) => ({ path: entry, delete: true as const })),
  ]);
  writeCache(uid, { ...documents.cv });
  return { ...documents.cv, ...doc };
}

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
  validatePicture(file.type, file.size);
  const upload = writable(pictureUploadPath(uid));
  const { blob, contentType } = await preparePicture(file);
  const { uploadFile } = await import('../../../shared/firebase/files');
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
  const served = writable(picturePath(uid));
  const { fileCustomMetadata } = await import('../../../shared/firebase/files');
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
  const player = writable(playerPath(uid));
  const { serverTime, updateDocument } = await firestoreDocuments();
  const existing = await readPlayer(uid);
  if (existing) {
    await updateDocument(player, { hasPhoto: true, updatedAt: serverTime() });
    writeCache(uid, { ...existing, hasPhoto: true });
  }
  return true;
}
