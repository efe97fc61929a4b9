// node --test: the functions load the core's Node build (functions/core/, through functions/src/core.js, both from
// scripts/build-wasm.mjs) and get plain values back from its handles. The rules themselves are tested in Rust
// (crates/core); this proves the wiring.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Accounts, Mails, MapCells, OpenForms, Pictures, Player, PlayerIndex, PlayerPage } from './core.js';

const PATHS = PlayerIndex.paths();

test('the trigger patterns and paths come from the core', () => {
  assert.equal(PATHS.cvTrigger, 'players/{uid}');
  assert.equal(PATHS.privateTrigger, 'players/{uid}/private/details');
  assert.equal(PATHS.statsTrigger, 'playerStats/{uid}');
  assert.equal(PATHS.countries, 'aggregates/countries');
  assert.deepEqual(Player.paths('u1'), {
    cv: 'players/u1',
    private: 'players/u1/private/details',
    career: 'players/u1/career',
    honours: 'players/u1/honours',
    stats: 'playerStats/u1',
    weekly: 'players/u1/weeklyStats',
    index: 'playerIndex/u1',
    picture: 'profilePictures/u1',
  });
  assert.equal(Player.paths('a/b'), null);
});

test('a CV is stored as its documents: the CV without its lists, one document per entry, the old tail deleted', () => {
  const cv = { firstName: 'Ana', career: [{ club: 'A' }, { club: 'B' }], honours: [{ title: 'Cup', season: '2024' }] };
  assert.deepEqual(Player.writes('u1', cv, { career: 3, honours: 0 }), {
    cv: { firstName: 'Ana' },
    entries: [
      { path: 'players/u1/career/00', data: { club: 'A' } },
      { path: 'players/u1/career/01', data: { club: 'B' } },
      { path: 'players/u1/honours/00', data: { title: 'Cup', season: '2024' } },
    ],
    deletes: ['players/u1/career/02'],
  });
  assert.deepEqual(Player.writes('u1', cv).deletes, []);
  assert.equal(Player.writes('a/b', cv), null);
});

test('a CV becomes an entry with increments; a retry with the stored entry changes nothing', () => {
  const cv = JSON.stringify({ visibility: 'public', firstName: 'Ana', countryOfResidence: 'PT', mainPosition: 'CM' });
  const first = PlayerIndex.reindex('ana', { cv }, null, '2025-06-01', false);
  assert.equal(first.write, 'set');
  assert.equal(first.entry.displayName, 'Ana');
  assert.deepEqual(
    first.increments.map((i) => i.path),
    ['aggregates/countries', 'aggregates/positions/byPosition/CM'],
  );
  // The map's cells of Portugal, from the country down to a shard, in both sets.
  assert.equal(first.cellChanges.length, 14);
  assert.ok(first.cellChanges.some((c) => c.path === 'mapCells/public/cells/PT' && c.increments.n === 1));
  const again = PlayerIndex.reindex('ana', { cv }, JSON.stringify(first.entry), '2025-06-01', false);
  assert.deepEqual(again, { write: 'keep', entry: first.entry, increments: [], cellChanges: [], countedWrite: 'keep', counted: { position: 'CM', seasons: {} }, cvHasPhoto: null });
});

test("the served picture decides the CV's hasPhoto: a CV saved without it is corrected, and its entry made from that", () => {
  const cv = JSON.stringify({ visibility: 'public', firstName: 'Ana', countryOfResidence: 'PT', mainPosition: 'CM', hasPhoto: false });
  const saved = PlayerIndex.reindex('ana', { cv }, null, '2025-06-01', true);
  assert.equal(saved.cvHasPhoto, true);
  assert.equal(saved.entry.hasPhoto, true);
  assert.equal(PlayerIndex.reindex('ana', { cv }, null, '2025-06-01', false).cvHasPhoto, null);
});

test("the newest weekly entries give the entry its season and the position's season document its per-90 histograms", () => {
  const cv = JSON.stringify({ visibility: 'public', firstName: 'Ana', countryOfResidence: 'PT', mainPosition: 'ST' });
  const weekly = JSON.stringify([
    { id: '2025-W41', data: { week: '2025-W41', minutes: 180, goals: 1 } },
    { id: '2025-W40', data: { week: '2025-W40', minutes: 90, goals: 2 } },
  ]);
  const { entry, increments, countedWrite, counted } = PlayerIndex.reindex('ana', { cv, weekly }, null, '2025-11-01', false);
  assert.deepEqual(entry.season, { season: 2025, minutes: 270, per90: { goals: 1, goalContributions: 1 } });
  const season = increments.find((i) => i.path === 'aggregates/positions/byPosition/ST/seasons/2025');
  assert.equal(season.increments.per90.goals['20'], 1);
  assert.deepEqual([countedWrite, counted.position, Object.keys(counted.seasons)], ['set', 'ST', ['2025']]);
  // A week of an older season: that season's entries, read whole, count in its own document.
  const older = JSON.stringify([{ id: '2024-W40', data: { week: '2024-W40', minutes: 270, goals: 1 } }]);
  const both = PlayerIndex.reindex('ana', { cv, weekly, counted: JSON.stringify(counted), seasonWeekly: older, season: 2024 }, null, '2025-11-01', false);
  assert.deepEqual(Object.keys(both.counted.seasons), ['2024', '2025']);
  assert.deepEqual(both.increments.map((i) => i.path), ['aggregates/countries', 'aggregates/positions/byPosition/ST', 'aggregates/positions/byPosition/ST/seasons/2024']);
  assert.deepEqual(PlayerIndex.seasonWeeks('2024-W40'), { season: 2024, first: '2024-W27', last: '2025-W26' });
  assert.equal(PlayerIndex.seasonWeeks('later'), null);
  assert.equal(PATHS.countedSeasons, 'countedSeasons');
  assert.equal(PlayerIndex.reindex('ana', { cv }, null, '2025-11-01', false).entry.season, undefined);
  assert.equal(PATHS.weeklyTrigger, 'players/{uid}/weeklyStats/{week}');
  assert.equal(PATHS.weeklyEntriesRead, 60);
  assert.equal(Player.paths('ana').weekly, 'players/ana/weeklyStats');
});

test("a demo week goes through the owner form's rule; a season's id range", () => {
  const context = { today: '2025-11-01', loggedWeeks: [] };
  assert.deepEqual(Player.weekly({ week: '2025-W40', goals: 1, shots: '3' }, context), {
    document: { week: '2025-W40', goals: 1, shots: 3 },
  });
  const { errors } = Player.weekly({ week: '2025-W40', shotsOnTarget: 4, shots: 3 }, context);
  assert.equal(errors[0].field, 'shotsOnTarget');
  assert.deepEqual(Player.season(2025), { first: '2025-W27', last: '2026-W26' });
  assert.equal(Player.season(1990), null);
});

test('a date reads as the pages print it; other text stays as it is', () => {
  assert.equal(PlayerPage.date('2006-05-10'), '10 May 2006');
  assert.equal(PlayerPage.date('2006-05'), 'May 2006');
  assert.equal(PlayerPage.date('2006-02-30'), '2006-02-30');
  assert.equal(PlayerPage.date(undefined), '');
});

test('totals and a rebuild', () => {
  const deltas = JSON.stringify([{ changes: [{ path: 'aggregates/countries', increments: { players: 2, countries: { PT: { players: 2 } } } }] }]);
  assert.deepEqual(PlayerIndex.foldReads(deltas), ['aggregates/countries', 'aggregates/totals']);
  assert.deepEqual(PlayerIndex.fold(deltas, '{}').documents.at(-1), { path: 'aggregates/totals', data: { players: 2, countries: 1 } });
  const rebuilt = PlayerIndex.aggregates([{ nonsense: true }]);
  assert.equal(rebuilt.skipped, 1);
  assert.equal(rebuilt.documents.length, 17);
});

test("a player's page carries the core's escaped preview tags; unknown players are 404, deleted ones 410", () => {
  const cv = JSON.stringify({ visibility: 'public', firstName: 'Ana', lastName: '<b>"x"</b>' });
  const { entry } = PlayerIndex.reindex('ana', { cv }, null, '2025-06-01', false);
  const site = { origin: 'https://skora.app', storageOrigin: 'http://127.0.0.1:9199', bucket: 'b' };
  const template = '<head>\n    <title>t</title>\n  </head>';
  const page = PlayerPage.render(template, PlayerPage.uid('/p/ana/'), JSON.stringify(entry), false, '2025-06-01', site);
  assert.equal(page.status, 200);
  assert.match(page.html, /<title>Ana &lt;b&gt;&quot;x&quot;&lt;\/b&gt; \| SKORA<\/title>/);
  assert.match(page.html, /<meta property="og:url" content="https:\/\/skora.app\/p\/ana" \/>/);
  assert.equal(PlayerPage.render(template, 'nobody', null, false, '2025-06-01', site).status, 404);
  // A deleted account's address is gone for good (its word is found by the function: `Accounts.deletion(uid).gone`).
  assert.equal(PlayerPage.render(template, 'nobody', null, true, '2025-06-01', site).status, 410);
  assert.match(Accounts.deletion('nobody').gone, /^goneAccounts\/[0-9a-f]{64}$/);
  assert.equal(PlayerPage.uid('/p/a/b'), undefined);
});

test('a profile splits, an old CV migrates, and the pictures and open forms answer in plain values', () => {
  const profile = { firstName: 'Ana', dateOfBirth: '2004-03-09', contactEmail: 'a@b.co', showContactEmail: false };
  const split = Player.split(profile);
  assert.deepEqual(split.cv, { firstName: 'Ana', birthMonth: '2004-03' });
  assert.equal(split.details.dateOfBirth, '2004-03-09');
  assert.equal(Player.migrate(JSON.stringify(split.cv), JSON.stringify(split.details)), null);
  assert.equal(Player.split([1]), null);
  assert.equal(Pictures.owner('profilePictures/u1'), 'u1');
  assert.equal(Pictures.uploadOwner('profilePictures/u1'), undefined);
  assert.equal(Pictures.owner({ name: 'profilePictures/u1' }), undefined);
  assert.equal(Pictures.visibility(7), 'none');
  assert.equal(Pictures.signature(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'image/webp');
  assert.equal(Pictures.processing().servedType, 'image/webp');
  assert.deepEqual(OpenForms.newsletter({ email: ' Fan@Example.com ' }), { ok: { email: 'fan@example.com' } });
  assert.equal(OpenForms.newsletter(undefined).errors[0].field, 'email');
  const cyclic = { email: 'fan@example.com' };
  cyclic.self = cyclic;
  assert.equal(OpenForms.contact(cyclic).errors.length, 4);
  assert.equal(OpenForms.rateStep('contact-account', null, 1000).next.count, 1);
  assert.equal(OpenForms.rateStep('contact-account', { startMs: 1000, count: 1 }, 2000).next.count, 2);
  assert.deepEqual(OpenForms.contactCaller(undefined, '1.2.3.4'), ['contact-client', '1.2.3.4']);
  assert.equal(OpenForms.clientAddress(['1.1.1.1'], '2.2.2.2'), '2.2.2.2');
  assert.equal(OpenForms.pendingId({ token: 'x' }), undefined);
  assert.equal(Mails.path(), 'mail');
  assert.equal(Mails.expiresAt(1000), 1000 + 30 * 86_400_000);
});

test('the map cells: a delta merged into chunks, added into the cells, and a rebuild step', () => {
  const paths = MapCells.paths();
  assert.deepEqual([paths.cells, paths.deltas, paths.merges, paths.sets], ['mapCells', 'mapCellDeltas', 'mapCellMerges', ['public', 'all']]);
  const delta = { changes: [{ path: 'mapCells/all/cells/PT', increments: { n: 1, k: { 'p:CM': 1 } } }] };
  const { chunks, applied } = MapCells.merge(JSON.stringify([delta, { junk: true }]));
  assert.equal(applied, 1);
  assert.deepEqual(MapCells.foldReads(JSON.stringify(chunks)), ['mapCells/all/cells/PT']);
  const fold = MapCells.fold(JSON.stringify(chunks), JSON.stringify({ 'mapCells/all/cells/PT': { n: 1, k: { 'p:CM': 1 } } }));
  assert.deepEqual(fold.documents, [{ path: 'mapCells/all/cells/PT', data: { n: 2, k: { 'p:CM': 2 } } }]);
  const entry = PlayerIndex.reindex('ana', { cv: JSON.stringify({ visibility: 'members', firstName: 'Ana', countryOfResidence: 'PT' }) }, null, '2025-06-01', false).entry;
  const step = MapCells.rebuild('all', undefined, [{ id: 'ana', data: entry }], true);
  assert.equal(step.entries, 1);
  assert.ok(step.closed.some((c) => c.path === 'mapCells/all/cells/PT' && c.data.n === 1));
  assert.equal(MapCells.rebuild('public', undefined, [{ id: 'ana', data: entry }], true).skipped, 1);
});
