// Saved searches that alert: when a player's index entry is created or changes, the searches it newly matches get a
// notification (users/{owner}/notifications/{search}-{player}). The searches are never scanned: the core names every
// alert key the entry satisfies (at most 72, in groups of 30) and each group is one collection-group `in` query over
// the searches' `key` (a single-field index of firestore.indexes.json). Every search read has equality filters the
// entry passes; the core checks the name and the ages, and that the entry did not match before.
import { FieldValue } from 'firebase-admin/firestore';
import { PlayerIndex } from './core.js';
import { snapshotData, snapshotJson } from './firestore-json.js';
import { utcToday } from './player-index.js';

const PATHS = PlayerIndex.paths();
const PAGE = 500;
/** gRPC's ALREADY_EXISTS: a retried event finds its notification written. */
const ALREADY_EXISTS = 6;

/**
 * Writes the notifications for player `uid`'s entry changing from `before` to `after` (the trigger's snapshots).
 * Reads: one per `in` query (at most 3) plus one per search whose equality filters the entry passes; writes: one per
 * new match. A notification is created, never overwritten: one the owner read stays read on a retried event.
 * @returns {Promise<{ read: number, notified: number }>}
 */
export async function notifyNewMatches(db, uid, before, after, { today = utcToday() } = {}) {
  const entry = snapshotJson(after);
  if (!entry) return { read: 0, notified: 0 };
  const candidates = [];
  let read = 0;
  for (const keys of PlayerIndex.alertKeys(entry)) {
    let last = null;
    for (;;) {
      let query = db.collectionGroup(PATHS.searchesGroup).where(PATHS.alertKeyField, 'in', keys).limit(PAGE);
      if (last) query = query.startAfter(last);
      const page = await query.get();
      read += Math.max(1, page.size);
      for (const doc of page.docs) candidates.push([doc.ref.path, snapshotData(doc)]);
      if (page.size < PAGE) break;
      last = page.docs[page.size - 1];
    }
  }
  const found = PlayerIndex.newMatches(uid, snapshotJson(before), entry, JSON.stringify(candidates), today);
  if (found.length === 0) return { read, notified: 0 };
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  let notified = 0;
  for (const { path, data } of found) {
    writer.create(db.doc(path), { ...data, createdAt: FieldValue.serverTimestamp() }).then(
      () => notified++,
      () => {},
    );
  }
  await writer.close();
  return { read, notified };
}
