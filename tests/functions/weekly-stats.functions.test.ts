// players/{uid}/weeklyStats/{week} → the player index (Contract W): the trigger on a weekly entry reindexes
// the player, so the entry gets its newest season's minutes and, from the core's 270-minute floor on, its per-90
// figures, and the position's season document (aggregates/positions/byPosition/{POS}/seasons/{season}:
// per90.{figure}.{bucket}) counts them, in every season the player logged; a deleted week takes them back; a repeated write counts nothing twice; a hostile entry never stops the
// index. Documents are written as the admin (rules bypassed) through the emulator's REST API. Run inside
// `emulators:exec` with the Functions emulator:
//   flock /work/notes/emulators.lock node /work/notes/run-functions-tests.mjs tests/functions/weekly-stats.functions.test.ts
import { afterAll, describe, expect, it } from 'vitest';
import { validWeekly } from '../rules/weekly-fixtures';
import { account, deleteAccounts } from './support/auth-rest';
import { bytes, read, reference, remove, write, type Fields } from './support/firestore-rest';
import { storedCv, waitForTrigger, whenEntry, type Entry } from './support/index-entry';

const run = Date.now().toString(36);
/** Each player of this run and the weeks written for them, deleted after the tests. */
const created = new Map<string, Set<string>>();
const uid = async (name: string) => {
  const id = `fw-${run}-${name}`;
  created.set(id, new Set());
  // Only verified owners are listed: every test player has a verified account.
  await account(id);
  return id;
};

// Leave no player behind (the journeys count the seeded players next): the entries and their counts go with the CVs.
afterAll(async () => {
  for (const [id, weeks] of created) {
    for (const week of weeks) await remove(weekPath(id, week));
    await remove(`players/${id}`);
  }
  for (const id of created.keys()) await whenEntry(id, () => false, true);
  await deleteAccounts(created.keys());
});

const waitFor = waitForTrigger;
const cv = storedCv;

const weekPath = (id: string, week: string) => `players/${id}/weeklyStats/${week}`;

/**
 * Writes a valid week (the rules tests' typical entry, tests/rules/weekly-fixtures.ts: one full match, a goal from three
 * shots) with a real timestamp instead of the SDK's serverTimestamp().
 */
async function writeWeek(id: string, week: string, overrides: Fields = {}) {
  created.get(id)!.add(week);
  await write(weekPath(id, week), { ...(validWeekly(week) as Fields), updatedAt: new Date(), ...overrides });
}

/** For each figure, how many players the position's `season` histograms count (the sum over its buckets). */
async function histogramTotals(position: string, season: number): Promise<Record<string, number>> {
  const doc = (await read(`aggregates/positions/byPosition/${position}/seasons/${season}`)) ?? {};
  const figures = (doc.per90 ?? {}) as Record<string, Record<string, number>>;
  return Object.fromEntries(
    Object.entries(figures).map(([figure, buckets]) => [figure, Object.values(buckets).reduce((a, b) => a + b, 0)]),
  );
}

const hasPer90 = (e: Entry) => e.season?.per90 !== undefined && e.season?.per90 !== null;

describe('playerIndex/{uid} from players/{uid}/weeklyStats/{week}', () => {
  it("a weekly write gives the entry its season's per-90 figures and counts them in the position's histograms; a delete takes them back; a repeated write counts nothing twice", async () => {
    // A main position no other functions test uses, so the histogram counts compared are this player's.
    const id = await uid('forward');
    await write(`players/${id}`, cv({ mainPosition: 'CF', secondaryPositions: [] }));
    const bare = (await whenEntry(id, () => true)).value;
    expect(bare.season ?? null).toBe(null);
    const before = await histogramTotals('CF', 2025);

    // Under the core's 270-minute floor: the season and its minutes, no per-90 figures, nothing counted.
    await writeWeek(id, '2025-W40');
    await writeWeek(id, '2025-W41');
    const { value: short } = await whenEntry(id, (e) => e.season?.minutes === 180);
    expect(short.season.season).toBe(2025);
    expect(hasPer90(short)).toBe(false);
    expect(await histogramTotals('CF', 2025)).toEqual(before);

    // The third full match reaches the floor: per-90 figures (3 goals in 270 minutes: 1 per 90), each counted once.
    await writeWeek(id, '2025-W42');
    const { value: entry, ms } = await whenEntry(id, (e) => e.season?.minutes === 270 && hasPer90(e));
    console.log(`[functions] playerIndex/${id} has its season's per-90 figures ${ms} ms after the weekly write`);
    expect(entry.season.per90.goals).toBeCloseTo(1, 5);
    const figures = Object.keys(entry.season.per90);
    expect(figures.length).toBeGreaterThan(0);
    const { value: counted } = await waitFor('the histograms to count the per-90 figures', async () => {
      const totals = await histogramTotals('CF', 2025);
      return figures.every((f) => totals[f] === (before[f] ?? 0) + 1) ? totals : undefined;
    });
    expect(counted.goals).toBe((before.goals ?? 0) + 1);

    // Deleting a week takes the player back under the floor: the figures and their counts go.
    await remove(weekPath(id, '2025-W42'));
    const { value: after } = await whenEntry(id, (e) => e.season?.minutes === 180);
    expect(hasPer90(after)).toBe(false);
    await waitFor('the histograms to take the per-90 figures back', async () => {
      const totals = await histogramTotals('CF', 2025);
      return figures.every((f) => (totals[f] ?? 0) === (before[f] ?? 0)) ? true : undefined;
    });

    // Written again, counted again; the same week saved once more (a retried save) counts nothing twice.
    await writeWeek(id, '2025-W42');
    await whenEntry(id, hasPer90);
    await waitFor('the histograms to count the figures again', async () => {
      const totals = await histogramTotals('CF', 2025);
      return figures.every((f) => totals[f] === (before[f] ?? 0) + 1) ? true : undefined;
    });
    await writeWeek(id, '2025-W42');
    await new Promise((r) => setTimeout(r, 2_000));
    const again = await histogramTotals('CF', 2025);
    for (const f of figures) expect(again[f]).toBe((before[f] ?? 0) + 1);
    expect((await read(`playerIndex/${id}`))?.season).toEqual(entry.season);
  });

  it("the entry shows the newest season: an older season's week changes nothing, a newer one moves it", async () => {
    const id = await uid('seasons');
    await write(`players/${id}`, cv({ mainPosition: 'CF', secondaryPositions: [] }));
    await writeWeek(id, '2024-W40', { minutes: 90 });
    await whenEntry(id, (e) => e.season?.season === 2024 && e.season?.minutes === 90);
    await writeWeek(id, '2025-W10', { minutes: 60, goals: 0 });
    await whenEntry(id, (e) => e.season?.season === 2024 && e.season?.minutes === 150);
    // 2025-W10 belongs to the 2024/25 season (its Thursday is in March 2025); 2025-W30 starts 2025/26.
    await writeWeek(id, '2025-W30', { minutes: 45, goals: 0 });
    const { value } = await whenEntry(id, (e) => e.season?.season === 2025);
    expect(value.season.minutes).toBe(45);
    expect(hasPer90(value)).toBe(false);
  });

  it('a player counts in every season they logged: a new season leaves the last one counted, and a season emptied counts no more', async () => {
    // A main position no other test writes weeks for, so the counts compared are this player's.
    const id = await uid('two-seasons');
    await write(`players/${id}`, cv({ mainPosition: 'RWB', secondaryPositions: [] }));
    await whenEntry(id, () => true);
    const before = { 2024: await histogramTotals('RWB', 2024), 2025: await histogramTotals('RWB', 2025) };
    const goalsCounted = (season: 2024 | 2025, more: number) => async () =>
      ((await histogramTotals('RWB', season)).goals ?? 0) === (before[season].goals ?? 0) + more ? true : undefined;
    // Three full matches in 2024/25: counted in that season's document.
    for (const week of ['2024-W40', '2024-W41', '2024-W42']) await writeWeek(id, week);
    await whenEntry(id, (e) => e.season?.season === 2024 && hasPer90(e));
    await waitFor("2024/25's document to count the player", goalsCounted(2024, 1));
    // Three in 2025/26: the entry moves to the new season, and the player counts in both documents.
    for (const week of ['2025-W40', '2025-W41', '2025-W42']) await writeWeek(id, week);
    await whenEntry(id, (e) => e.season?.season === 2025 && hasPer90(e));
    await waitFor("2025/26's document to count the player", goalsCounted(2025, 1));
    expect((await histogramTotals('RWB', 2024)).goals).toBe((before[2024].goals ?? 0) + 1);
    expect(Object.keys((await read(`countedSeasons/${id}`))?.seasons ?? {}).sort()).toEqual(['2024', '2025']);
    // The older season's weeks deleted: a write of an older season reads that season, which counts the player no more.
    for (const week of ['2024-W40', '2024-W41', '2024-W42']) {
      await remove(weekPath(id, week));
      created.get(id)!.delete(week);
    }
    await waitFor("2024/25's document to count the player no more", goalsCounted(2024, 0));
    expect((await histogramTotals('RWB', 2025)).goals).toBe((before[2025].goals ?? 0) + 1);
    expect(Object.keys((await read(`countedSeasons/${id}`))?.seasons ?? {})).toEqual(['2025']);
  });

  it('a hostile weekly entry never stops the index, and the next write is indexed', async () => {
    const id = await uid('hostile');
    await write(`players/${id}`, cv({ mainPosition: 'CF', secondaryPositions: [] }));
    await whenEntry(id, () => true);
    created.get(id)!.add('2025-W45');
    created.get(id)!.add('not-a-week');
    await write(weekPath(id, '2025-W45'), {
      week: '2024-W01',
      minutes: reference('players/x'),
      goals: '3',
      shots: bytes(1024),
      note: 'x'.repeat(900_000),
      updatedAt: 'yesterday',
    });
    await write(weekPath(id, 'not-a-week'), { week: 'not-a-week', minutes: 1300, matches: 10 });
    // The CV's next write is indexed (the core reads what it can of the weeks, and never a guess).
    await write(`players/${id}`, cv({ mainPosition: 'CF', secondaryPositions: [], city: 'Bergen' }));
    const { value: entry } = await whenEntry(id, (e) => e.city === 'Bergen');
    expect(hasPer90(entry)).toBe(false);
    expect(new TextEncoder().encode(JSON.stringify(entry)).length).toBeLessThanOrEqual(2048);
    await writeWeek(id, '2025-W46');
    await whenEntry(id, (e) => e.season?.season === 2025 && e.season?.minutes >= 90);
  });
});
