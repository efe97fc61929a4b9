// What each view costs in Firestore: documents read and bytes downloaded, measured in headless Chromium against the
// Hosting emulator (the production build) and the Firestore emulator. The app reads through Firestore Lite, whose
// calls are plain REST requests, so every read is a response to count: `runQuery` (one row per document),
// `batchGet` (`found` documents), `get` of one document, and `runAggregationQuery` (a count costs one read per
// 1,000 index entries it counts). A query that finds nothing still costs one read. Bytes are the response bodies as
// the emulator sends them (JSON, uncompressed). These figures must not grow with the number of players.
import { DEMO_ACCOUNTS } from '../seed.mjs';
import { visitPages } from './page-audits.mjs';

/**
 * The views measured. `path` is loaded in a fresh browser context (a first visit); `then(page)`, when given, is a
 * step taken once the page has settled, and only its reads are counted (page 2 of the directory). Add views here.
 * A view whose page is not in the build (Hosting answers 404, e.g. a route another branch adds) is reported as such.
 */
// `bound`: the most reads the view may take whatever the number of players (the home page: two featured queries of 4
// and the totals document; a directory page: DIRECTORY_READS below; a CV: the sum of CV_READS below).
/**
 * The most reads of one directory view (crates/core/src/directory/plan.rs): one page, 12 cards and one more
 * (`PAGE_SIZE + 1`), or for a numbered page read from the start the pages before it too (page 5 of `DIRECT_PAGES`:
 * `MAX_PAGE_READS` = 61); and the count line's count, one aggregate document or one count aggregation capped at 1,000
 * entries (one read).
 */
export const DIRECTORY_READS = { page: 13, directPage: 61, count: 1 };
const directoryBound = DIRECTORY_READS.page + DIRECTORY_READS.count;
/**
 * The most reads of one CV view, part by part. The CV: its document and one query per entry list, each billed at
 * least one read: 1 + max(1, career) + max(1, honours), at most 1 + 30 + 30; the demo player's CV reads 1 + 2 + 1 = 4.
 * The rules' get of the CV for a visitor's entry and weekly queries is billed too but sent nowhere, so it is not
 * counted here. The attribute card: the stats document and, for readable stats, the position's figures and, when the
 * card has measured tests, the record of those an official confirmed (one document; the demo player's tests are
 * confirmed). The weekly
 * section: the newest entry (1, even when there is none: then nothing more), its season's entries in ONE query over
 * the week ids (at most the core's 60 per season) with the season's record of confirmed weeks beside them (one
 * document, read even when none is stored; the demo player's season is two-thirds confirmed), and, with per-90
 * figures, the position's document of that season.
 */
export const CV_READS = {
  cv: 1,
  careerEntries: 30,
  honourEntries: 30,
  playerStats: 1,
  positionFigures: 1,
  confirmedTests: 1,
  weeklyNewestEntry: 1,
  weeklySeasonEntries: 60,
  confirmedWeeks: 1,
  seasonFigures: 1,
};
const cvBound = Object.values(CV_READS).reduce((sum, reads) => sum + reads, 0);

/**
 * The talent map (`/map`, behind the sign-in and profile guards: visited as the demo player, signed in before the
 * meter starts). Every signed-in page first reads the session's profile document (the profile guard's flag). The
 * world view then reads ONE document, the countries aggregate, whatever the number of players. A country's view reads
 * the map's cells it touches (the core's `cell_reads`: the country's cell, then the cells that hold their rows, at most
 * 64 whatever the country's size or the zoom), never the entries themselves, and never more with the total.
 */
export const MAP_READS = {
  session: 1,
  // The menu bar's bell: one count of the unread notifications (at most 100: one read), for every verified member.
  unread: 1,
  // The menu bar's inbox: one count of the pending requests (at most 10: one read), for every verified member.
  pending: 1,
  countries: 1,
  // The core's MAX_CELL_READS.
  countryCells: 64,
};
const mapWorldBound = MAP_READS.session + MAP_READS.unread + MAP_READS.pending + MAP_READS.countries;
const mapCountryBound = mapWorldBound + MAP_READS.countryCells;
/** The account the map views sign in with: the seed's demo player. */
const MAP_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-player');

/**
 * A scout's lists (`/shortlists`, signed in as the seed's demo scout, whose one list holds 30 players): the session's
 * two reads (no CV, then the scout profile), the lists (one query: at most the core's 20), one page of the list (12
 * and one more, `SHORTLIST_PAGE_SIZE + 1`) and that page's 12 index entries, one `get` each, the saved searches (one
 * query: at most 20), the bell's count of unread notifications (one count of at most 100: one read) and the inbox's
 * count of pending requests (at most 10: one read). Never the whole list.
 */
export const SHORTLISTS_READS = { session: 2, lists: 20, page: 13, entries: 12, searches: 20, unread: 1, pending: 1 };
const shortlistsBound = Object.values(SHORTLISTS_READS).reduce((sum, reads) => sum + reads, 0);
const SCOUT_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-scout');

/**
 * The inbox (`/inbox`, signed in as the demo player, to whom the demo scout sent a request): the session's profile
 * read, the bell's and the inbox's counts (one read each), one page of requests (the core's 20 and one more, ordered
 * by `createdAt`) and the contacts (at most the core's 50; none found still costs one). Never more than a page,
 * whatever the number of players or requests.
 */
export const INBOX_READS = { session: 1, unread: 1, pending: 1, requests: 21, contacts: 50 };
const inboxBound = Object.values(INBOX_READS).reduce((sum, reads) => sum + reads, 0);

export const READ_VIEWS = [
  { name: '/ (home)', path: '/', bound: 9 },
  { name: '/player (first page)', path: '/player', bound: directoryBound },
  { name: '/player?type=goalkeeper', path: '/player?type=goalkeeper', bound: directoryBound },
  { name: '/player, page 2', path: '/player', then: nextPage, bound: directoryBound },
  { name: '/player?page=5 (a numbered page)', path: '/player?page=5', bound: DIRECTORY_READS.directPage + DIRECTORY_READS.count },
  { name: '/p/demo-player (a CV)', path: '/p/demo-player', bound: cvBound },
  { name: '/map (world view)', path: '/map', signIn: MAP_ACCOUNT, bound: mapWorldBound },
  { name: '/map?basedIn=ES (one country)', path: '/map?basedIn=ES', signIn: MAP_ACCOUNT, bound: mapCountryBound },
  { name: '/shortlists (a list of 30)', path: '/shortlists', signIn: SCOUT_ACCOUNT, bound: shortlistsBound },
  { name: '/inbox (a request)', path: '/inbox', signIn: MAP_ACCOUNT, bound: inboxBound },
];

/** Logs in through the form, before the meter starts (the session's own reads on that page are not the view's). */
export async function signIn(page, origin, { email, password }) {
  await page.goto(`${origin}/login`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: SETTLE_TIMEOUT_MS });
}

/** Follows the directory's "Next page" control. */
async function nextPage(page) {
  const next = page.getByRole('link', { name: 'Next page' }).or(page.getByRole('button', { name: 'Next page' }));
  await next.first().click({ timeout: 10_000 });
}

// A query of a subcollection is sent to its parent document's path (`documents/users/u:runQuery`), a batch get to
// the database's (`documents:batchGet`), a get to the document's (`documents/players/u`, GET); a commit is no read.
const FIRESTORE_CALL = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents(?:\/[^:?]*)?(?::(runQuery|batchGet|runAggregationQuery))?(?:\?|$)/;

/** The kind of a Firestore REST call (`runQuery`, `batchGet`, `runAggregationQuery`, `get`), or null: not a read. */
export function firestoreCallKind(url, method) {
  const match = FIRESTORE_CALL.exec(url);
  if (!match) return null;
  return match[1] ?? (method === 'GET' ? 'get' : null);
}
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 20_000;

/** Reads billed for one response: its documents, at least one per query; a count, one per 1,000 entries. */
export function readsOf(kind, body) {
  if (kind === 'get') return { documents: 1, reads: 1 };
  const rows = Array.isArray(body) ? body : [body];
  if (kind === 'runAggregationQuery') {
    const counted = rows.flatMap((row) => Object.values(row?.result?.aggregateFields ?? {}).map((v) => Number(v.integerValue ?? 0)));
    return { documents: 0, reads: Math.max(1, ...counted.map((n) => Math.ceil(n / 1000))) };
  }
  const documents = rows.filter((row) => (kind === 'batchGet' ? row?.found : row?.document)).length;
  return { documents, reads: Math.max(1, documents) };
}

/** Counts the page's Firestore traffic from now on: `{ snapshot(), settled() }`. */
export function firestoreMeter(page) {
  const totals = { reads: 0, documents: 0, bytes: 0, requests: 0 };
  let inFlight = 0;
  let lastActivity = Date.now();
  const pending = [];
  page.on('request', (request) => {
    if (!firestoreCallKind(request.url(), request.method())) return;
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfailed', (request) => {
    if (!firestoreCallKind(request.url(), request.method())) return;
    inFlight--;
    lastActivity = Date.now();
  });
  page.on('response', (response) => {
    const kind = firestoreCallKind(response.url(), response.request().method());
    if (!kind) return;
    pending.push(
      response
        .body()
        .then((buffer) => {
          totals.requests++;
          totals.bytes += buffer.length;
          if (kind && response.ok()) {
            const { documents, reads } = readsOf(kind, JSON.parse(buffer.toString('utf8') || 'null'));
            totals.documents += documents;
            totals.reads += reads;
          }
        })
        .catch(() => {})
        .finally(() => {
          inFlight--;
          lastActivity = Date.now();
        }),
    );
  });
  return {
    reset() {
      Object.assign(totals, { reads: 0, documents: 0, bytes: 0, requests: 0 });
    },
    snapshot: () => ({ ...totals }),
    /** Resolves once no Firestore call has been open for QUIET_MS (lazy sections load as they scroll into view). */
    async settled() {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await Promise.all(pending);
    },
  };
}

/** Scrolls to the bottom in steps, so every section that loads on approach asks for its data. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/**
 * One visit of each view per run, `runs` runs; for each view the median (by reads, then bytes) of its runs:
 * `[{ name, reads, documents, bytes, requests, runs } | { name, error }]`.
 */
export async function pageReads(origin, views = READ_VIEWS, { runs = 3 } = {}) {
  const byView = new Map(views.map((view) => [view.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const view of views) {
      // A fresh browser context per visit: a first visit, nothing cached.
      const [result] = await visitPages([view.path], async (page) => {
        if (view.signIn) await signIn(page, origin, view.signIn);
        const meter = firestoreMeter(page);
        const response = await page.goto(origin + view.path);
        if (response?.status() === 404) return { missing: true };
        await page.waitForFunction(() => performance.getEntriesByName('skora:interactive').length > 0, null, { timeout: SETTLE_TIMEOUT_MS });
        await scrollThrough(page);
        await meter.settled();
        if (view.then) {
          meter.reset();
          await view.then(page);
          await scrollThrough(page);
          await meter.settled();
        }
        return meter.snapshot();
      });
      byView.get(view.name).push(result);
    }
  }
  return views.map(({ name }) => {
    const results = byView.get(name);
    const failed = results.find((r) => r.error || r.missing);
    if (failed) return { name, error: failed.missing ? 'not in this build (404)' : failed.error };
    const sorted = [...results].sort((a, b) => a.reads - b.reads || a.bytes - b.bytes);
    return { name, ...sorted[Math.floor((sorted.length - 1) / 2)], runs: results.length };
  });
}

/** Prints one row per view: the figures at each number of players, side by side. `bySize`: `{ [players]: results }`. */
export function printPageReads(bySize) {
  const sizes = Object.keys(bySize).map(Number).sort((a, b) => a - b);
  const cell = (r) => (r.error ? r.error.slice(0, 28).padStart(28) : `${String(r.reads).padStart(6)} ${String(r.documents).padStart(6)} ${(r.bytes / 1024).toFixed(1).padStart(8)} ${String(r.requests).padStart(5)}`);
  const names = bySize[sizes[0]].map((r) => r.name);
  console.log('\nFirestore per view: billed reads, documents returned, KiB downloaded (JSON), requests; median of runs');
  console.log('─'.repeat(30 + 30 * sizes.length));
  console.log(`${'generated players:'.padEnd(30)}${sizes.map((n) => `${n.toLocaleString('en')}`.padStart(28) + '  ').join('')}`);
  console.log(`${'view'.padEnd(30)}${sizes.map(() => `${'reads'.padStart(6)} ${'docs'.padStart(6)} ${'KiB'.padStart(8)} ${'reqs'.padStart(5)}  `).join('')}`);
  for (const name of names) {
    console.log(`${name.padEnd(30)}${sizes.map((n) => `${cell(bySize[n].find((r) => r.name === name))}  `).join('')}`);
  }
  // A view may read less with fewer players (fewer matches than a page), never more than its bound with more.
  const bound = (name) => READ_VIEWS.find((v) => v.name === name)?.bound ?? Infinity;
  const over = names.filter((name) => sizes.some((n) => (bySize[n].find((r) => r.name === name)?.reads ?? 0) > bound(name)));
  const grows = names.filter((name) => {
    const [small, large] = [bySize[sizes[0]], bySize[sizes[sizes.length - 1]]].map((list) => list.find((r) => r.name === name));
    return !small.error && !large.error && large.reads > small.reads && small.reads >= bound(name);
  });
  console.log('─'.repeat(30 + 30 * sizes.length));
  console.log(
    over.length || grows.length
      ? `Reads grow with the number of players on: ${[...new Set([...over, ...grows])].join(', ')}`
      : `Every view stays within its bound (${names.map((n) => `${n}: ≤ ${bound(n)}`).join('; ')}), at every number of players.`,
  );
}
