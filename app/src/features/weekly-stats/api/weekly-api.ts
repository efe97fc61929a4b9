// The weekly stats page's data calls: the CV's player type and the owner's birth date (which weeks and fields the
// page offers), a season's entries (one query), the save and the delete of one week, and the draft on the device.
// Firebase only through shared/firebase; every path, range, form and document is the core's.
import { playerDetailsPath, profileForm, readCachedProfile, Weekly } from '../../../shared/core/profile';
import { User } from '../../../shared/core/startup';
import type { WeeklyDocument, WeeklyDraft, WeeklyForm } from '../weekly-core';

/** The Firestore wrappers, loaded on first use (the page's first paint needs none of them). */
function documents() {
  return import('../../../shared/firebase/documents');
}
function weeklyDocuments() {
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
  const cached = readCachedProfile(uid);
  return cached ? profileForm(cached, null).playerType : '';
}

/** The CV's player type and the private birth date, read together; rejects when a read fails (offline…). */
export async function loadPlayerFacts(uid: string): Promise<PlayerFacts> {
  const cv = User.paths(uid).player;
  const details = playerDetailsPath(uid);
  const { getDocument } = await documents();
  const [cvDoc, detailsDoc] = await Promise.all([
    cv ? getDocument<Record<string, unknown>>(cv) : null,
    details ? getDocument<Record<string, unknown>>(details) : null,
  ]);
  // The core's reading of both documents (the editor's): tolerant of old, missing and extra keys.
  const form = profileForm(cvDoc, detailsDoc);
  return { playerType: form.playerType, dateOfBirth: form.dateOfBirth || null };
}

/** The season's entries (one query on the id range the core gives); rejects when the read fails. */
export async function loadSeason(uid: string, season: number): Promise<StoredEntry[]> {
  const query = Weekly.seasonQuery(uid, season);
  if (!query?.range) return [];
  const { listWeeklyEntries } = await weeklyDocuments();
  return listWeeklyEntries(query.collection, query.range, query.limit);
}

/** Writes the core's validated entry as the week's whole document (the core's plan: path, stamps, one batch). */
export async function saveWeek(uid: string, week: string, entry: WeeklyDocument): Promise<void> {
  const plan = Weekly.save(uid, week, entry);
  const { applyWritePlan } = await weeklyDocuments();
  await applyWritePlan(plan);
}

/** Deletes the week's entry (the core's plan). */
export async function deleteWeek(uid: string, week: string): Promise<void> {
  const plan = Weekly.delete(uid, week);
  const { applyWritePlan } = await weeklyDocuments();
  await applyWritePlan(plan);
}

/** The draft kept on this device (`{week, form}`, the core's reading: a corrupt or outdated one is none). */
export function storedDraft(uid: string): WeeklyDraft | null {
  return Weekly.readDraft(uid) ?? null;
}

/** Keeps what is typed for `week` on the device; returns whether it could (a full or blocked storage). */
export function keepDraft(uid: string, week: string, form: WeeklyForm): boolean {
  return Weekly.keepDraft(uid, { week, form } satisfies WeeklyDraft);
}

/** Forgets the draft (the server has the values, or the player discarded them). */
export function forgetDraft(uid: string): void {
  Weekly.keepDraft(uid, undefined);
}
