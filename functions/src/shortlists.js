// Every list's copy of a player follows their index entry: a scout's list is ordered by copies of the entry's keys
// (the name's order, the birth month, the last update) kept on each saved player, so a page of it is one bounded
// query. When an entry changes enough (the core's rule), the copies are found by a collection-group query on their
// `player` field (a single-field index of firestore.indexes.json) and updated in pages of 500.
import { PlayerIndex } from './core.js';
import { snapshotJson } from './firestore-json.js';

const PATHS = PlayerIndex.paths();
const PAGE = 500;
/** gRPC's NOT_FOUND: the scout took the player off meanwhile, and nothing is to be done. */
const NOT_FOUND = 5;

/**
 * Updates every saved copy of player `uid` after their entry changed from `before` to `after` (the trigger's
 * snapshots). Reads: one per copy (and one per empty page); writes: one per copy, only when the core says the keys
 * changed. Idempotent: a retried or late event writes the keys of the entry it carries, which the next event
 * corrects.
 * @returns {Promise<{ updated: number }>}
 */
export async function refreshSavedPlayers(db, uid, before, after) {
  const keys = PlayerIndex.savedKeys(snapshotJson(before), snapshotJson(after));
  if (!keys) return { updated: 0 };
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.code !== NOT_FOUND && error.failedAttempts < 5);
  let updated = 0;
  let last = null;
  for (;;) {
    let query = db.collectionGroup(PATHS.savedGroup).where(PATHS.savedPlayerField, '==', uid).limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      writer.update(doc.ref, keys).then(
        () => updated++,
        () => {},
      );
    }
    if (page.size < PAGE) break;
    last = page.docs[page.size - 1];
  }
  await writer.close();
  return { updated };
}
