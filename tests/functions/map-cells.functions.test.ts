// The map's cells (functions/src/map-cells.js), run here with the Admin SDK against a database of their own, which no
// trigger watches, so each step is seen on its own: a player's index write leaves one cell delta and touches no cell;
// the fold adds the deltas into the cells; a rebuild from the entries makes the same cells, drops the stale ones and
// resumes at the country a stopped run was on.
import { afterAll, describe, expect, it } from 'vitest';
import { foldMapCells, rebuildMapCells } from '../../functions/src/map-cells.js';
import { reindex } from '../../functions/src/player-index.js';
import { validPlayer } from '../rules/fixtures';
import { admin } from './support/admin';
import { account, deleteAccounts } from './support/auth-rest';

/** Not the functions' database: nothing here sets off a trigger. */
const DATABASE = `map-cells-${Date.now().toString(36)}`;
const { db, auth } = admin(`map-cells-${DATABASE}`, DATABASE);
const quiet = () => {};

const run = Date.now().toString(36);
const accounts: string[] = [];
afterAll(() => deleteAccounts(accounts));

type Doc = { id: string; ref: { path: string }; data: () => Record<string, unknown> };

/** An adult player (their point is their own, rounded) of `country` at `point`, indexed. */
async function player(name: string, country: string, point: { lat: number; lng: number }, cv: Record<string, unknown> = {}): Promise<string> {
  const uid = `cells-${run}-${name}`;
  accounts.push(uid);
  await account(uid);
  const now = new Date();
  await db.doc(`players/${uid}`).set({ ...validPlayer(), countryOfResidence: country, createdAt: now, updatedAt: now, ...cv });
  await db.doc(`players/${uid}/private/details`).set({ dateOfBirth: '1998-04-02', location: point });
  await reindex(db, uid, { auth, bucket: null, log: quiet });
  return uid;
}

/** Every cell of both sets: path → document. */
async function cells(): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const set of ['public', 'all']) {
    for (const doc of (await db.collection(`mapCells/${set}/cells`).get()).docs as Doc[]) out[doc.ref.path] = doc.data();
  }
  return out;
}
const pending = async (collection: string) => (await db.collection(collection).get()).size;

describe('the map cells, folded off the write path and rebuilt from the entries', () => {
  it("a player's index write leaves one cell delta and touches no cell; the fold adds it, each level down to a shard", async () => {
    const ana = await player('ana', 'PT', { lat: 38.72, lng: -9.14 });
    expect(await pending('mapCellDeltas')).toBe(1);
    expect(await cells()).toEqual({});
    // Nothing the map shows changed: no second delta.
    expect(await reindex(db, ana, { auth, bucket: null, log: quiet })).toMatchObject({ write: 'keep', cells: 0 });
    expect(await pending('mapCellDeltas')).toBe(1);

    expect(await foldMapCells(db, { log: quiet })).toEqual({ pages: 1, applied: 1, skipped: 0 });
    expect(await pending('mapCellDeltas')).toBe(0);
    expect(await pending('mapCellMerges')).toBe(0);
    const all = await cells();
    // The country, five geohash levels and a shard, in the public set and in the set of every listed entry.
    expect(Object.keys(all)).toHaveLength(14);
    const portugal = all['mapCells/public/cells/PT'];
    expect(portugal).toMatchObject({ n: 1 });
    expect(Object.keys(portugal?.rows as object)).toEqual([ana]);
    expect(Object.values(portugal?.c as object)).toEqual([1]);
  });

  it('a player made members-only leaves the public cells and stays in the others; a rebuild makes the same cells', async () => {
    const rui = await player('rui', 'PT', { lat: 41.15, lng: -8.61 });
    const eva = await player('eva', 'ES', { lat: 40.42, lng: -3.7 });
    await db.doc(`players/${rui}`).update({ visibility: 'members' });
    expect(await reindex(db, rui, { auth, bucket: null, log: quiet })).toMatchObject({ write: 'set', cells: 14 });
    // Forged or broken deltas are dropped, never added.
    await db.collection('mapCellDeltas').add({ changes: [{ path: 'aggregates/countries', increments: { players: 9 } }] });
    await db.collection('mapCellDeltas').add({ nonsense: true });
    expect(await foldMapCells(db, { log: quiet })).toMatchObject({ applied: 3, skipped: 2 });
    const folded = await cells();
    expect(folded['mapCells/public/cells/PT']).toMatchObject({ n: 1 });
    expect(folded['mapCells/all/cells/PT']).toMatchObject({ n: 2 });
    expect(Object.keys(folded['mapCells/all/cells/ES']?.rows as object)).toEqual([eva]);

    // Stale cells (where nobody lives any more, in a country with players and in countries without any) and a damaged one.
    await db.doc('mapCells/public/cells/ES-zzzzz').set({ n: 3 });
    await db.doc('mapCells/public/cells/BR').set({ n: 1, c: { '6': 1 } });
    await db.doc('mapCells/public/cells/BR-6').set({ n: 1 });
    await db.doc('mapCells/all/cells/UY').set({ n: 2 });
    await db.doc('mapCells/all/cells/PT').set({ n: 99, rows: {} });
    await db.collection('mapCellDeltas').add({ changes: [{ path: 'mapCells/all/cells/PT', increments: { n: 5 } }] });
    // Stopped after its first country, then run again: it resumes at the next one.
    const stop = new Error('stopped');
    await expect(
      rebuildMapCells(db, {
        pageSize: 1,
        onPage: () => {
          throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect((await db.doc('jobs/mapCellsRebuild').get()).data()).toMatchObject({ set: 0, country: 'ES', countries: 1 });
    // Brazil, before Spain, had no entry left: gone before Spain was saved as done.
    expect((await db.doc('mapCells/public/cells/BR-6').get()).exists).toBe(false);
    expect(await pending('mapCellDeltas')).toBe(0);
    const rebuilt = await rebuildMapCells(db, { pageSize: 1 });
    expect(rebuilt, JSON.stringify(rebuilt)).toMatchObject({ resumed: true, skipped: 0 });
    expect((await db.doc('jobs/mapCellsRebuild').get()).exists).toBe(false);
    expect(await cells()).toEqual(folded);
  });
});
