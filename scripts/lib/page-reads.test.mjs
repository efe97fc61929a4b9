// The bench's reading of Firestore's REST responses: what each costs in billed reads.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CV_READS, DIRECTORY_READS, firestoreCallKind, INBOX_READS, MAP_READS, READ_VIEWS, readsOf } from './page-reads.mjs';

const row = (id) => ({ document: { name: `projects/p/databases/d/documents/playerIndex/${id}`, fields: {} }, readTime: 't' });

test('a query costs its documents, and one read when it finds none', () => {
  assert.deepEqual(readsOf('runQuery', [row('a'), row('b'), row('c')]), { documents: 3, reads: 3 });
  assert.deepEqual(readsOf('runQuery', [{ readTime: 't' }]), { documents: 0, reads: 1 });
});

test("every read is recognised by its URL, a subcollection's query too, and a commit is none", () => {
  const base = 'http://127.0.0.1:8080/v1/projects/demo-skora/databases/skora/documents';
  assert.equal(firestoreCallKind(`${base}:runQuery`, 'POST'), 'runQuery');
  assert.equal(firestoreCallKind(`${base}/users/scout/shortlists/00:runQuery?key=k`, 'POST'), 'runQuery');
  assert.equal(firestoreCallKind(`${base}/players/ana:runAggregationQuery`, 'POST'), 'runAggregationQuery');
  assert.equal(firestoreCallKind(`${base}:batchGet`, 'POST'), 'batchGet');
  assert.equal(firestoreCallKind(`${base}/players/ana?key=k`, 'GET'), 'get');
  assert.equal(firestoreCallKind(`${base}:commit`, 'POST'), null);
  assert.equal(firestoreCallKind('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup', 'POST'), null);
});

test('a batch get costs the documents it found', () => {
  assert.deepEqual(readsOf('batchGet', [{ found: { name: 'x' } }, { missing: 'y' }]), { documents: 1, reads: 1 });
  assert.deepEqual(readsOf('get', { name: 'x' }), { documents: 1, reads: 1 });
});

test('a count costs one read per 1,000 entries it counts', () => {
  const count = (n) => [{ result: { aggregateFields: { n: { integerValue: String(n) } } }, readTime: 't' }];
  assert.deepEqual(readsOf('runAggregationQuery', count(0)), { documents: 0, reads: 1 });
  assert.deepEqual(readsOf('runAggregationQuery', count(2012)), { documents: 0, reads: 3 });
});

test("a CV's bound counts every read of the view: the CV, its entries, the attribute card and the weekly section", () => {
  const cv = READ_VIEWS.find((view) => view.path === '/p/demo-player');
  // The weekly section: its newest entry, then its season's ONE query (at most the core's 60 entries a season) and its
  // record of confirmed weeks, then the position's document of that season. The attribute card reads the position's
  // own document.
  assert.equal(CV_READS.weeklyNewestEntry, 1);
  assert.equal(CV_READS.weeklySeasonEntries, 60);
  assert.equal(CV_READS.confirmedWeeks, 1);
  assert.equal(CV_READS.confirmedTests, 1);
  assert.equal(CV_READS.seasonFigures, 1);
  assert.equal(CV_READS.positionFigures, 1);
  // The CV and its lists (1 + 30 + 30) and the stats document come before them.
  assert.equal(CV_READS.cv + CV_READS.careerEntries + CV_READS.honourEntries + CV_READS.playerStats, 62);
  assert.equal(cv.bound, 127);
});

test('the map: the world view reads one document beyond the session, the bell and the inbox count, a country its entries (at most the core\'s 5,000)', () => {
  const world = READ_VIEWS.find((view) => view.path === '/map');
  const country = READ_VIEWS.find((view) => view.path === '/map?basedIn=ES');
  assert.equal(world.bound, MAP_READS.session + MAP_READS.unread + MAP_READS.pending + 1);
  assert.equal(country.bound, world.bound + MAP_READS.countryCells);
  // Both views sign in first (the route is behind the guards), as the seed's demo player.
  assert.equal(world.signIn.email, 'demo@skora.test');
  assert.equal(country.signIn, world.signIn);
});

test('the inbox reads the session, two counts, one page of requests and one more, and the contacts shown', () => {
  const inbox = READ_VIEWS.find((view) => view.path === '/inbox');
  assert.deepEqual(INBOX_READS, { session: 1, unread: 1, pending: 1, requests: 21, contacts: 50 });
  assert.equal(inbox.bound, 74);
  assert.equal(inbox.signIn.email, 'demo@skora.test');
});

test('a directory view reads one page and one more, or a numbered page from the start, and one count', () => {
  const bounds = Object.fromEntries(READ_VIEWS.filter((v) => v.path.startsWith('/player')).map((v) => [v.name, v.bound]));
  assert.deepEqual(DIRECTORY_READS, { page: 13, directPage: 61, count: 1 });
  assert.deepEqual(Object.values(bounds), [14, 14, 14, 62]);
});
