// players/{uid}/weeklyStats/{week}: the weekly stats page writes, deletes and lists a season's entries (top of this
// file); the CV reads them (bottom of this file). Every path, id range and document is the core's: this file only
// talks to Firestore. Loaded on demand like the other Firestore wrappers.
import { DOCUMENT_ID, queryDocuments, serverTime, setDocument, writeDocuments, type QueriedDocument } from './documents';

/** A stored weekly entry as Firestore returns it: plain JSON, read only through the core. */
export type WeeklyEntryDocument = Record<string, unknown>;

// ── The weekly stats page (owner): write, delete, list a season ─────────────────────────────────────────────────

/**
 * Writes the core's validated entry as the whole document at `path` (no merge: a value the player cleared must not
 * linger), stamped with the server's time (the rules require `updatedAt == request.time`). Resolves once the server
 * has it; rejects with Firestore's error otherwise.
 */
export function writeWeeklyEntry(path: string, entry: Record<string, unknown>): Promise<void> {
  return setDocument(path, { ...entry, updatedAt: serverTime() });
}

/** Deletes the entry at `path` (a batch of one: the wrappers' one delete). Resolves once the server has done it. */
export function deleteWeeklyEntry(path: string): Promise<void> {
  return writeDocuments([{ path, delete: true }]);
}

/**
 * The entries of `collectionPath` whose ids lie in `[first, last]` (the core's id range of one season: ids are ISO
 * weeks, which sort by time), oldest first: ONE query on the document id, no composite index (ascending: Firestore
 * does not scan keys descending; the core orders its lists itself). `limit` caps what a season can cost (the core's
 * most entries per season); a document that cannot be read is left out.
 */
export function listWeeklyEntries(
  collectionPath: string,
  range: { first: string; last: string },
  limit?: number,
): Promise<QueriedDocument<WeeklyEntryDocument>[]> {
  return queryDocuments<WeeklyEntryDocument>(collectionPath, {
    where: [
      [DOCUMENT_ID, '>=', range.first],
      [DOCUMENT_ID, '<=', range.last],
    ],
    orderBy: [[DOCUMENT_ID, 'asc']],
    ...(limit === undefined ? {} : { limit }),
  });
}

// ── The CV (weekly-cv): read functions below this line ──────────────────────────────────────────────────────────
