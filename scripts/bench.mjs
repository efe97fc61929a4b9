// `npm run bench`: size figures of the production build.
//   - the JS (and CSS) that `/` needs to become interactive: the entry, its static imports, and the home page chunk
//     (the app resolves it before hydrating); the first paint needs none of it (pre-rendered HTML; boot.js starts
//     the app after the paint);
//   - each route's own chunk (what a navigation adds on top of the entry), and the wasm modules it loads;
//   - each wasm module after wasm-opt: the startup module (on every page's path, budget 25 KiB gzip) and the
//     feature modules (forms, profile, directory, content) that load with the routes using them.
// It also checks that none of the code `/` needs contains the Firestore or Storage SDK (the only check that
// fails the bench).
//
// Then, against that build served by the Hosting emulator (as the CDN serves it) with the other emulators running
// and seeded (demo players):
//   - robots.txt and sitemap.xml as the build wrote them;
//   - for every pre-rendered page, the bytes (gzip) of HTML, CSS, JS and wasm before its first paint and before it is
//     interactive (scripts/lib/page-weights.mjs);
//   - Lighthouse (mobile, default throttling), median of 3 runs, for /, /player, /pricing-plans, /blog, /login and a
//     player's public CV (/p/demo-player, answered by the playerPage function through Hosting): the four category
//     scores, LCP, CLS and TBT, and the LCP element; then the same for the pages a player spends their time on
//     (/profile/myprofile, /map, /map?country=PT, /settings/add-weekly-stats, /settings/player-stats,
//     /settings/edit-profile), signed in as the demo player and cold (the session kept, the HTTP cache emptied);
//   - axe-core violations (WCAG 2 A/AA) on every public page and that CV;
//   - Firestore reads and bytes per view (/, /player: first page, a filter, page 2; a CV page) with 200 and with
//     2,000 generated players, reseeded between (scripts/lib/page-reads.mjs): they must not grow with the players.
// These are measurements: low scores and violations are reported, never turned into a failure. When another run
// holds the ports (4173, the emulators'), the bench waits a little, then skips the page audits.
// The talent map's reads per view in a country of 1,000 and of 10,000 players (zoom 6, 8 and 11 and a pan), before and
// after its cells, from the core's planners (crates/core/examples/map_reads.rs). Then, in headless Chromium too
// (scripts/lib/map-bench.mjs):
//   - the wasm store's filters against an idiomatic JS `Array.filter` with the same rules: 100,000 synthetic players,
//     1,000 mixed queries, median and p95 µs per query and the ratio, and any query where the two disagree;
//   - the /map page with thousands of players in view (bench-only index entries around Copenhagen, seeded after the
//     audits: 4,900, all in view, the most one view holds, then 10,000, over the 5,000 one view reads): time to first
//     markers, the view's reads, frame times while panning and zooming; Firestore reads of the world view and of
//     one country at 200 and 2,000 seeded players (page-reads.mjs's /map views).
// The aggregates under a write burst (scripts/lib/write-burst.mjs, its own emulators): 2,000 weekly writes by 400
// centre-backs within 60 s; the index lag p50/p95, the transactions' retries and failures, and the time until the
// position's figures count them all.
// `--sizes-only` stops after the size figures (and the map's filter bench); `--reads-only` measures the Firestore
// reads alone (no size figures, page weights, Lighthouse or axe); `--map-only` runs the talent map's figures alone;
// `--burst-only` the write burst alone; `--lighthouse-only` Lighthouse alone (the public pages, then the signed-in
// ones as the demo player, cold), on the seed's 2,000 players.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWasm, MODULES } from './build-wasm.mjs';
import { startEmulators } from './emulators.mjs';
import { axeRuns, lighthouseRuns, portInUse, waitForHttp, WCAG_TAGS } from './lib/page-audits.mjs';
import { bin, log, ROOT, run } from './lib/run.mjs';
import { mapFilterBench, mapPageBench, printMapFilterBench, printMapPageBench } from './lib/map-bench.mjs';
import { removeMapCluster, seedMapCluster } from './lib/map-bench-seed.mjs';
import { alertFigures, printAlertFigures } from './lib/alerts-bench.mjs';
import { pageReads, printPageReads, READ_VIEWS } from './lib/page-reads.mjs';
import { printWriteBurst, writeBurst } from './lib/write-burst.mjs';
import { pageWeights, printPageWeights } from './lib/page-weights.mjs';
import { prerenderPlan } from './lib/prerender.mjs';
import { blogPosts, routeTable } from './lib/seo.mjs';
import { DEMO_SCOUT } from './lib/demo-scout.mjs';
import { DEMO_ACCOUNTS, seed } from './seed.mjs';
import { setup } from './setup.mjs';

/** A seeded player's public CV: its HTML comes from the link-preview function (Hosting rewrites /p/** to it). */
const PLAYER_PAGE = '/p/demo-player';
/** The pages the performance goal names; a single Lighthouse run varies by ±3 points, so each gets the median of 3. */
const LIGHTHOUSE_PAGES = ['/', '/player', '/pricing-plans', '/blog', '/login', PLAYER_PAGE];
/** The pages where a player spends their time, measured signed in as the seed's demo player (docs/design.md). */
const SIGNED_IN_PAGES = [
  '/profile/myprofile',
  '/map',
  '/map?country=PT',
  '/settings/add-weekly-stats',
  '/settings/player-stats',
  '/settings/edit-profile',
];
/** The scout's pages, measured signed in as the seed's demo scout. */
const SCOUT_PAGES = ['/shortlists', '/player?sort=confirmed&confirmed=1'];
const LIGHTHOUSE_RUNS = 3;
/** The numbers of generated players the reads are measured with; the last one stays seeded for the other audits. */
const READ_SIZES = [200, 2000];
/** Reads are the same on every run; the bytes vary a little (timestamps): the median of 3 visits per view. */
const READ_RUNS = 3;
/** The Firestore read views of the talent map (page-reads.mjs): the world view and one country. */
const MAP_VIEWS = READ_VIEWS.filter((view) => view.path.startsWith('/map'));
/**
 * The bench-only players of the map page bench, in one country: first just under the core's 5,000 (the map reads the
 * whole country in one paged query and the view holds them all: the most players the page ever has in view), then
 * 10,000 (above 5,000 the map asks to zoom in, then reads only the geohash ranges in view, at most 5,000 entries).
 */
const MAP_CLUSTERS = [4_900, 10_000];
const readsOnly = process.argv.includes('--reads-only');
const mapOnly = process.argv.includes('--map-only');
const burstOnly = process.argv.includes('--burst-only');
const lighthouseOnly = process.argv.includes('--lighthouse-only');

const benchStarted = Date.now();
await setup({ firebase: false });
buildWasm({ release: true });
// The page audits need the build to talk to the local emulators; it changes no chunk's make-up.
run(bin('vite'), ['build', '--logLevel', 'warn'], { env: { VITE_USE_EMULATORS: 'true' } });

const dist = join(ROOT, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(join(dist, file));
const gzipBytes = (file) => gzipSync(read(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);

if (burstOnly) {
  printWriteBurst(await writeBurst());
  log(`bench finished in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
  process.exit(0);
}
if (mapOnly) {
  mapReadPlans();
  await mapFilterFigures();
  await pageFigures();
  log(`bench finished in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
  process.exit(0);
}
if (lighthouseOnly) {
  await pageFigures();
  log(`bench finished in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
  process.exit(0);
}
if (readsOnly) {
  mapReadPlans();
  await pageFigures();
  log(`bench finished in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
  process.exit(0);
}

/** The files a manifest entry loads statically (itself, its static imports, their CSS), depth first. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const css of entry.css ?? []) seen.add(css);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/content/home-page.tsx'));
const homeInteractive = closure(homeKey, new Set(entryFiles));
/** Module name → its hashed wasm asset in dist/ (e.g. `startup` → `assets/startup_bg-….wasm`). */
const wasmFiles = Object.fromEntries(
  MODULES.map(({ name }) => [
    name,
    Object.values(manifest).find((entry) => new RegExp(`(^|/)${name}_bg-[^/]*\\.wasm$`).test(entry.file))?.file,
  ]),
);
const STARTUP_BUDGET = 25 * 1024;
/**
 * The wasm modules whose glue is among `files`: a chunk that imports vite-plugin-wasm's helper and names the
 * module's asset (the router's preload map names the assets too, but never imports the helper).
 */
const isGlue = (file) => file.endsWith('.js') && /from\s*["']\.\/__vite-plugin-wasm-helper/.test(read(file).toString());
const wasmLoadedBy = (files) =>
  MODULES.map(({ name }) => name).filter((name) => {
    const asset = wasmFiles[name]?.replace(/^.*\//, '');
    return asset && [...files].some((file) => isGlue(file) && read(file).includes(asset));
  });

const SDK_MARKERS = { Firestore: 'firestore.googleapis.com', Storage: 'firebasestorage.googleapis.com' };
const leaks = [...homeInteractive]
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) =>
    Object.entries(SDK_MARKERS)
      .filter(([, marker]) => read(file).includes(marker))
      .map(([sdk]) => `${sdk} SDK in ${file}`),
  );

const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipBytes(f), 0);

console.log('\nSKORA bundle figures (gzip -9)');
console.log('─'.repeat(72));
console.log(`${kb(sum(homeInteractive, '.js'))}  JS that / needs to become interactive (${[...homeInteractive].filter((f) => f.endsWith('.js')).length} files; none before its first paint)`);
console.log(`${kb(sum(homeInteractive, '.css'))}  CSS that / loads`);
console.log(`${kb([...wasmLoadedBy(homeInteractive)].reduce((total, name) => total + gzipBytes(wasmFiles[name]), 0))}  wasm that / needs to become interactive (${wasmLoadedBy(homeInteractive).join(', ') || 'none'})`);
console.log('─'.repeat(72));
console.log('wasm modules after wasm-opt (gzip; raw in brackets):');
for (const { name } of MODULES) {
  const file = wasmFiles[name];
  if (!file) {
    console.log(`${'—'.padStart(10)}  ${name}: not in the build`);
    continue;
  }
  const gzip = gzipBytes(file);
  const note =
    name === 'startup'
      ? `every page, preloaded by index.html; budget ${kb(STARTUP_BUDGET).trim()}${gzip > STARTUP_BUDGET ? ' — OVER BUDGET' : ''}`
      : 'loads with the routes that use it';
  console.log(`${kb(gzip)}  ${name} (${kb(read(file).length).trim()} raw): ${note}`);
}
console.log('─'.repeat(72));
console.log('Route chunks (gzip of each page module plus what it adds beyond the entry; the wasm it loads):');
const pageKeys = Object.keys(manifest).filter((key) => /features\/.+-page\.tsx$/.test(key) || key.endsWith('info-page.tsx'));
for (const key of pageKeys.sort()) {
  const own = closure(key, new Set(entryFiles));
  for (const file of entryFiles) own.delete(file);
  const wasm = wasmLoadedBy(own);
  console.log(`${kb(sum(own, '.js'))}  ${key.replace(/^.*features\//, '')}${wasm.length ? `  + wasm: ${wasm.join(', ')}` : ''}`);
}
const lazyOnly = Object.keys(manifest).filter((key) => /shared\/firebase\/(documents|files)\.ts$/.test(key));
for (const key of lazyOnly) console.log(`${kb(gzipBytes(manifest[key].file))}  on demand: ${key.replace(/^.*shared\//, 'shared/')}`);
console.log('─'.repeat(72));
if (leaks.length) {
  console.log(`FAIL: the code / needs contains ${leaks.join(', ')}`);
  process.exitCode = 1;
} else {
  log('Firestore and Storage SDK code stays out of the chunks that / needs.');
}

console.log('\nPlayers directory: the core\'s work for one page, plan + 13 index entries to cards (native release build)');
console.log('─'.repeat(72));
run('cargo', ['run', '-q', '--release', '-p', 'skora-core', '--example', 'directory_page_bench']);

console.log('\nTalent map: the core\'s columnar table, 100,000 players, 1,000 mixed filter queries (native release build)');
console.log('─'.repeat(72));
run('cargo', ['run', '-q', '--release', '-p', 'skora-core', '--example', 'talent_map_bench']);
mapReadPlans();
await mapFilterFigures();

if (!process.argv.includes('--sizes-only')) {
  await pageFigures();
  // Its own emulators, after the page audits' are stopped.
  printWriteBurst(await writeBurst().catch((error) => console.log(`The write burst could not finish: ${error.message}`) ?? null));
}
log(`bench finished in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);

// ───────────────────────────── page figures ─────────────────────────────

/** The /map page with thousands of players in view: the bench cluster seeded, measured, then removed. */
async function mapPageFigures(origin) {
  try {
    for (const count of MAP_CLUSTERS) {
      const { ms } = await seedMapCluster({ count });
      log(`${count.toLocaleString('en')} bench index entries around Copenhagen (seeded in ${(ms / 1000).toFixed(1)} s); the map page with them in view…`);
      const note = count > 5000 ? ': over the 5,000 one view reads' : ': all read in one paged query';
      printMapPageBench(await mapPageBench(origin), count, note);
    }
  } catch (error) {
    console.log(`The map page bench could not finish: ${error.message.split('\n')[0]}`);
  } finally {
    await removeMapCluster().catch((error) => console.log(`Could not remove the bench players: ${error.message}`));
  }
}

/**
 * The map's reads per view before and after its cells, from the core's planners over synthetic players: the views a
 * scout opens in a country of 1,000 and of 10,000 players, and a pan (crates/core/examples/map_reads.rs).
 */
function mapReadPlans() {
  log('talent map reads per view, before and after the cells (the core\'s planners)…');
  try {
    run('cargo', ['run', '-q', '--release', '-p', 'skora-core', '--example', 'map_reads']);
  } catch (error) {
    console.log(`The map's read plans could not run: ${error.message}`);
  }
}

/** The talent map's wasm store against plain JS, in headless Chromium (no emulators needed). */
async function mapFilterFigures() {
  log('talent map filters in headless Chromium: 100,000 players, 1,000 queries, wasm and JS…');
  try {
    printMapFilterBench(await mapFilterBench());
  } catch (error) {
    console.log(`The map's filter bench could not run: ${error.message.split('\n')[0]}`);
  }
}

async function pageFigures() {
  if (!readsOnly && !mapOnly && !lighthouseOnly) printSeoFiles();
  const PORTS = { hosting: 4173, firestore: 8080, auth: 9099, storage: 9199, functions: 5001, hub: 4400, logging: 4500, 'firestore ws': 9150 };
  if (!(await portsFree(PORTS))) return;

  const origin = 'http://127.0.0.1:4173';
  let emulators = null;
  const cleanUp = async () => {
    await emulators?.stop();
  };
  const onSignal = () => void cleanUp().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    log('starting the emulators…');
    // Hosting serves dist/ as the CDN does: pre-rendered pages, rewrites, headers. Cloud Functions too: the CV
    // page's Hosting rewrite goes to a function (its meta tags for link previews); the seed pauses the triggers.
    emulators = await startEmulators({ log: () => {}, stdio: 'ignore', watchRules: false, hosting: true, functions: true });
    await waitForHttp(`${origin}/`);

    if (lighthouseOnly) {
      await seed({ log: () => {} });
      await lighthouseFigures(origin);
      return;
    }
    const reads = {};
    for (const generated of READ_SIZES) {
      const { ms } = await seed({ log: () => {}, generated });
      log(`seeded the named demo players and ${generated} generated ones in ${(ms / 1000).toFixed(1)} s; Firestore reads per view…`);
      reads[generated] = await pageReads(origin, mapOnly ? MAP_VIEWS : undefined, { runs: READ_RUNS });
    }
    if (mapOnly && !MAP_VIEWS.length) console.log('\nNo /map views in scripts/lib/page-reads.mjs: no map reads to print.');
    else printPageReads(reads);
    if (!mapOnly) {
      log('saved searches that alert: 10,000 searches, reads and writes per index write…');
      printAlertFigures(await alertFigures());
    }
    if (readsOnly) return;
    if (mapOnly) {
      await mapPageFigures(origin);
      return;
    }

    const publicPages = prerenderPlan(routeTable(), blogPosts()).pages;
    log(`bytes before first paint and before interactive on ${publicPages.length} public pages…`);
    printPageWeights(await pageWeights(origin, publicPages, dist));

    await lighthouseFigures(origin);

    log(`axe-core on ${publicPages.length} public pages and ${PLAYER_PAGE}…`);
    printAxe(await axeRuns(origin, [...publicPages, PLAYER_PAGE]));

    // Last: it adds up to 10,000 bench players (and takes them out again).
    await mapPageFigures(origin);
  } catch (error) {
    // A measuring tool that could not run is reported, like a low score: the bench still exits 0.
    console.log(`Page audits could not finish: ${error.message}`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/** Lighthouse on the public pages, then on the signed-in pages as the demo player (signed in, cold), median of runs. */
async function lighthouseFigures(origin) {
  const rounds = (pages) => Array.from({ length: LIGHTHOUSE_RUNS }, () => pages.map((path) => origin + path)).flat();
  log(`Lighthouse (mobile, simulated throttling), ${LIGHTHOUSE_RUNS} runs each: ${LIGHTHOUSE_PAGES.join(', ')}…`);
  printLighthouse(medianRuns(await lighthouseRuns(rounds(LIGHTHOUSE_PAGES))), 'public pages');
  log(`Lighthouse signed in as the demo player, cold, ${LIGHTHOUSE_RUNS} runs each: ${SIGNED_IN_PAGES.join(', ')}…`);
  const account = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-player');
  const signedIn = await lighthouseRuns(rounds(SIGNED_IN_PAGES), { signedIn: { origin, account } });
  printLighthouse(medianRuns(signedIn), 'signed in as the demo player, cold');
  log(`Lighthouse signed in as the demo scout, cold, ${LIGHTHOUSE_RUNS} runs each: ${SCOUT_PAGES.join(', ')}…`);
  const scout = DEMO_ACCOUNTS.find((a) => a.uid === DEMO_SCOUT.uid);
  const scoutRuns = await lighthouseRuns(rounds(SCOUT_PAGES), { signedIn: { origin, account: scout } });
  printLighthouse(medianRuns(scoutRuns), 'signed in as the demo scout, cold');
}

function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** One result per URL: the median of each score and metric over its runs (details from the median-performance run). */
function medianRuns(runs) {
  const byUrl = new Map();
  for (const run of runs) byUrl.set(run.url, [...(byUrl.get(run.url) ?? []), run]);
  return [...byUrl.values()].map((list) => {
    const ok = list.filter((r) => !r.error);
    if (!ok.length) return list[0];
    const perf = median(ok.map((r) => r.scores.performance));
    const typical = ok.find((r) => r.scores.performance === perf) ?? ok[0];
    return {
      ...typical,
      runs: ok.length,
      scores: Object.fromEntries(Object.keys(typical.scores).map((key) => [key, median(ok.map((r) => r.scores[key]))])),
      lcpMs: median(ok.map((r) => r.lcpMs)),
      cls: median(ok.map((r) => r.cls)),
      tbtMs: median(ok.map((r) => r.tbtMs)),
    };
  });
}

/** Waits up to ~3 minutes for ports that someone else's run holds; false (and a note) if they stay busy. */
async function portsFree(ports) {
  for (let attempt = 0; ; attempt++) {
    const busy = [];
    for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) busy.push(`${name} ${port}`);
    if (!busy.length) return true;
    if (attempt === 6) {
      console.log(`Page audits skipped: ports still in use (${busy.join(', ')}); run the bench again when they are free.`);
      return false;
    }
    log(`ports in use (${busy.join(', ')}); waiting 30 s…`);
    await new Promise((r) => setTimeout(r, 30_000));
  }
}

function printSeoFiles() {
  const robots = read('robots.txt').toString();
  const sitemap = read('sitemap.xml').toString();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  console.log('\nSearch-engine files in dist/');
  console.log('─'.repeat(72));
  console.log(`sitemap.xml: ${urls.length} URLs (${urls.filter((u) => u.includes('/blog/')).length} blog posts), ${sitemap.length} bytes`);
  console.log(`robots.txt: ${robots.split('\n').filter((l) => l.startsWith('Disallow:')).length} Disallow rules, ${robots.match(/^Sitemap: .*$/m)?.[0] ?? 'no Sitemap line'}`);
}

/** A measured URL as the table names it: its path and query. */
function pathOf(url) {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

function printLighthouse(results, which) {
  const cell = (value, width) => String(value ?? '—').padStart(width);
  const width = Math.max(16, ...results.map((r) => pathOf(r.url).length + 2));
  console.log(`\nLighthouse, ${which} (mobile, default throttling; median of ${LIGHTHOUSE_RUNS} runs; scores out of 100)`);
  console.log('─'.repeat(width + 56));
  console.log(`${'page'.padEnd(width)}${cell('perf', 6)}${cell('a11y', 6)}${cell('b-p', 6)}${cell('seo', 6)}${cell('LCP', 9)}${cell('CLS', 7)}${cell('TBT', 8)}`);
  for (const r of results) {
    const path = pathOf(r.url);
    if (r.error) {
      console.log(`${path.padEnd(width)}could not measure: ${r.error}`);
      continue;
    }
    const { performance, accessibility, bestPractices, seo } = r.scores;
    const ms = (value) => (value == null ? null : `${(value / 1000).toFixed(2)} s`);
    console.log(
      `${path.padEnd(width)}${cell(performance, 6)}${cell(accessibility, 6)}${cell(bestPractices, 6)}${cell(seo, 6)}` +
        `${cell(ms(r.lcpMs), 9)}${cell(r.cls?.toFixed(3), 7)}${cell(r.tbtMs == null ? null : `${Math.round(r.tbtMs)} ms`, 8)}`,
    );
    if (r.bytes) {
      const { js, wasm, modules } = r.bytes;
      const names = modules.length ? ` (${modules.join(', ')})` : '';
      console.log(`${''.padEnd(width)}downloaded: JS ${kb(js).trim()}, wasm ${kb(wasm).trim()}${names}`);
    }
    if (r.lcpElement) {
      const snippet = r.lcpElement.snippet.length > 60 ? `${r.lcpElement.snippet.slice(0, 57)}...` : r.lcpElement.snippet;
      console.log(`${''.padEnd(width)}LCP element: ${snippet}`);
      if (r.lcpElement.phases.length) console.log(`${''.padEnd(width)}LCP phases: ${r.lcpElement.phases.join(', ')}`);
    }
    if (r.longTasks?.length) {
      const where = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}(\.\w+)$/, '$1') : 'unattributed');
      console.log(`${''.padEnd(width)}longest tasks: ${r.longTasks.map((t) => `${t.ms} ms (${where(t.url)})`).join(', ')}`);
    }
    if (r.opportunities.length) {
      console.log(`${''.padEnd(width)}biggest savings: ${r.opportunities.map((o) => `${o.id} ~${Math.round(o.savingsMs)} ms`).join(', ')}`);
    }
    for (const [category, ids] of Object.entries(r.failedAudits)) {
      if (ids.length) console.log(`${''.padEnd(width)}${category} audits not passed: ${ids.join(', ')}`);
    }
  }
}

function printAxe(results) {
  const short = (target) => (target.length > 70 ? `${target.slice(0, 67)}...` : target);
  console.log(`\naxe-core violations (${WCAG_TAGS.join(', ')})`);
  console.log('─'.repeat(72));
  console.log(`${'page'.padEnd(40)}violations`);
  let total = 0;
  for (const r of results) {
    if (r.error) {
      console.log(`${r.path.padEnd(40)}could not audit: ${r.error}`);
      continue;
    }
    total += r.violations.length;
    console.log(`${r.path.padEnd(40)}${r.violations.length}`);
    for (const v of r.violations) {
      const shown = v.targets.slice(0, 3).map(short);
      const more = v.targets.length > 3 ? ` (+${v.targets.length - 3} more)` : '';
      console.log(`    ${v.id} [${v.impact}] ${v.help}`);
      for (const target of shown) console.log(`        ${target}`);
      if (more) console.log(`       ${more}`);
    }
  }
  console.log('─'.repeat(72));
  const unaudited = results.filter((r) => r.error).length;
  console.log(
    `${total} rule violation(s) across ${results.length - unaudited} audited pages` +
      (unaudited ? `; ${unaudited} page(s) could not be audited` : ''),
  );
  if (unaudited) process.exitCode = 1;
}
