// The weekly stats page's data calls: the CV's player type and the owner's birth date (which weeks and fields the
// page offers), a season's entries (one query), the delete of one week, and the draft on the device. (A week's save
// is the form's: the core's plan, applied by the one writer.) Firebase only through shared/firebase; every path,
// range, form and document is the core's.
import { Device, Profile, Weekly, type WeeklyDraft, type WeeklyForm } from '../../../shared/core/profile';
import { User } from '../../../shared/core/startup';

/** The Firestore wrappers, loaded on first use (the page's first paint needs none of them). */
function documents() {
  return import('../../../shared/firebase/documents');
}
/** The one writer of the core's plans (the form's save, the delete). */
function planWriter() {
  return import('../../../shared/firebase/write-plan');
}
function weeklyDocuments() {
  // The writer is fetched with the season's first read, so a save made after the connection dropped still has it (a
  // module that failed to load stays failed until reload); a failure is reported by the save that needs it.
  planWriter().catch(() => undefined);
  return import('../../../shared/firebase/weekly-stats');
}

/** A stored entry: its id (the week) and its data as Firestore returned it (read only through the core). */
export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
}

/** What the page needs to know about the player: the CV's type (the goalkeeper's fields) and the birth date. */
export interface PlayerFacts {
  playerType: string;
  /** `YYYY-MM-DD` from the owner's private details, or null when there is none. */
  dateOfBirth: string | null;
}

/** The CV's player type from the copy cached on this device ('' when there is none): the page can start at once. */
export function cachedPlayerType(uid: string): string {
  const cached = Device.read({ profile: uid }).profile;
  return cached ? Profile.read({ cv: cached }).form.playerType : '';
}

/** The CV's player type and the private birth date, read together; rejects when a read fails (offline…). */
export async function loadPlayerFacts(uid: string): Promise<PlayerFacts> {
  const cv = User.paths(uid).player;
  const details = Profile.read({ uid }).paths?.details;
  const { getDocument } = await documents();
  const [cvDoc, detailsDoc] = await Promise.all([
    cv ? getDocument<Record<string, unknown>>(cv) : null,
    details ? getDocument<Record<string, unknown>>(details) : null,
  ]);
  // The core's reading of both documents (the editor's): tolerant of old, missing and extra keys.
  const { form } = Profile.read({ cv: cvDoc, details: detailsDoc });
  return { playerType: form.playerType, dateOfBirth: form.dateOfBirth || null };
}

/** The season's entries (one query on the id range the core gives); rejects when the read fails. */
export async function loadSeason(uid: string, season: number): Promise<StoredEntry[]> {
  const query = Weekly.read({ uid, season }, undefined, null).query;
  if (!query?.range) return [];
  const { listWeeklyEntries } = await weeklyDocuments();
  return listWeeklyEntries(query.collection, query.range, query.limit);
}

/** Deletes the week's entry (the core's plan, applied by the one writer). */
export async function deleteWeek(uid: string, week: string): Promise<void> {
  const { plan } = Weekly.save({ delete: { uid, week } });
  const { applyWritePlan } = await planWriter();
  await applyWritePlan(plan);
}

/** The draft kept on this device (`{week, form}`, the core's reading: a corrupt or outdated one is none). */
export function storedDraft(uid: string): WeeklyDraft | null {
  return Device.read({ weeklyDraft: uid }).weeklyDraft ?? null;
}

/** Keeps what is typed for `week` on the device; returns whether it could (a full or blocked storage). */
export function keepDraft(uid: string, week: string, form: WeeklyForm): boolean {
  return Device.keep({ weeklyDraft: { uid, draft: { week, form } } }) > 0;
}

/** Forgets the draft (the server has the values, or the player discarded them). */
export function forgetDraft(uid: string): void {
  Device.keep({ weeklyDraft: { uid } });
}
