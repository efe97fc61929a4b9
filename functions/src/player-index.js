// Maintaining playerIndex/{uid} and the aggregates: the I/O around the core's index update. Used by the triggers
// (index.js) and by the backfill (scripts/backfill-index.mjs).
import { FieldValue } from 'firebase-admin/firestore';
import { Player, PlayerIndex } from './core.js';
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

/** The core's increments (numbers in nested maps) as Firestore increments, for a merge. */
function asIncrements(tree) {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'number' ? FieldValue.increment(value) : asIncrements(value)]),
  );
}

/**
 * Recomputes player `uid`'s index entry from their documents as they are now (the CV, the private details, the
 * attributes, the newest weekly stats entries), in one transaction with the
 * aggregate increments. The CV of an owner whose e-mail is not verified (`auth`: the Admin SDK's Auth, see
 * ownerVerified) counts as no CV: no entry (a stored one is deleted) and nothing in the aggregates. When the owner
 * verifies later, their next write indexes them, and so does the backfill (it reindexes every player). Idempotent: run it any number of times, for any event, in any order.
 * The CV's `hasPhoto` is corrected in the same transaction when it disagrees with the served picture (`cvHasPhoto`
 * in the result: the value written). `increments: false` (the backfill, which rebuilds the aggregates afterwards)
 * writes the entry (and that correction) alone.
 * A player whose documents cannot be read at all is skipped (`write: 'skipped'`, logged), never retried forever.
 * @returns {Promise<{ write: string, increments: number, cvHasPhoto?: boolean }>}
 */
export async function reindex(db, uid, { auth, bucket, today = utcToday(), log = console.log, increments = true } = {}) {
  const paths = Player.paths(uid);
  if (!paths) return { write: 'keep', increments: 0 };
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
  const result = await db.runTransaction(async (tx) => {
    const [cv, details, stats, stored] = await tx.getAll(...refs);
    const weekly = await tx.get(weeklyQuery);
    picture = await servedPicture(bucket, paths.picture, log);
    let update;
    try {
      const documents = { cv: verified ? snapshotJson(cv) : null, private: snapshotJson(details), stats: snapshotJson(stats), weekly: documentsJson(weekly) };
      update = PlayerIndex.reindex(uid, documents, snapshotJson(stored), today, picture.stored);
    } catch (error) {
      // The documents could not be read at all (the core reads any JSON without failing, so this is a bug or a value
      // no conversion foresaw). Retrying would fail the same way, forever (the triggers retry): log it, write nothing,
      // and let the next write of the player try again.
      log(`playerIndex/${uid}: skipped, the player's documents could not be read (${error?.message ?? error})`);
      return { write: 'skipped', increments: 0 };
    }
    // A CV left out because its owner's e-mail is not verified is said, so a player missing from the lists can be
    // told apart from one the core could not index.
    if (cv.exists && !verified) log(`playerIndex/${uid}: the CV is not indexed, its owner's e-mail is not verified`);
    else if (cv.exists && !update.entry) log(`playerIndex/${uid}: the CV gives no entry (it has no name or no visibility)`);
    if (update.write === 'set') tx.set(indexRef, update.entry);
    if (update.write === 'delete') tx.delete(indexRef);
    // The CV's hasPhoto follows the served picture (the core's call): the app's first save after an upload says no
    // photo. Only that field, and not updatedAt: nothing the owner typed changes. The write runs this trigger again,
    // which then finds nothing to correct.
    const corrected = cv.exists && typeof update.cvHasPhoto === 'boolean';
    if (corrected) tx.update(refs[0], { hasPhoto: update.cvHasPhoto });
    const photo = corrected ? { cvHasPhoto: update.cvHasPhoto } : {};
    if (!increments) return { write: update.write, increments: 0, ...photo };
    for (const { path, increments: tree } of update.increments) tx.set(db.doc(path), asIncrements(tree), { merge: true });
    return { write: update.write, increments: update.increments.length, ...photo };
  });
  // After the commit, the picture follows the entry as it stands now (read again, so a concurrent run that committed
  // later cannot be undone by this one): a CV made members-only hides its picture from visitors too.
  if (picture.stored) {
    const entry = await indexRef.get();
    await syncPictureVisibility(bucket, paths.picture, picture.visibility, entry.get('visibility'), log);
  }
  return result;
}

/** Brings aggregates/totals in line with aggregates/countries (in a transaction, so an older run cannot win). */
export async function refreshTotals(db) {
  const countriesRef = db.doc(PATHS.countries);
  const totalsRef = db.doc(PATHS.totals);
  return db.runTransaction(async (tx) => {
    const [countries, totals] = await tx.getAll(countriesRef, totalsRef);
    const update = PlayerIndex.totals(snapshotJson(countries), snapshotJson(totals));
    if (update) tx.set(totalsRef, update);
    return update;
  });
}

/**
 * Rewrites every aggregate document from the stored index entries (the backfill's last step, and the repair for
 * counts that drifted). Not atomic with concurrent triggers: run it when players are not writing, or run it again.
 */
export async function rebuildAggregates(db) {
  const snapshot = await db.collection(PATHS.playerIndex).get();
  const { documents, entries, skipped } = PlayerIndex.aggregates(snapshot.docs.map(snapshotData));
  const batch = db.batch();
  for (const { path, data } of documents) batch.set(db.doc(path), data);
  await batch.commit();
  return { documents: documents.length, entries, skipped };
}
