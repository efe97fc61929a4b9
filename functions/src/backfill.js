// The one-off backfill of the player index (scripts/backfill-index.mjs is its command line): every CV still in the
// shape from before the data split migrated (the core's migration: players/{uid}/private/details written, the exact
// values taken out of the CV), every player's entry recomputed from their documents, entries of players who no
// longer exist deleted, then every aggregate document rebuilt from the entries. Only players whose e-mail is verified
// are listed (player-index.js, ownerVerified), so a run also lists those who verified since their last write (no
// trigger follows a verification: an Auth blocking function does not run on the emulators). Idempotent: a second run writes nothing new. Here, next to the functions, because it
// runs the same code with the same firebase-admin.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PlayerIndex } from './core.js';
import { migrateToSplit } from './data-split.js';
import { rebuildAggregates, reindex, utcToday } from './player-index.js';

const PATHS = PlayerIndex.paths();

const CONCURRENCY = 8;

async function ids(db, collection) {
  const snapshot = await db.collection(collection).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * `indexed`: uids whose entries the caller has just written from the same core (the seed's generated players, written
 * in bulk): neither migrated nor reindexed one transaction at a time, but counted in the aggregates like every stored
 * entry.
 * @param {{ projectId: string, databaseId: string, bucketName?: string, log?: (m: string) => void,
 *   indexed?: (uid: string) => boolean }} options
 * @returns {Promise<{ players: number, migrated: number, set: number, deleted: number, kept: number, aggregates: object, ms: number }>}
 */
export async function backfill({ projectId, databaseId, bucketName, log = console.log, indexed = () => false }) {
  const started = Date.now();
  const app = initializeApp({ projectId, storageBucket: bucketName }, `skora-backfill-${started}`);
  try {
    const db = getFirestore(app, databaseId);
    // Whose e-mail is verified (only theirs are listed: player-index.js, ownerVerified).
    const auth = getAuth(app);
    const bucket = bucketName ? getStorage(app).bucket(bucketName) : null;
    // Players, and index entries whose player is gone (deleted while no function ran).
    const uids = [...new Set([...(await ids(db, PATHS.players)), ...(await ids(db, PATHS.playerIndex))])].filter((uid) => !indexed(uid));
    const counts = { set: 0, delete: 0, keep: 0, migrated: 0 };
    const today = utcToday();
    let next = 0;
    const worker = async () => {
      while (next < uids.length) {
        const uid = uids[next++];
        // The split first, so the entry is computed from the documents as they stay.
        if (await migrateToSplit(db, uid)) counts.migrated++;
        const { write } = await reindex(db, uid, { auth, bucket, today, log, increments: false });
        counts[write]++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const aggregates = await rebuildAggregates(db);
    const result = { players: uids.length, migrated: counts.migrated, set: counts.set, deleted: counts.delete, kept: counts.keep, aggregates, ms: Date.now() - started };
    log(
      `[backfill] ${uids.length} uid(s): ${counts.migrated} CV(s) migrated to the data split, ${counts.set} entries written, ${counts.delete} deleted, ${counts.keep} already right; ` +
        `${aggregates.documents} aggregate documents rebuilt from ${aggregates.entries} entries` +
        `${aggregates.skipped ? ` (${aggregates.skipped} unreadable skipped)` : ''} in ${result.ms} ms`,
    );
    return result;
  } finally {
    await deleteApp(app);
  }
}
