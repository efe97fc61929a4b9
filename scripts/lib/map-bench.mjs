// The talent map's browser figures for `npm run bench` (issue 13), measured in Debian's headless Chromium:
//   - the filter bench: 100,000 synthetic players (scripts/lib/map-bench-data.mjs) loaded into the map's wasm store,
//     1,000 mixed filter queries answered by the store and by an idiomatic JS `Array.filter` with the same rules, in
//     the same page (bench/map-filter.ts); median and p95 µs per query, the ratio, and any query where the two
//     disagree. The page is served by a Vite dev server of its own (root bench/, outside the app: it never enters
//     the app's build), cross-origin isolated so that `performance.now()` resolves 5 µs, not 100 µs.
// Figures are printed, never asserted.
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './page-audits.mjs';
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
