// The weekly stats page's data calls: the CV's player type and the owner's birth date (which weeks and fields the
// page offers), a season's entries (one query), the save and the delete of one week, and the draft on the device.
// Firebase only through shared/firebase; every path, range, form and document is the core's.
import { playerDetailsPath, profileForm, readCachedProfile, weeklyDeletePlan, weeklySavePlan } from '../../../shared/core/profile';
import { playerPath } from '../../../shared/core/startup';
import {
  forgetWeeklyDraft,
  keepWeeklyDraft,
  readWeeklyDraft,
  SEASON_MAX_ENTRIES,
  seasonWeekRange,
  weeklyStatsPath,
  type WeeklyDocument,
  type WeeklyDraft,
  type WeeklyForm,
} from '../weekly-core';

/** The Firestore wrappers, loaded on first use (the page's first paint needs none of them). */
function documents() {
  return import('../../../shared/firebase/documents');
}
function weeklyDocuments() {
  return import('../../../shared/firebase/weekly-stats');
}
function writer() {
  return import('../../../shared/firebase/write-plan');
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
  const cv = playerPath(uid);
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
  const path = weeklyStatsPath(uid);
  const range = seasonWeekRange(season);
  if (!path || !range) return [];
  const { listWeeklyEntries } = await weeklyDocuments();
  return listWeeklyEntries(path, range, SEASON_MAX_ENTRIES);
}

/** Writes the core's validated entry as the week's whole document (the core's plan: path, stamps, one batch). */
export async function saveWeek(uid: string, week: string, entry: WeeklyDocument): Promise<void> {
  const plan = weeklySavePlan(uid, week, entry);
  const { applyWritePlan } = await writer();
  await applyWritePlan(plan);
}

/** Deletes the week's entry (the core's plan). */
export async function deleteWeek(uid: string, week: string): Promise<void> {
  const plan = weeklyDeletePlan(uid, week);
  const { applyWritePlan } = await writer();
  await applyWritePlan(plan);
}

/** The draft kept on this device (`{week, form}`, the core's reading: a corrupt or outdated one is none). */
export function storedDraft(uid: string): WeeklyDraft | null {
  return readWeeklyDraft(uid) ?? null;
}

/** Keeps what is typed for `week` on the device; returns whether it could (a full or blocked storage). */
export function keepDraft(uid: string, week: string, form: WeeklyForm): boolean {
  return keepWeeklyDraft(uid, { week, form } satisfies WeeklyDraft);
}

/** Forgets the draft (the server has the values, or the player discarded them). */
export function forgetDraft(uid: string): void {
  forgetWeeklyDraft(uid);
}
