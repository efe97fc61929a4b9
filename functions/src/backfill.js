// The one-off backfill of the player index (scripts/backfill-index.mjs is its command line): every CV still in the
// shape from before the data split migrated (the core's migration: players/{uid}/private/details written, the exact
// values taken out of the CV), every player's entry recomputed from their documents, entries of players who no
// longer exist deleted, then every aggregate document and every map cell rebuilt from the entries. Only players whose e-mail is verified
// are listed (player-index.js, ownerVerified), so a run also lists those who verified since their last write (no
// trigger follows a verification: an Auth blocking function does not run on the emulators). Idempotent: a second run writes nothing new. Here, next to the functions, because it
// runs the same code with the same firebase-admin.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { Player, PlayerIndex } from './core.js';
import { migrateToSplit } from './data-split.js';
import { rebuildMapCells } from './map-cells.js';
import { JOB_PAGE, rebuildAggregates, reindex, utcToday } from './player-index.js';

const PATHS = PlayerIndex.paths();

const CONCURRENCY = 8;

/** The ids of a page of `collection` after `after` (id order). */
async function idPage(db, collection, after, pageSize) {
  let query = db.collection(collection).orderBy(FieldPath.documentId()).select().limit(pageSize);
  if (after) query = query.startAfter(after);
  return (await query.get()).docs.map((doc) => doc.id);
}

/**
 * The two passes: every player (migrated, then reindexed), then every index entry whose player is gone (deleted while
 * no function ran; reindexing it deletes it).
 */
const PHASES = [PATHS.players, PATHS.playerIndex];

/**
 * `indexed`: uids whose entries the caller has just written from the same core (the seed's generated players, written
 * in bulk): neither migrated nor reindexed one transaction at a time, but counted in the aggregates like every stored
 * entry.
 * `pageSize`: players per page (the tests make it small); `onPage`: called with the progress after each page is saved
 * (the tests stop a run there, to see the next one resume).
 * @param {{ projectId: string, databaseId: string, bucketName?: string, log?: (m: string) => void,
 *   indexed?: (uid: string) => boolean, pageSize?: number, onPage?: (progress: object) => unknown }} options
 * @returns {Promise<{ players: number, migrated: number, set: number, deleted: number, kept: number, aggregates: object, cells: object, ms: number }>}
 */
export async function backfill({ projectId, databaseId, bucketName, log = console.log, indexed = () => false, pageSize = JOB_PAGE, onPage = () => {} }) {
  const started = Date.now();
  const app = initializeApp({ projectId, storageBucket: bucketName }, `skora-backfill-${started}`);
  try {
    const db = getFirestore(app, databaseId);
    // Whose e-mail is verified (only theirs are listed: player-index.js, ownerVerified).
    const auth = getAuth(app);
    const bucket = bucketName ? getStorage(app).bucket(bucketName) : null;
    const today = utcToday();
    // A page at a time, in id order, its progress saved in jobs/backfill after each page: a run stopped by a failure
    // resumes at the page it was on when run again, and memory holds one page whatever the number of players.
    const job = db.doc(PATHS.backfillJob);
    const saved = (await job.get()).data();
    const progress = { phase: 0, after: null, players: 0, set: 0, delete: 0, keep: 0, skipped: 0, migrated: 0, ...saved };
    for (; progress.phase < PHASES.length; progress.phase += 1, progress.after = null) {
      const collection = PHASES[progress.phase];
      for (;;) {
        const page = await idPage(db, collection, progress.after, pageSize);
        let uids = page.filter((uid) => !indexed(uid));
        if (collection === PATHS.playerIndex && uids.length > 0) {
          // Only entries whose player is gone: the others were reindexed in the first pass.
          const players = await db.getAll(...uids.map((uid) => db.doc(Player.paths(uid).cv)), { fieldMask: [] });
          uids = uids.filter((_, i) => !players[i].exists);
        }
        let next = 0;
        const worker = async () => {
          while (next < uids.length) {
            const uid = uids[next++];
            // The split first, so the entry is computed from the documents as they stay.
            if (await migrateToSplit(db, uid)) progress.migrated++;
            const { write } = await reindex(db, uid, { auth, bucket, today, log, increments: false, everySeason: true });
            progress[write]++;
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        progress.players += uids.length;
        if (page.length < pageSize) break;
        progress.after = page.at(-1);
        await job.set(progress);
        await onPage({ ...progress });
      }
    }
    const aggregates = await rebuildAggregates(db, { pageSize, onPage });
    const cells = await rebuildMapCells(db, { pageSize, onPage });
    await job.delete();
    const result = { players: progress.players, migrated: progress.migrated, set: progress.set, deleted: progress.delete, kept: progress.keep, aggregates, cells, ms: Date.now() - started };
    log(
      `[backfill] ${progress.players} uid(s)${saved ? ' (resumed)' : ''}: ${progress.migrated} CV(s) migrated to the data split, ${progress.set} entries written, ${progress.delete} deleted, ${progress.keep} already right; ` +
        `${aggregates.documents} aggregate documents rebuilt from ${aggregates.entries} entries` +
        `${aggregates.skipped ? ` (${aggregates.skipped} unreadable skipped)` : ''}, ${cells.cells} map cells of ${cells.countries} countries in ${result.ms} ms`,
    );
    return result;
  } finally {
    await deleteApp(app);
  }
}
