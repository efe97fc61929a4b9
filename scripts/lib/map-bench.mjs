// The talent map's browser figures for `npm run bench`, measured in Debian's headless Chromium:
//   - the filter bench: 100,000 synthetic players (scripts/lib/map-bench-data.mjs) loaded into the map's wasm store,
//     1,000 mixed filter queries answered by the store and by an idiomatic JS `Array.filter` with the same rules, in
//     the same page (bench/map-filter.ts); median and p95 µs per query, the ratio, and any query where the two
//     disagree. The page is served by a Vite dev server of its own (root bench/, outside the app: it never enters
//     the app's build), cross-origin isolated so that `performance.now()` resolves 5 µs, not 100 µs.
//   - the map page with 10,000 players in view (the production build served by the Hosting emulator, the bench-only
//     cluster of scripts/lib/map-bench-seed.mjs): signed in as the demo player, the time from navigation to the first
//     markers and to the full list, the Firestore reads of that view, and the frame times (requestAnimationFrame
//     deltas) while dragging the map and zooming with the wheel, as a person does (Playwright's mouse).
// Figures are printed, never asserted.
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../seed.mjs';
import { CLUSTER } from './map-bench-seed.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './page-audits.mjs';
import { firestoreMeter, signIn } from './page-reads.mjs';
import { ROOT } from './run.mjs';

export const FILTER_BENCH = { players: 100_000, queries: 1_000, rounds: 3, page: 500, sample: 100 };

/** Serves bench/ (its own Vite dev server on a free port) and runs `visit(page, origin)` in a fresh Chromium page. */
async function withBenchPage(path, visit) {
  const { createServer } = await import('vite');
  const { default: wasm } = await import('vite-plugin-wasm');
  const server = await createServer({
    configFile: false,
    root: join(ROOT, 'bench'),
    logLevel: 'warn',
    plugins: [wasm()],
    server: {
      host: '127.0.0.1',
      port: 0,
      // Cross-origin isolation: precise timers (performance.now() to 5 µs) for per-query times.
      headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
      fs: { allow: [ROOT] },
      hmr: false,
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const failed = new Promise((_, reject) => page.on('pageerror', (error) => reject(new Error(`the bench page failed: ${error.message}`))));
    await page.goto(`${origin}/${path}`);
    await Promise.race([failed, page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready', null, { timeout: 60_000 })]);
    return await visit(page, origin);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Runs the filter bench; resolves to bench/map-filter.ts's `BenchResult`. */
export async function mapFilterBench(options = FILTER_BENCH) {
  return withBenchPage('map-filter.html', (page) =>
    page.evaluate((o) => window.mapFilterBench(o), options),
  );
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.round((sorted.length - 1) * p))];
const us = (v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} µs`.padStart(9);

/** Prints the filter bench's figures. */
export function printMapFilterBench(r) {
  const [wMed, wP95, jMed, jP95] = [pct(r.wasmUs, 0.5), pct(r.wasmUs, 0.95), pct(r.jsUs, 0.5), pct(r.jsUs, 0.95)];
  const sum = (list) => list.reduce((a, b) => a + b, 0) / 1000;
  console.log(
    `\nTalent map in headless Chromium: ${r.players.toLocaleString('en')} players, ${r.queries.toLocaleString('en')} mixed filter queries ` +
      `(each the median of ${r.rounds} interleaved runs; ${r.crossOriginIsolated ? 'timers to 5 µs' : 'NOT cross-origin isolated: timers to 100 µs'})`,
  );
  console.log('─'.repeat(72));
  console.log(`${''.padEnd(34)}${'median'.padStart(9)}${'p95'.padStart(9)}${'sum'.padStart(11)}`);
  console.log(`${'wasm store (filterPlayers)'.padEnd(34)}${us(wMed)}${us(wP95)}${`${sum(r.wasmUs).toFixed(0)} ms`.padStart(11)}`);
  console.log(`${'JS Array.filter, same rules'.padEnd(34)}${us(jMed)}${us(jP95)}${`${sum(r.jsUs).toFixed(0)} ms`.padStart(11)}`);
  console.log(
    `${'JS ÷ wasm'.padEnd(34)}${`${(jMed / wMed).toFixed(1)}×`.padStart(9)}${`${(jP95 / wP95).toFixed(1)}×`.padStart(9)}${`${(sum(r.jsUs) / sum(r.wasmUs)).toFixed(1)}×`.padStart(11)}`,
  );
  console.log(
    `load ${r.players.toLocaleString('en')} entries: wasm store ${r.loadMs.wasm.toFixed(0)} ms (pages of ${FILTER_BENCH.page}); ` +
      `JS objects with folded names ${r.loadMs.js.toFixed(0)} ms; ${Math.round(r.meanMatches).toLocaleString('en')} matches per query on average`,
  );
  if (r.mismatches.length) {
    console.log(`MISMATCH: wasm and JS disagree on ${r.mismatches.length} of ${r.compared.counts} queries:`);
    for (const m of r.mismatches.slice(0, 10)) console.log(`  ${JSON.stringify(m.query)}: wasm ${m.wasm}, JS ${m.js}${m.rows ? ` (${m.rows})` : ''}`);
  } else {
    console.log(`wasm and JS agree: the same count on all ${r.compared.counts} queries, the same rows on ${r.compared.sets} of them.`);
  }
}

// ───────────────────────── the map page ─────────────────────────

export const PAGE_BENCH = { runs: 3, drags: 6, wheelSteps: 6, viewport: { width: 1280, height: 800 }, zooms: [6, 7, 8, 9, 10, 11, 12] };
const MAP_ACCOUNT = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-player');

/**
 * Marks, in the page, the first marker (`window.__firstMarkersMs`) and the last change of the list's status line
 * (`window.__statusMs`, `window.__status`), in ms since navigation started.
 */
function markersObserver() {
  const w = /** @type {any} */ (window);
  const observer = new MutationObserver(() => {
    if (w.__firstMarkersMs === undefined && document.querySelector('[data-player], [data-cluster]')) w.__firstMarkersMs = performance.now();
    const status = document.querySelector('[aria-label="Players in view"] [role="status"]')?.textContent ?? '';
    if (status !== w.__status) {
      w.__status = status;
      w.__statusMs = performance.now();
    }
  });
  // The document itself: an init script runs before <html> exists.
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const inViewCount = (status) => Number(/^([\d,]+) players? in view/.exec(status ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

/** Loads the cluster's view at `zoom`; resolves once the reads are over and the status line has settled. */
async function loadView(page, origin, zoom, meter) {
  const path = `/map?basedIn=${CLUSTER.country}&lat=${CLUSTER.lat}&lng=${CLUSTER.lng}&zoom=${zoom}`;
  meter.reset();
  await page.goto(origin + path);
  await page.getByRole('heading', { level: 1, name: 'SKORA Maps' }).waitFor({ timeout: 30_000 });
  await meter.settled();
  // The list and markers follow the last page read.
  await page.waitForFunction(() => performance.now() - (window.__statusMs ?? 0) > 1000, null, { timeout: 30_000 });
  const marks = await page.evaluate(() => ({ firstMarkersMs: window.__firstMarkersMs ?? null, statusMs: window.__statusMs ?? null, observed: window.__status ?? '' }));
  const status = (await page.getByRole('region', { name: 'Players in view' }).getByRole('status').textContent().catch(() => '')) ?? '';
  return { ...marks, status: status.trim() };
}

/** The rAF deltas (ms) while `act()` runs. */
async function frameTimes(page, act) {
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    w.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      w.__frames.push(now - last);
      last = now;
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await act();
  return page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
}

/**
 * The page bench: finds the lowest zoom at which the cluster's country shows its players (above 5,000 the map first
 * asks to zoom in), then `runs` loads of that view (each in a new page, signed in, HTTP cache warm) and, on each, the
 * frame times while dragging and wheel-zooming. Resolves to the figures (medians over the runs where it says so).
 */
export async function mapPageBench(origin, overrides = {}) {
  const options = { ...PAGE_BENCH, ...overrides };
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: options.viewport });
    await context.addInitScript(markersObserver);
    const login = await context.newPage();
    await signIn(login, origin, MAP_ACCOUNT);
    await login.close();

    let zoom = null;
    let zoomedOut = null;
    let said = '';
    let view = null;
    for (const z of options.zooms) {
      const page = await context.newPage();
      const meter = firestoreMeter(page);
      view = await loadView(page, origin, z, meter);
      said = (await page.getByRole('region', { name: 'Players in view' }).textContent())?.slice(0, 120) ?? '';
      await page.close();
      if (inViewCount(view.status) > 0) {
        zoom = z;
        break;
      }
      zoomedOut ??= { zoom: z, reads: meter.snapshot(), said };
    }
    if (zoom === null) throw new Error(`the map showed no players of ${CLUSTER.country} at zoom ${options.zooms.join(', ')} (the list said: "${said}"; ${JSON.stringify(view)})`);

    const runs = [];
    for (let run = 0; run < options.runs; run++) {
      const page = await context.newPage();
      const meter = firestoreMeter(page);
      const view = await loadView(page, origin, zoom, meter);
      const reads = meter.snapshot();
      const box = await page.getByRole('region', { name: 'Map' }).boundingBox();
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      meter.reset();
      const pan = await frameTimes(page, async () => {
        for (let k = 0; k < options.drags; k++) {
          const dir = k % 2 === 0 ? 1 : -1;
          await page.mouse.move(cx, cy);
          await page.mouse.down();
          await page.mouse.move(cx + dir * 250, cy + dir * 120, { steps: 25 });
          await page.mouse.up();
          await page.waitForTimeout(250);
        }
      });
      const zoomFrames = await frameTimes(page, async () => {
        await page.mouse.move(cx, cy);
        for (let k = 0; k < options.wheelSteps; k++) {
          await page.mouse.wheel(0, k < options.wheelSteps / 2 ? -240 : 240);
          await page.waitForTimeout(400);
        }
      });
      await meter.settled();
      runs.push({ ...view, inView: inViewCount(view.status), reads, movingReads: meter.snapshot(), pan, zoom: zoomFrames });
      await page.close();
    }
    return { zoom, zoomedOut, runs };
  } finally {
    await browser.close();
  }
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: pct(sorted, 0.5), p95: pct(sorted, 0.95), max: sorted[sorted.length - 1], long: sorted.filter((v) => v > 50).length, n: sorted.length };
}

/** Prints the page bench's figures. */
export function printMapPageBench(r, clusterPlayers, note = '') {
  const med = (list) => pct([...list].sort((a, b) => a - b), 0.5);
  const ms = (v) => (v == null || Number.isNaN(v) ? '—' : `${Math.round(v)} ms`);
  console.log(
    `\nTalent map page, ${clusterPlayers.toLocaleString('en')} bench players around Copenhagen (${CLUSTER.country})${note}; ` +
      `signed in, warm HTTP cache; ${r.runs.length} loads`,
  );
  console.log('─'.repeat(72));
  if (r.zoomedOut) console.log(`zoom ${r.zoomedOut.zoom}: no players listed ("${r.zoomedOut.said}"), ${r.zoomedOut.reads.reads} Firestore reads`);
  const inView = med(r.runs.map((x) => x.inView));
  console.log(`zoom ${r.zoom} on the cluster: ${Number.isNaN(inView) ? '?' : inView.toLocaleString('en')} players in view`);
  console.log(`time to first markers (from navigation, median): ${ms(med(r.runs.map((x) => x.firstMarkersMs ?? NaN)))}`);
  console.log(`time to the full list ("N players in view", median): ${ms(med(r.runs.map((x) => x.statusMs ?? NaN)))}`);
  const reads = r.runs.map((x) => x.reads);
  console.log(`Firestore reads of that view (median): ${med(reads.map((x) => x.reads))} (${med(reads.map((x) => x.requests))} requests); while panning and zooming: ${med(r.runs.map((x) => x.movingReads.reads))} more`);
  const frames = (key) => stats(r.runs.flatMap((x) => x[key]));
  for (const [key, what] of [['pan', `dragging (${PAGE_BENCH.drags} drags)`], ['zoom', `wheel zoom (${PAGE_BENCH.wheelSteps} steps in, then out)`]]) {
    const f = frames(key);
    console.log(`frames while ${what}: median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${Math.round(f.max)} ms; ${f.long} of ${f.n} frames over 50 ms`);
  }
}
