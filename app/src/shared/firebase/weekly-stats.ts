// players/{uid}/weeklyStats/{week}: the weekly stats page lists a season's entries (top of this file); the CV reads
// them (bottom of this file). Every path, id range and document is the core's: this file only
// talks to Firestore. Loaded on demand like the other Firestore wrappers.
import { DOCUMENT_ID, queryDocuments, type QueriedDocument } from './documents';

/** A stored weekly entry as Firestore returns it: plain JSON, read only through the core. */
export type WeeklyEntryDocument = Record<string, unknown>;

// ── The weekly stats page (owner): list a season (its writes are the core's plans: write-plan.ts) ──────────────

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

/**
 * The player's newest entry (the highest week), or null when none is logged: the CV opens on that entry's season,
 * whose entries `listWeeklyEntries` then reads. Ordered by the `week` field, which the rules make equal to the id
 * (Firestore does not scan document ids descending; a field's automatic index does). One read, billed even when
 * nothing is found.
 */
export async function readNewestWeeklyEntry(collectionPath: string): Promise<QueriedDocument<WeeklyEntryDocument> | null> {
  const [newest] = await queryDocuments<WeeklyEntryDocument>(collectionPath, { orderBy: [['week', 'desc']], limit: 1 });
  return newest ?? null;
}
