// The stats wizard's data calls: the stored playerStats/{uid}, the CV's player type (which steps the player sees)
// and the one-document save. The per-step drafts on the device are the profile module's (`Attributes.read` lays them
// over the form, `Device` keeps and forgets them). Firebase only through shared/firebase; the path, the form and
// the document are the core's.
import { Attributes, Device, Profile, type AttributesSaved } from '../../../shared/core/profile';
import { User } from '../../../shared/core/startup';

/** The Firestore wrappers, loaded on first use (the wizard's first paint needs none of them). */
function documents() {
  return import('../../../shared/firebase/documents');
}
function statsDocuments() {
  return import('../../../shared/firebase/player-stats');
}

/** A stored playerStats document as Firestore returns it: plain JSON, read only through the core. */
export type StoredStats = Record<string, unknown>;

/**
 * The stored stats per uid, kept for the session in memory: each step is its own route, and moving between steps
 * must not wait for another read. A save replaces the entry.
 */
const storedStats = new Map<string, StoredStats | null>();

/** The stored stats read earlier in this session, or undefined when they have not been read yet. */
export function rememberedStats(uid: string): StoredStats | null | undefined {
  return storedStats.get(uid);
}

/** The stored playerStats of `uid` (null when there are none yet); rejects when the read fails (offline…). */
export async function loadStoredStats(uid: string): Promise<StoredStats | null> {
  const path = Attributes.read({ uid }, null).statsPath;
  if (!path) return null;
  const { readPlayerStats } = await statsDocuments();
  const doc = await readPlayerStats(path);
  storedStats.set(uid, doc);
  return doc;
}

/** The CV's player type from the copy cached on this device ('' when there is none): the wizard can start offline. */
export function cachedPlayerType(uid: string): string {
  const cached = Device.read({ profile: uid }).profile;
  return cached ? Profile.read({ cv: cached }).form.playerType : '';
}

/** The CV's player type as stored ('' when there is no CV); rejects when the read fails. */
export async function loadPlayerType(uid: string): Promise<string> {
  const path = User.paths(uid).player;
  if (!path) return '';
  const { getDocument } = await documents();
  const doc = await getDocument<Record<string, unknown>>(path);
  return doc ? Profile.read({ cv: doc }).form.playerType : '';
}

/** Writes the core's plan of the wizard's save: the one document playerStats/{uid}. */
export async function saveStats(uid: string, { document, plan }: AttributesSaved): Promise<void> {
  const { applyWritePlan } = await statsDocuments();
  await applyWritePlan(plan);
  storedStats.set(uid, { ...document });
}
