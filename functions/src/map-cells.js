// The map's cells (mapCells/{public|all}/cells/{id}): the I/O around the core's `map_cells`. Each index write leaves
// its cells' increments as one delta (player-index.js, reindex); the fold here adds them into the cells on a schedule,
// as the aggregates' fold does; the rebuild makes every cell anew from the index entries (the backfill's last step,
// and the repair after a change of the cells' shape).
import { FieldPath } from 'firebase-admin/firestore';
import { MapCells, PlayerIndex } from './core.js';
import { snapshotData } from './firestore-json.js';
import { dropDeltas, foldStage, JOB_PAGE } from './player-index.js';

const CELLS = MapCells.paths();
const PATHS = PlayerIndex.paths();

/**
 * Folds the pending cell deltas into the cells in two stages (the core's `map_cells::fold`): each page of deltas is
 * summed per cell and cut into chunks of `mapCellMerges`, then a few chunks at a time are added into the cells they
 * name, each cell written whole (or deleted once empty). So a cell is written about once per run, whatever the number
 * of players writing. Each stage stops at `deadline` (ms since the epoch); what is left waits for the next run.
 * @returns {Promise<{ pages: number, applied: number, skipped: number }>} the first stage's pages and deltas
 */
export async function foldMapCells(db, { deadline = Infinity, log = console.log } = {}) {
  const merged = await foldStage(
    db,
    CELLS.deltas,
    deadline,
    async (tx, deltas) => {
      const { chunks, applied, skipped } = MapCells.merge(deltas);
      for (const chunk of chunks) tx.create(db.collection(CELLS.merges).doc(), chunk);
      return { applied, skipped };
    },
    CELLS.mergePage,
  );
  if (merged.skipped > 0) log(`${CELLS.deltas}: ${merged.skipped} deltas did not read as one and were dropped`);
  // The second stage goes on past the deadline for one page, so what the first stage merged is added in this run.
  const added = await foldStage(
    db,
    CELLS.merges,
    Math.max(deadline, Date.now()),
    async (tx, chunks) => {
      const paths = MapCells.foldReads(chunks);
      const stored = paths.length > 0 ? await tx.getAll(...paths.map((p) => db.doc(p))) : [];
      const storedJson = JSON.stringify(Object.fromEntries(stored.filter((d) => d.exists).map((d) => [d.ref.path, snapshotData(d)])));
      const { documents, deleted, applied, skipped } = MapCells.fold(chunks, storedJson);
      for (const { path, data } of documents) tx.set(db.doc(path), data);
      for (const path of deleted) tx.delete(db.doc(path));
      return { applied, skipped };
    },
    CELLS.foldPage,
  );
  if (added.skipped > 0) log(`${CELLS.merges}: ${added.skipped} chunks did not read as one and were dropped`);
  return merged;
}

/**
 * The rebuild's writer. In production it ramps up as Firestore advises for traffic to new key ranges (500 writes a
 * second, then 50% more every 5 minutes); the emulator has no key ranges to warm, so there it writes at once (the seed
 * rebuilds every cell of the demo players).
 */
const rebuildWriter = (db) => db.bulkWriter(process.env.FIRESTORE_EMULATOR_HOST ? { throttling: false } : {});

/** The visibilities a set's cells hold (the rebuild's query asks for them). */
const VISIBILITIES = { public: ['public'], all: ['public', 'members'] };

/** The country of a cell's path (`…/cells/PT-eyckr` → `PT`). */
const countryOf = (path) => path.slice(path.lastIndexOf('/') + 1).slice(0, 2);

/** The countries that have a cell in `set` already (one read of every country's level-0 cell). */
async function countriesWithCells(db, set) {
  const cells = await db.getAll(...CELLS.countries.map((code) => db.doc(`${CELLS.cells}/${set}/cells/${code}`)), { fieldMask: [] });
  return new Set(CELLS.countries.filter((_, i) => cells[i].exists));
}

/** Deletes `country`'s cells of `set` that are not in `written` (its ids are `CC` and `CC-…`, all below `CC.`). */
async function deleteStale(db, writer, set, country, written) {
  const stale = await db
    .collection(`${CELLS.cells}/${set}/cells`)
    .where(FieldPath.documentId(), '>=', country)
    .where(FieldPath.documentId(), '<', `${country}.`)
    .select()
    .get();
  for (const doc of stale.docs) if (!written.has(doc.ref.path)) writer.delete(doc.ref);
}

/**
 * Makes every map cell anew from the index entries: for each set, one query over the set's entries ordered by
 * country, geohash and id (the map's composite index), read a page at a time; the core holds only the cells on the
 * current entry's way down (bounded memory, whatever the number of players) and hands back each cell as it completes.
 * A country done has its cells nobody is in any more deleted (only a country that had cells before the rebuild can
 * have any: one read of every country's level-0 cell tells which), and is saved in `jobs/mapCellsRebuild`: a rebuild
 * stopped by a failure resumes after the last country done. A fresh rebuild first drops the pending cell deltas (the
 * entries already count them). Not atomic with concurrent triggers: run it when players are not writing, or again.
 * `onPage`: called with the progress after each country is saved (the tests stop a run there).
 * @returns {Promise<{ cells: number, entries: number, skipped: number, countries: number, resumed: boolean }>}
 */
export async function rebuildMapCells(db, { pageSize = JOB_PAGE, onPage = () => {} } = {}) {
  const job = db.doc(CELLS.rebuildJob);
  const saved = (await job.get()).data();
  if (!saved) await dropDeltas(db, [CELLS.deltas, CELLS.merges]);
  let progress = { set: 0, country: null, cells: 0, entries: 0, skipped: 0, countries: 0, ...saved };
  for (; progress.set < CELLS.sets.length; progress = { ...progress, set: progress.set + 1, country: null }) {
    const set = CELLS.sets[progress.set];
    const resumedAt = progress.country;
    // Countries not done yet that had cells before: those the entries no longer reach are deleted whole.
    const hadCells = new Set([...(await countriesWithCells(db, set))].filter((c) => resumedAt === null || c > resumedAt));
    const writer = rebuildWriter(db);
    // The cells written so far for each country not done yet.
    const written = new Map();
    /** Country `country` is complete: its stale cells (and those of the countries before it that no entry reached) go. */
    const done = async (country, paths) => {
      for (const other of [...hadCells].filter((c) => c < country)) {
        await deleteStale(db, writer, set, other, new Set());
        hadCells.delete(other);
      }
      if (hadCells.delete(country)) await deleteStale(db, writer, set, country, paths);
      await writer.flush();
      progress = { ...progress, country, cells: progress.cells + paths.size, countries: progress.countries + 1 };
      await job.set(progress);
      await onPage({ ...progress });
    };
    let open;
    let after = null;
    for (;;) {
      let query = db.collection(PATHS.playerIndex).where('visibility', 'in', VISIBILITIES[set]);
      if (resumedAt !== null) query = query.where('countryOfResidence', '>', resumedAt);
      query = query.orderBy('countryOfResidence').orderBy('geohash').orderBy(FieldPath.documentId()).limit(pageSize);
      if (after) query = query.startAfter(after.country, after.geohash, after.id);
      const page = await query.get();
      const last = page.size < pageSize;
      const step = MapCells.rebuild(set, open, page.docs.map((d) => ({ id: d.id, data: snapshotData(d) })), last);
      for (const { path, data } of step.closed) {
        writer.set(db.doc(path), data);
        const country = countryOf(path);
        if (!written.has(country)) written.set(country, new Set());
        written.get(country).add(path);
      }
      open = step.open;
      progress = { ...progress, entries: progress.entries + step.entries, skipped: progress.skipped + step.skipped };
      // The open cells are all of one country: every other one written is complete.
      const current = open[0] ? countryOf(open[0].path) : null;
      for (const country of [...written.keys()].filter((c) => c !== current).sort()) {
        await done(country, written.get(country));
        written.delete(country);
      }
      if (last) break;
      const tail = page.docs.at(-1);
      after = { country: tail.get('countryOfResidence') ?? null, geohash: tail.get('geohash') ?? null, id: tail.id };
    }
    for (const country of hadCells) await deleteStale(db, writer, set, country, new Set());
    await writer.close();
  }
  await job.delete();
  const { cells, entries, skipped, countries } = progress;
  return { cells, entries, skipped, countries, resumed: Boolean(saved) };
}
