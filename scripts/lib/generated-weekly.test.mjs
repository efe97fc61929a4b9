// The demo players' weekly stats: deterministic, a plausible season per position, every entry accepted by
// the core (the weekly form's validation, as the owner's page would save it), and enough generated players with
// per-90 figures in each main position for the core's percentiles. Needs the built cores: `npm run build:wasm`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_PLAYERS, demoPlayerDocuments, demoPlayerWeekly } from '../seed.mjs';
import { generatedPlayers, REFERENCE_DAY } from './generated-players.mjs';
import { ageOn } from './generated-stats.mjs';
import { DEMO_SEASON, demoSeason, generatedWeekly, SEASON_WEEKS, WEEKLY_MIN_AGE, WEEKLY_PER_POSITION } from './generated-weekly.mjs';
import { storedJson, weeklyJson } from './seed-generated.mjs';

const COUNT = 2000;
const players = generatedPlayers(COUNT);
const weekly = generatedWeekly(players);
const named = await demoPlayerDocuments();
const seasons = new Map(named.map((p) => [p.uid, demoPlayerWeekly(p)]));

const sum = (docs, key) => docs.reduce((total, doc) => total + (doc[key] ?? 0), 0);
const GK_KEYS = [
  'saves', 'shotsFaced', 'goalsConceded', 'cleanSheets', 'penaltiesFaced', 'penaltiesSaved', 'crossesClaimed',
  'punches', 'distributionAccuracy',
];

test('the same weeks every time, and a smaller seed logs the weeks of the start of a larger one', () => {
  assert.deepEqual(generatedWeekly(generatedPlayers(COUNT)), weekly);
  const small = generatedWeekly(players.slice(0, 200));
  for (const [uid, docs] of small) assert.deepEqual(docs, weekly.get(uid), uid);
  for (const p of named) assert.deepEqual(demoPlayerWeekly(p), seasons.get(p.uid));
  // Not one template: two players' seasons differ.
  assert.notDeepEqual(seasons.get('demo-player'), seasons.get('demo-moussa-diallo'));
});

test("the demo calendar is the core's 2025/26 season", async () => {
  const { Player } = await import('../../functions/src/core.js');
  assert.deepEqual(Player.season(DEMO_SEASON), { first: SEASON_WEEKS[0], last: SEASON_WEEKS.at(-1) });
  assert.equal(new Set(SEASON_WEEKS).size, SEASON_WEEKS.length);
});

/**
 * Passes each week through the owner form's rule (the functions core's `Player.weekly`, the weekly page's
 * validation) on `today` for a player born on `dateOfBirth` who logged `docs`: what the page would save is the
 * document itself, nothing out of range, rounded or dropped.
 */
async function assertAccepted(uid, docs, dateOfBirth, today) {
  const { Player } = await import('../../functions/src/core.js');
  const loggedWeeks = docs.map((d) => d.week);
  for (const doc of docs) {
    const { document, errors } = Player.weekly(doc, { today, dateOfBirth, loggedWeeks });
    assert.equal(errors, undefined, `${uid} ${doc.week}: ${JSON.stringify(errors)}`);
    assert.deepEqual(document, doc, `${uid} ${doc.week}`);
  }
}

test("every demo week passes the core's weekly validation (the page's), on the season's last day and today", async () => {
  const today = new Date().toISOString().slice(0, 10);
  for (const day of ['2026-06-30', today]) {
    for (const { uid, details } of named) await assertAccepted(uid, seasons.get(uid), details.dateOfBirth, day);
    for (const { uid, details } of players) if (weekly.has(uid)) await assertAccepted(uid, weekly.get(uid), details.dateOfBirth, day);
  }
});

test('every named demo player logs 30–45 weeks of the 2025/26 season, with gaps and a few notes', () => {
  assert.equal(seasons.size, DEMO_PLAYERS.length);
  for (const [uid, docs] of seasons) {
    assert.ok(docs.length >= 30 && docs.length <= 45, `${uid}: ${docs.length} weeks`);
    const weeks = docs.map((d) => d.week);
    assert.deepEqual(weeks, [...new Set(weeks)].sort(), `${uid}: distinct weeks, oldest first`);
    for (const week of weeks) assert.ok(SEASON_WEEKS.includes(week), `${uid}: ${week}`);
    // Gaps: the season has 52 weeks, and the winter break is never logged.
    assert.ok(!weeks.includes('2025-W52') && !weeks.includes('2026-W01'), uid);
    assert.ok(docs.some((d) => d.note), `${uid} writes a note now and then`);
    assert.ok(docs.every((d) => d.note === undefined || (d.note.length > 0 && d.note.length <= 280 && d.note === d.note.trim())));
    assert.ok(docs.every((d) => d.selfRating >= 1 && d.selfRating <= 10), uid);
    assert.ok(sum(docs, 'minutes') > 1500, `${uid}: ${sum(docs, 'minutes')} minutes`);
  }
});

test('goalkeepers log the goalkeeping figures, outfield players never do', () => {
  for (const { uid, cv } of named) {
    const docs = seasons.get(uid);
    const played = docs.filter((d) => d.matches > 0);
    if (cv.mainPosition === 'GK') {
      for (const d of played) for (const key of GK_KEYS) assert.ok(key in d, `${uid} ${d.week}: ${key}`);
      assert.ok(sum(docs, 'cleanSheets') > 0, uid);
    } else {
      for (const d of docs) for (const key of GK_KEYS) assert.ok(!(key in d), `${uid} ${d.week}: ${key}`);
    }
  }
  for (const { uid, cv } of players) {
    for (const d of weekly.get(uid) ?? []) assert.equal('saves' in d, cv.mainPosition === 'GK', uid);
  }
});

test('the figures follow the position: strikers score, defenders clear and win headers, keepers save about 70%', () => {
  const per90 = (position, key) => {
    const docs = [...weekly].filter(([uid]) => players.find((p) => p.uid === uid).cv.mainPosition === position).flatMap(([, d]) => d);
    return (sum(docs, key) * 90) / sum(docs, 'minutes');
  };
  assert.ok(per90('ST', 'goals') > 0.3 && per90('ST', 'goals') < 0.7, `ST goals/90 ${per90('ST', 'goals')}`);
  assert.ok(per90('ST', 'goals') > 4 * per90('CB', 'goals'));
  assert.ok(per90('CB', 'clearances') > 3 * per90('ST', 'clearances'));
  assert.ok(per90('CB', 'aerialDuelsWon') > per90('CM', 'aerialDuelsWon'));
  assert.ok(per90('CDM', 'tacklesWon') > per90('LW', 'tacklesWon'));
  assert.ok(per90('LW', 'successfulDribbles') > per90('CB', 'successfulDribbles'));
  assert.ok(per90('CAM', 'keyPasses') > per90('CB', 'keyPasses'));
  const keepers = [...weekly].filter(([uid]) => uid && players.find((p) => p.uid === uid).cv.mainPosition === 'GK').flatMap(([, d]) => d);
  const saveRate = sum(keepers, 'saves') / sum(keepers, 'shotsFaced');
  assert.ok(saveRate > 0.6 && saveRate < 0.8, `save rate ${saveRate}`);
  // The named striker scores, the named centre-back clears.
  assert.ok(sum(seasons.get('demo-chinedu-okafor'), 'goals') >= 8);
  assert.ok(sum(seasons.get('demo-jonas-weber'), 'clearances') > 100);
});

test(`the first ${WEEKLY_PER_POSITION} generated players of each main position aged 15 and over log 8–12 weeks`, () => {
  const byPosition = new Map();
  const eligible = new Map();
  for (const { cv, details } of players) {
    if (ageOn(details.dateOfBirth, REFERENCE_DAY) >= WEEKLY_MIN_AGE) eligible.set(cv.mainPosition, (eligible.get(cv.mainPosition) ?? 0) + 1);
  }
  for (const { uid, cv } of players) {
    const docs = weekly.get(uid);
    if (!docs) continue;
    assert.ok(docs.length >= 8 && docs.length <= 12, `${uid}: ${docs.length} weeks`);
    assert.ok(docs.every((d) => d.matches > 0 && SEASON_WEEKS.includes(d.week)), uid);
    byPosition.set(cv.mainPosition, (byPosition.get(cv.mainPosition) ?? 0) + 1);
  }
  assert.equal(byPosition.size, 15);
  // Every one of them where a position has fewer.
  for (const [position, n] of byPosition) assert.equal(n, Math.min(WEEKLY_PER_POSITION, eligible.get(position)), position);
  // A small share of the generated players: the seed's added writes stay small.
  assert.ok(weekly.size <= 15 * WEEKLY_PER_POSITION);
});

test("the functions' core gives the seeded entries their 2025 season, and each main position at least 20 players with per-90 figures", async () => {
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const PATHS = PlayerIndex.paths();
  const today = new Date().toISOString().slice(0, 10);
  const entries = [];
  const records = [];
  const withPer90 = new Map();
  for (const { uid, cv, details, stats } of players) {
    const docs = weekly.get(uid) ?? [];
    const documents = {
      cv: storedJson(cv),
      private: storedJson(details),
      stats: storedJson(stats),
      weekly: weeklyJson(docs, PATHS.weeklyEntriesRead),
      seasonWeekly: weeklyJson(docs, docs.length),
    };
    const { write, entry, counted } = PlayerIndex.reindex(uid, documents, null, today, false);
    assert.equal(write, 'set', uid);
    entries.push(entry);
    records.push(counted);
    if (!docs.length) {
      assert.equal(entry.season, undefined, uid);
      continue;
    }
    assert.equal(entry.season.season, DEMO_SEASON, uid);
    assert.equal(entry.season.minutes, sum(docs, 'minutes'), uid);
    if (entry.season.per90) withPer90.set(cv.mainPosition, (withPer90.get(cv.mainPosition) ?? 0) + 1);
  }
  assert.equal(withPer90.size, 15);
  for (const [position, n] of withPer90) assert.ok(n >= 20, `${position}: ${n} players with per-90 figures`);
  // The positions' season documents' per-90 histograms count them: the CV's percentiles have their 20 peers.
  const { documents } = PlayerIndex.aggregates(entries, undefined, records);
  for (const position of withPer90.keys()) {
    const doc = documents.find((d) => d.path.endsWith(`/${position}/seasons/${DEMO_SEASON}`))?.data;
    const goals = doc?.per90?.goals ?? {};
    const counted = Object.values(goals).reduce((a, b) => a + b, 0);
    assert.equal(counted, withPer90.get(position), position);
  }
});

test('every named demo player gets per-90 figures for 2025 from the functions\' core', async () => {
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const PATHS = PlayerIndex.paths();
  for (const player of named) {
    const docs = seasons.get(player.uid);
    const documents = { cv: storedJson(player.cv), private: storedJson(player.details), weekly: weeklyJson(docs, PATHS.weeklyEntriesRead) };
    const { entry } = PlayerIndex.reindex(player.uid, documents, null, new Date().toISOString().slice(0, 10), false);
    assert.equal(entry.season?.season, DEMO_SEASON, player.uid);
    assert.ok(entry.season.per90 && entry.season.per90.goals >= 0, player.uid);
  }
});

test('a season is the demo season: a player with nothing but a position gets one too', () => {
  const docs = demoSeason({ uid: 'someone', mainPosition: 'RWB' });
  assert.ok(docs.length >= 30);
  assert.equal(DEMO_SEASON, 2025);
});
