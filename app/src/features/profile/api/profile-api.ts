// The profile feature's data calls: the players/{uid} document (the CV) with its career and honours entries
// (players/{uid}/career/{NN}, players/{uid}/honours/{NN}: one document each, so the rules check every entry), its
// owner-only details (players/{uid}/private/details) and the CV's localStorage copy (the picture's upload is
// shared/pictures'). Firebase is reached only through the shared wrappers; every rule (validation, the split, the
// entries' paths) is the core's.
import { Device, Profile, type PlayerProfile, type ProfileForm, type WritePlan } from '../../../shared/core/profile';
import { User } from '../../../shared/core/startup';

/**
 * A players/{uid} document as Firestore (or the cache) returns it, with `career` and `honours` filled from its entry
 * documents (the core's `Profile.read`): untyped data, read only through the core (`Profile.read`), which tolerates old, missing and extra keys and skips an entry that does not read.
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
let writerModule: Promise<typeof import('../../../shared/firebase/write-plan')> | null = null;
function planWriter() {
  writerModule ??= import('../../../shared/firebase/write-plan');
  return writerModule;
}
export function firestoreDocuments() {
  documentsModule ??= import('../../../shared/firebase/documents');
  // The save's writer is fetched with the first read, so a save made after the connection dropped has its code (a
  // module that failed to load stays failed until reload); a failure is reported by the save that needs it.
  planWriter().catch(() => undefined);
  return documentsModule;
}

/**
 * A document a CV section can do without (a position's figures, a record of confirmations): its data, or null when
 * there is none or it cannot be read. `without` says in the console what the CV shows then.
 */
export async function readOptional<T extends Record<string, unknown>>(path: string, without: string): Promise<T | null> {
  try {
    const { getDocument } = await firestoreDocuments();
    return await getDocument<T>(path);
  } catch (error) {
    console.info(without, error);
    return null;
  }
}

/**
 * The player's CV with its career and honours (three reads at once: the document and one query per list, in the
 * entries' id order, which is their position order), or null when there is no CV or the core builds no path for
 * `uid`. An entry document that cannot be read is left out (`queryDocuments`, then the core's reader): it never
 * fails the CV. When there is no CV, the entries' answer is not awaited: a visitor may not list the entries of a
 * CV that does not exist (the rules read its visibility), and "no such player" is the answer then.
 */
async function readPlayer(uid: string): Promise<ProfileDocument | null> {
  const path = User.paths(uid).player;
  const paths = Profile.read({ uid }).paths;
  if (!path || !paths) return null;
  const { getDocument, queryDocuments } = await firestoreDocuments();
  const entries = Promise.all([queryDocuments(paths.career), queryDocuments(paths.honours)]);
  entries.catch(() => undefined); // Reported below when the CV exists; ignored when it does not.
  const cv = await getDocument<ProfileDocument>(path);
  if (!cv) return null;
  const [careerDocs, honourDocs] = await entries;
  try {
    return Profile.read({ cv }, careerDocs, honourDocs).document ?? cv;
  } catch (error) {
    // A CV the core cannot read itself (past the limits every stored document keeps) goes on as it is: the page's
    // reader refuses it and says so.
    console.warn('SKORA: this CV cannot be read.', error);
    return cv;
  }
}

/**
 * The cached profile of `uid` (from localStorage), or null when there is none. Blocked storage or a corrupt entry
 * reads as none: the page then waits for Firestore.
 */
export function cachedProfile(uid: string): ProfileDocument | null {
  return Device.read({ profile: uid }).profile ?? null;
}

function writeCache(uid: string, doc: ProfileDocument | null): void {
  // A full or blocked localStorage costs a refetch next time, never the page.
  if (doc && !Device.keep({ profile: { uid, doc } })) console.info('Could not cache the profile.');
}

/**
 * The CV the owner tried to save and the server has not confirmed (the editor's values), or null. Kept in
 * localStorage under the core's draft key, so a save that never arrives (offline, a stalled connection, a closed
 * tab) loses nothing; the core drops a corrupt or outdated draft.
 */
export function storedDraft(uid: string): ProfileForm | null {
  return Device.read({ profileDraft: uid }).profileDraft ?? null;
}

/** Keeps the editor's values on the device until the server confirms a save; returns whether it could. */
export function keepDraft(uid: string, form: ProfileForm): boolean {
  return Device.keep({ profileDraft: { uid, form } }) > 0;
}

/** Forgets the unsaved CV: the server has it, or the owner discarded it. */
export function forgetDraft(uid: string): void {
  Device.keep({ profileDraft: { uid } });
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
  const path = Profile.read({ uid }).paths?.details;
  if (!path) return null;
  const { getDocument } = await firestoreDocuments();
  return getDocument<DetailsDocument>(path);
}

/**
 * Writes the core's plan of the editor's save (`Profile.save`, made over `existing`: the CV as Firestore last returned
 * it, null before the first save; its lists say which entries are stored, its `createdAt` is kept): ONE batch of the
 * CV without its lists, the private details, every career and honours entry at its position (00…), and the deletion
 * of the entries stored past the new lists' ends. The rules check the CV against the details as the batch leaves
 * them, and a failure writes nothing. Resolves with the CV as saved (without the server's times) once the server has
 * it, and caches it.
 */
export async function saveProfile(uid: string, plan: WritePlan, cv: PlayerProfile): Promise<ProfileDocument> {
  const { applyWritePlan } = await planWriter();
  await applyWritePlan(plan);
  writeCache(uid, { ...cv });
  return { ...cv };
}
