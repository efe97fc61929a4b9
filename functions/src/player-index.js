// Maintaining playerIndex/{uid} and the aggregates: the I/O around the core's index update. Used by the triggers
// (index.js) and by the backfill (scripts/backfill-index.mjs).
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { Confirmations, MapCells, Player, PlayerIndex } from './core.js';
import { documentsJson, snapshotData, snapshotJson } from './firestore-json.js';
import { servedPicture, syncPictureVisibility } from './served-picture.js';

/** Today in UTC, `YYYY-MM-DD`: the day the core computes ages on (the under-16 rule). */
export function utcToday(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether player `uid`'s account has a verified e-mail (Firebase Auth, through the Admin SDK). Only verified people
 * publish: the rules refuse an unverified owner's writes, and the index skips the documents of one (stored before the
 * rules did, or by an account whose e-mail changed and is not verified again), so no throwaway account reaches the
 * directory, the map, link previews or the aggregates. No account at all is no verified one. Any other error is
 * thrown: the trigger retries rather than unlist a verified player.
 */
export async function ownerVerified(auth, uid) {
  try {
    return (await auth.getUser(uid)).emailVerified === true;
  } catch (error) {
    if (error?.code === 'auth/user-not-found') return false;
    throw error;
  }
}

/** The weekly entry's field equal to its id (Contract W): the reindex orders the entries by it. */
const WEEK_FIELD = 'week';

/** The collections, trigger patterns and aggregate documents, named by the core. */
const PATHS = PlayerIndex.paths();
/** The map cells' deltas, named by the core. */
const CELLS = MapCells.paths();

/** The season of the newest weekly entry read (null: none). */
function seasonOfNewest(weekly) {
  const newest = weekly.docs[0]?.id;
  return newest ? (PlayerIndex.seasonWeeks(newest)?.season ?? null) : null;
}

/**
 * Recomputes player `uid`'s index entry from their documents as they are now (the CV, the private details, the
 * attributes, the newest weekly stats entries), in one transaction with the aggregate increments, stored as a new
 * delta document (`aggregateDeltas/{autoId}`) for the fold (foldAggregates), and the map cells' increments, as a new
 * `mapCellDeltas/{autoId}` for theirs (map-cells.js): the transaction touches no document that another player's
 * write touches. The CV of an owner whose e-mail is not verified (`auth`: the Admin SDK's Auth, see
 * ownerVerified) counts as no CV: no entry (a stored one is deleted) and nothing in the aggregates. When the owner
 * verifies later, their next write indexes them, and so does the backfill (it reindexes every player). Idempotent: run it any number of times, for any event, in any order.
 * The CV's `hasPhoto` is corrected in the same transaction when it disagrees with the served picture (`cvHasPhoto`
 * in the result: the value written). `increments: false` (the backfill, which rebuilds the aggregates afterwards)
 * writes the entry (and that correction) alone.
 * A player whose documents cannot be read at all is skipped (`write: 'skipped'`, logged), never retried forever.
 * @returns {Promise<{ write: string, increments: number, cells: number, attempts: number, cvHasPhoto?: boolean }>}
 *   `increments`: the aggregate documents the delta written (if any) changes; `cells`: the map cells the cells' delta
 *   changes; `attempts`: how many times the transaction ran.
 */
export async function reindex(db, uid, { auth, bucket, today = utcToday(), log = console.log, increments = true, week = null, everySeason = false } = {}) {
  const paths = Player.paths(uid);
  if (!paths) return { write: 'keep', increments: 0, cells: 0, attempts: 0 };
  const countedRef = db.collection(PATHS.countedSeasons).doc(uid);
  // The season of the week that changed (a weekly trigger's), read whole when it is not the newest one.
  const changedSeason = week ? PlayerIndex.seasonWeeks(week) : null;
  const verified = await ownerVerified(auth, uid);
  // hasPhoto needs the served picture (profilePictures/{uid}, written only by the re-encoding function). Looked up in
  // each attempt of the transaction, beside its reads: a run delayed behind a newer upload or removal, or retried
  // after losing to one, decides on the picture as it is when it commits, not as it was when the run began.
  let picture = { stored: false };
  const refs = [paths.cv, paths.private, paths.stats, paths.index].map((path) => db.doc(path));
  const indexRef = refs[3];
  // The newest weeks (ISO week ids sort in time order): the newest season's entries, as many as the core reads (a
  // season's cap, PATHS.weeklyEntriesRead). Ordered by the `week` field, which the rules hold equal to the id: the
  // Firestore emulator refuses a descending scan of document ids (`orderBy(documentId(), 'desc')`: "does not support
  // descending key scans"); `week` has Firestore's automatic single-field index. An entry without the field (written
  // past the rules) is not read.
  const weeklyQuery = db.collection(paths.weekly).orderBy(WEEK_FIELD, 'desc').limit(PATHS.weeklyEntriesRead);
  // Attempts of the transaction: more than one means it lost to a concurrent write and ran again (contention).
  let attempts = 0;
  const result = await db.runTransaction(async (tx) => {
    attempts += 1;
    const [cv, details, stats, stored, counted] = await tx.getAll(...refs, countedRef);
    const weekly = await tx.get(weeklyQuery);
    // More weeks than the newest season's: every one (the backfill, which makes each player's record anew), or the
    // changed week's season when it is an older one (a season holds at most PATHS.weeklyEntriesRead entries).
    let seasonWeekly = null;
    let season;
    if (everySeason) {
      seasonWeekly = await tx.get(db.collection(paths.weekly).orderBy(WEEK_FIELD, 'desc'));
    } else if (changedSeason && changedSeason.season !== seasonOfNewest(weekly)) {
      season = changedSeason.season;
      seasonWeekly = await tx.get(
        db
          .collection(paths.weekly)
          .where(WEEK_FIELD, '>=', changedSeason.first)
          .where(WEEK_FIELD, '<=', changedSeason.last)
          .orderBy(WEEK_FIELD, 'desc')
          .limit(PATHS.weeklyEntriesRead),
      );
    }
    // The newest season's record of confirmed weeks: how much of it an official confirmed (the entry's `confirmed`).
    const recordPath = weekly.docs[0] ? Confirmations.recordPath(uid, weekly.docs[0].id) : undefined;
    const record = recordPath ? await tx.get(db.doc(recordPath)) : null;
    picture = await servedPicture(bucket, paths.picture, log);
    let update;
    try {
      const documents = {
        cv: verified ? snapshotJson(cv) : null,
        private: snapshotJson(details),
        stats: snapshotJson(stats),
        weekly: documentsJson(weekly),
        counted: snapshotJson(counted),
        confirmed: record ? snapshotJson(record) : null,
        // None of a season's entries left is an answer too: the season counts no more.
        ...(seasonWeekly ? { seasonWeekly: documentsJson(seasonWeekly) ?? '[]', season } : {}),
      };
      update = PlayerIndex.reindex(uid, documents, snapshotJson(stored), today, picture.stored);
    } catch (error) {
      // The documents could not be read at all (the core reads any JSON without failing, so this is a bug or a value
      // no conversion foresaw). Retrying would fail the same way, forever (the triggers retry): log it, write nothing,
      // and let the next write of the player try again.
      log(`playerIndex/${uid}: skipped, the player's documents could not be read (${error?.message ?? error})`);
      return { write: 'skipped', increments: 0, cells: 0, attempts };
    }
    // A CV left out because its owner's e-mail is not verified is said, so a player missing from the lists can be
    // told apart from one the core could not index.
    if (cv.exists && !verified) log(`playerIndex/${uid}: the CV is not indexed, its owner's e-mail is not verified`);
    else if (cv.exists && !update.entry) log(`playerIndex/${uid}: the CV gives no entry (it has no name or no visibility)`);
    if (update.write === 'set') tx.set(indexRef, update.entry);
    if (update.write === 'delete') tx.delete(indexRef);
    if (update.countedWrite === 'set') tx.set(countedRef, update.counted);
    if (update.countedWrite === 'delete') tx.delete(countedRef);
    // The CV's hasPhoto follows the served picture (the core's call): the app's first save after an upload says no
    // photo. Only that field, and not updatedAt: nothing the owner typed changes. The write runs this trigger again,
    // which then finds nothing to correct.
    const corrected = cv.exists && typeof update.cvHasPhoto === 'boolean';
    if (corrected) tx.update(refs[0], { hasPhoto: update.cvHasPhoto });
    const photo = corrected ? { cvHasPhoto: update.cvHasPhoto } : {};
    if (!increments) return { write: update.write, increments: 0, cells: 0, attempts, ...photo };
    if (update.increments.length > 0) {
      tx.create(db.collection(PATHS.deltas).doc(), { changes: update.increments, at: FieldValue.serverTimestamp() });
    }
    if (update.cellChanges.length > 0) {
      tx.create(db.collection(CELLS.deltas).doc(), { changes: update.cellChanges, at: FieldValue.serverTimestamp() });
    }
    return { write: update.write, increments: update.increments.length, cells: update.cellChanges.length, attempts, ...photo };
  });
  // After the commit, the picture follows the entry as it stands now (read again, so a concurrent run that committed
  // later cannot be undone by this one): a CV made members-only hides its picture from visitors too.
  if (picture.stored) {
    const entry = await indexRef.get();
    await syncPictureVisibility(bucket, paths.picture, picture.visibility, entry.get('visibility'), log);
  }
  return result;
}

/**
 * One stage of a fold: pages of `collection` (`pageSize` documents), one transaction per page that reads
 * the page's documents again (one another fold took meanwhile is gone and left out), hands them to `apply` (which
 * writes what they add up to through `tx`) and deletes them. The page's ids are found outside the transaction, so
 * documents created meanwhile are not in its reads and the players' writes never contend with a fold. Stops when a
 * page comes back short, or at `deadline` (ms since the epoch), with the rest left for the next run.
 */
export async function foldStage(db, collection, deadline, apply, pageSize = PATHS.foldPage) {
  const totals = { pages: 0, applied: 0, skipped: 0 };
  for (;;) {
    const pending = await db.collection(collection).limit(pageSize).select().get();
    if (pending.empty) break;
    const page = await db.runTransaction(async (tx) => {
      const docs = (await tx.getAll(...pending.docs.map((d) => d.ref))).filter((d) => d.exists);
      if (docs.length === 0) return { applied: 0, skipped: 0 };
      const result = await apply(tx, JSON.stringify(docs.map(snapshotData)));
      for (const doc of docs) tx.delete(doc.ref);
      return result;
    });
    totals.pages += 1;
    totals.applied += page.applied;
    totals.skipped += page.skipped;
    if (pending.size < pageSize || Date.now() >= deadline) break;
  }
  return totals;
}

/**
 * Folds the pending aggregate deltas into the aggregate documents, in two stages (the core's `aggregates::fold`):
 * each page of deltas is merged into one document of `aggregateMerges`, then the merged ones are added into the
 * aggregate documents they name, written whole with the totals. So an aggregate document is written about once per
 * run, whatever the number of players writing (a page of merges stands for 200 × 200 index writes). Each stage stops
 * at `deadline` (ms since the epoch); what is left waits for the next run.
 * @returns {Promise<{ pages: number, applied: number, skipped: number }>} the first stage's pages and deltas
 */
export async function foldAggregates(db, { deadline = Infinity, log = console.log } = {}) {
  const merged = await foldStage(db, PATHS.deltas, deadline, async (tx, deltas) => {
    const { delta, applied, skipped } = PlayerIndex.mergeDeltas(deltas);
    if (delta) tx.create(db.collection(PATHS.merges).doc(), delta);
    return { applied, skipped };
  });
  if (merged.skipped > 0) log(`aggregateDeltas: ${merged.skipped} deltas did not read as one and were dropped`);
  // The second stage goes on past the deadline for one page, so what the first stage merged is added in this run.
  const added = await foldStage(db, PATHS.merges, Math.max(deadline, Date.now()), async (tx, merges) => {
    const paths = PlayerIndex.foldReads(merges);
    const stored = paths.length > 0 ? await tx.getAll(...paths.map((p) => db.doc(p))) : [];
    const storedJson = JSON.stringify(Object.fromEntries(stored.filter((d) => d.exists).map((d) => [d.ref.path, snapshotData(d)])));
    const { documents, applied, skipped } = PlayerIndex.fold(merges, storedJson);
    for (const { path, data } of documents) tx.set(db.doc(path), data);
    return { applied, skipped };
  });
  if (added.skipped > 0) log(`aggregateMerges: ${added.skipped} merged deltas did not read as one and were dropped`);
  return merged;
}

/** Index entries read per page by the rebuild (and players per page by the backfill). */
export const JOB_PAGE = 500;

/** Deletes every document of `collections` (pending deltas and merged ones), a page at a time; returns how many. */
export async function dropDeltas(db, collections = [PATHS.deltas, PATHS.merges]) {
  let dropped = 0;
  for (const collection of collections) {
    for (;;) {
      const page = await db.collection(collection).limit(JOB_PAGE).select().get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      dropped += page.size;
    }
  }
  return dropped;
}

/**
 * Rewrites every aggregate document from the stored index entries and the players' season records (the backfill's
 * last step, and the repair for counts that drifted). The entries, then the records, are read a page at a time in id
 * order, and the core adds each page to the sums of the pages before, so memory holds one page and the sums (bounded
 * by the histograms' buckets and the seasons, not by the number of players). After each page the sums and the last
 * id read are saved in `jobs/aggregatesRebuild` (the sums in its `sums` subcollection, one document per aggregate
 * document): a rebuild stopped by a failure resumes from there when run again. A fresh rebuild first drops the pending
 * deltas (the entries and records already count them). Season documents no player counts in any more are deleted.
 * Not atomic with concurrent triggers: run it when players are not writing, or run it again.
 * `onPage`: called with the progress after each page is saved (a log line; the tests stop a run there).
 * @returns {Promise<{ documents: number, entries: number, records: number, skipped: number, pages: number, resumed: boolean }>}
 */
export async function rebuildAggregates(db, { pageSize = JOB_PAGE, onPage = () => {} } = {}) {
  const job = db.doc(PATHS.rebuildJob);
  const sumsRef = job.collection(PATHS.rebuildSums);
  const saved = await job.get();
  const resumed = saved.exists;
  // `part` 0 reads the index entries, 1 the season records.
  let progress = { part: 0, after: null, entries: 0, records: 0, skipped: 0 };
  let sums = {};
  if (resumed) {
    progress = { ...progress, ...saved.data() };
    for (const doc of (await sumsRef.get()).docs) sums[doc.get('path')] = doc.get('data');
  } else {
    await dropDeltas(db);
  }
  const parts = [PATHS.playerIndex, PATHS.countedSeasons];
  let documents = [];
  let pages = 0;
  for (; progress.part < parts.length; progress = { ...progress, part: progress.part + 1, after: null }) {
    for (;;) {
      let query = db.collection(parts[progress.part]).orderBy(FieldPath.documentId()).limit(pageSize);
      if (progress.after) query = query.startAfter(progress.after);
      const page = await query.get();
      pages += 1;
      const data = page.docs.map(snapshotData);
      const added = progress.part === 0 ? PlayerIndex.aggregates(data, sums, undefined) : PlayerIndex.aggregates([], sums, data);
      documents = added.documents;
      sums = Object.fromEntries(documents.filter((d) => d.path !== PATHS.totals).map((d) => [d.path, d.data]));
      progress = {
        ...progress,
        after: page.docs.at(-1)?.id ?? progress.after,
        entries: progress.entries + added.entries,
        records: progress.records + (progress.part === 0 ? 0 : page.size),
        skipped: progress.skipped + added.skipped,
      };
      if (page.size < pageSize) break;
      const batch = db.batch();
      batch.set(job, progress);
      Object.entries(sums).forEach(([path, data], i) => batch.set(sumsRef.doc(String(i).padStart(3, '0')), { path, data }));
      await batch.commit();
      await onPage(progress);
    }
  }
  const written = new Set(documents.map((d) => d.path));
  const writer = db.bulkWriter();
  for (const { path, data } of documents) writer.set(db.doc(path), data);
  for (const collection of PATHS.seasonCollections) {
    for (const doc of (await db.collection(collection).select().get()).docs) if (!written.has(doc.ref.path)) writer.delete(doc.ref);
  }
  for (const doc of (await sumsRef.select().get()).docs) writer.delete(doc.ref);
  writer.delete(job);
  await writer.close();
  return { documents: documents.length, entries: progress.entries, records: progress.records, skipped: progress.skipped, pages, resumed };
}
