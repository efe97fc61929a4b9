// The aggregates off the players' write path (functions/src/player-index.js), run here with the Admin SDK against a
// database of their own, which no trigger watches, so each step is seen on its own: a player's index write leaves
// one delta and touches no aggregate document; the fold adds the deltas once, a page at a time, with the totals;
// the rebuild and the backfill read a page at a time and resume where a stopped run left off.
import { afterAll, describe, expect, it } from 'vitest';
import { backfill, type BackfillProgress } from '../../functions/src/backfill.js';
import { foldAggregates, rebuildAggregates, reindex } from '../../functions/src/player-index.js';
import { validPlayer } from '../rules/fixtures';
import { admin } from './support/admin';
import { account, deleteAccounts } from './support/auth-rest';
import { PROJECT_ID } from './support/firestore-rest';

/** Not the functions' database: nothing here sets off a trigger. */
const DATABASE = `aggregates-${Date.now().toString(36)}`;
const { db, auth } = admin(`aggregates-${DATABASE}`, DATABASE);
const quiet = () => {};

const run = Date.now().toString(36);
const accounts: string[] = [];
afterAll(() => deleteAccounts(accounts));

async function player(name: string, cv: Record<string, unknown>): Promise<string> {
  const uid = `fn-${run}-${name}`;
  accounts.push(uid);
  await account(uid);
  const now = new Date();
  await db.doc(`players/${uid}`).set({ ...validPlayer(), createdAt: now, updatedAt: now, ...cv });
  return uid;
}

const data = async (path: string) => (await db.doc(path).get()).data();
const deltas = async () => (await db.collection('aggregateDeltas').get()).docs.map((d: { data: () => unknown }) => d.data());

describe('the aggregates, folded off the write path', () => {
  it("a player's index write leaves one delta and touches no aggregate document; the fold adds it once, with the totals", async () => {
    const ana = await player('ana', { countryOfResidence: 'PT', mainPosition: 'CM', secondaryPositions: [] });
    const result = await reindex(db, ana, { auth, bucket: null, log: quiet });
    expect(result).toMatchObject({ write: 'set', increments: 2 });
    expect(await data('aggregates/countries')).toBeUndefined();
    expect(await data('aggregates/positions/byPosition/CM')).toBeUndefined();
    const pending = await deltas();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      changes: [
        { path: 'aggregates/countries', increments: { players: 1, countries: { PT: { players: 1 } } } },
        { path: 'aggregates/positions/byPosition/CM', increments: { players: 1 } },
      ],
    });
    // Nothing changed: no second delta.
    expect(await reindex(db, ana, { auth, bucket: null, log: quiet })).toMatchObject({ write: 'keep', increments: 0 });
    expect(await deltas()).toHaveLength(1);

    expect(await foldAggregates(db, { log: quiet })).toEqual({ pages: 1, applied: 1, skipped: 0 });
    expect(await data('aggregates/countries')).toMatchObject({ players: 1, countries: { PT: { players: 1, positions: { CM: 1 } } } });
    expect(await data('aggregates/positions/byPosition/CM')).toMatchObject({ players: 1 });
    expect(await data('aggregates/totals')).toEqual({ players: 1, countries: 1 });
    expect(await deltas()).toHaveLength(0);
    // A second fold finds nothing to add.
    expect(await foldAggregates(db, { log: quiet })).toEqual({ pages: 0, applied: 0, skipped: 0 });
    expect((await data('aggregates/countries'))?.players).toBe(1);
  });

  it('the fold takes a backlog a page at a time, drops what does not read as a delta, and stops at its deadline', async () => {
    const before = (await data('aggregates/countries'))?.players ?? 0;
    const batch = db.batch();
    for (let i = 0; i < 450; i++) {
      batch.set(db.collection('aggregateDeltas').doc(), {
        changes: [{ path: 'aggregates/countries', increments: { players: 1, countries: { IS: { players: 1 } } } }],
      });
    }
    // Forged or broken: a path nothing counts in, and no changes at all.
    batch.set(db.collection('aggregateDeltas').doc(), { changes: [{ path: 'users/someone', increments: { players: 9 } }] });
    batch.set(db.collection('aggregateDeltas').doc(), { nonsense: true });
    await batch.commit();

    // A deadline already past: one page, the rest left for the next run; that page is in the counts already.
    const first = await foldAggregates(db, { deadline: 0, log: quiet });
    expect(first.pages).toBe(1);
    expect(first.applied + first.skipped).toBe(200);
    expect((await data('aggregates/countries'))?.players).toBe(before + first.applied);
    const rest = await foldAggregates(db, { log: quiet });
    expect(rest.pages).toBe(2);
    expect(first.applied + rest.applied).toBe(450);
    expect(first.skipped + rest.skipped).toBe(2);
    expect(await deltas()).toHaveLength(0);
    expect((await db.collection('aggregateMerges').get()).size).toBe(0);
    expect(await data('aggregates/countries')).toMatchObject({ players: before + 450, countries: { IS: { players: 450 } } });
    expect(await data('aggregates/totals')).toEqual({ players: before + 450, countries: 2 });
    expect(await data('users/someone')).toBeUndefined();
  });

  it('the rebuild reads a page at a time, drops the pending deltas, and a stopped rebuild resumes from its saved sums', async () => {
    // Five players in Chile (their entries written by the index, their deltas left pending).
    for (let i = 0; i < 5; i++) {
      const uid = await player(`cl${i}`, { countryOfResidence: 'CL', mainPosition: 'GK', playerType: 'goalkeeper', secondaryPositions: [] });
      await reindex(db, uid, { auth, bucket: null, log: quiet });
    }
    expect((await deltas()).length).toBeGreaterThanOrEqual(5);
    const entries = (await db.collection('playerIndex').get()).size;

    // Stopped after its second page (two entries a page).
    const stop = new Error('stopped');
    let pages = 0;
    await expect(
      rebuildAggregates(db, {
        pageSize: 2,
        onPage: () => {
          if (++pages === 2) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(await data('jobs/aggregatesRebuild')).toMatchObject({ entries: 4 });
    expect(await deltas()).toHaveLength(0);

    const resumed = await rebuildAggregates(db, { pageSize: 2 });
    expect(resumed).toMatchObject({ resumed: true, entries, skipped: 0, documents: 17 });
    // The entries' pages left, then the season records' (none here: one page that comes back empty).
    expect(resumed.pages).toBe(Math.floor((entries - 4) / 2) + 1 + 1);
    expect(await data('jobs/aggregatesRebuild')).toBeUndefined();
    expect((await db.collection('jobs/aggregatesRebuild/sums').get()).size).toBe(0);
    expect(await data('aggregates/countries')).toMatchObject({ players: entries, countries: { CL: { players: 5, types: { goalkeeper: 5 } } } });
    expect(await data('aggregates/positions/byPosition/GK')).toMatchObject({ players: 5 });
    // The Iceland counts came from deltas only (no entries): the rebuild counts the entries, nothing else.
    expect((await data('aggregates/countries'))?.countries?.IS).toBeUndefined();
    expect(await data('aggregates/totals')).toEqual({ players: entries, countries: 2 });
  });

  it('the backfill pages through the players and resumes at the page a stopped run was on', async () => {
    for (let i = 0; i < 3; i++) await player(`uy${i}`, { countryOfResidence: 'UY', mainPosition: 'ST', secondaryPositions: [] });
    const players = (await db.collection('players').get()).size;
    const stop = new Error('stopped');
    const backfillRun = (onPage: (progress: BackfillProgress) => unknown) =>
      backfill({ projectId: PROJECT_ID, databaseId: DATABASE, log: quiet, pageSize: 2, onPage });
    await expect(
      backfillRun((progress) => {
        if (progress.phase === 0) throw stop;
      }),
    ).rejects.toBe(stop);
    expect(await data('jobs/backfill')).toMatchObject({ phase: 0, players: 2 });

    const saved: BackfillProgress[] = [];
    const result = await backfillRun((progress) => void saved.push(progress));
    // Resumed after the first page: the players' pass saves after each of its full pages, the first one aside.
    expect(saved.filter((p) => p.phase === 0)).toHaveLength(Math.floor(players / 2) - 1);
    expect(result.players).toBe(players);
    expect(await data('jobs/backfill')).toBeUndefined();
    expect(await data('aggregates/countries')).toMatchObject({ countries: { UY: { players: 3 }, CL: { players: 5 } } });
    for (let i = 0; i < 3; i++) expect(await data(`playerIndex/fn-${run}-uy${i}`)).toBeDefined();
  });
});
