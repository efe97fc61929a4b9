// What each page downloads before its first paint and before it is interactive, measured in headless Chromium against
// the Hosting emulator (the production build as the CDN serves it). "First paint" is the first-contentful-paint entry;
// "interactive" is the app's `skora:interactive` mark (main.tsx: the first render has committed, i.e. hydration is
// done). Bytes are gzip -9 of the files in dist/, so the figures compare with the bundle figures; Firestore and Auth
// traffic (data, not code) is left out.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_FLAGS } from './page-audits.mjs';

const KINDS = ['html', 'css', 'js', 'wasm'];

function kindOf(pathname) {
  const ext = /\.([a-z0-9]+)$/.exec(pathname)?.[1];
  if (ext === 'js' || ext === 'mjs') return 'js';
  if (ext === 'css' || ext === 'wasm') return ext;
  if (!ext || ext === 'html') return 'html';
  return null; // images, fonts: not part of these figures
}

/** The dist/ file Hosting serves for a same-origin path (clean URLs: /story → story.html; / → index.html). */
function distFile(dist, pathname) {
  const decoded = decodeURIComponent(pathname);
  const candidates = decoded === '/' ? ['index.html'] : [decoded.slice(1), `${decoded.slice(1)}.html`];
  return candidates.map((file) => join(dist, file)).find((file) => existsSync(file) && !file.endsWith('/')) ?? null;
}

/**
 * For each path: gzip bytes by kind before first paint and before interactive, and the two times (unthrottled, ms).
 * @returns {Promise<Array<{ path: string, fcpMs: number|null, interactiveMs: number|null,
 *   paint: Record<string, number>, interactive: Record<string, number>, error?: string }>>}
 */
export async function pageWeights(origin, paths, dist) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const gzipCache = new Map();
  const gz = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const results = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      try {
        await page.goto(origin + path);
        await page.waitForFunction(() => performance.getEntriesByName('skora:interactive').length > 0, null, { timeout: 20_000 });
        const timing = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          interactive: performance.getEntriesByName('skora:interactive')[0]?.startTime ?? null,
          resources: performance
            .getEntriesByType('resource')
            .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
        }));
        const paint = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
        const interactive = { ...paint };
        const documentFile = distFile(dist, new URL(page.url()).pathname);
        if (documentFile) {
          paint.html += gz(documentFile);
          interactive.html += gz(documentFile);
        }
        for (const resource of timing.resources) {
          const url = new URL(resource.url);
          if (url.origin !== origin) continue;
          const kind = kindOf(url.pathname);
          const file = kind && distFile(dist, url.pathname);
          if (!file) continue;
          if (timing.fcp !== null && resource.end <= timing.fcp) paint[kind] += gz(file);
          if (timing.interactive !== null && resource.start <= timing.interactive) interactive[kind] += gz(file);
        }
        results.push({ path, fcpMs: timing.fcp, interactiveMs: timing.interactive, paint, interactive });
      } catch (error) {
        results.push({ path, error: error.message.split('\n')[0] });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints the table: one row per page, KiB gzip per kind, before first paint | before interactive. */
export function printPageWeights(results) {
  const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  console.log('\nBytes per page (KiB, gzip -9): before first paint | before interactive (hydrated)');
  console.log('─'.repeat(96));
  console.log(`${'page'.padEnd(34)}${'html'.padStart(6)}${'css'.padStart(7)}${'js'.padStart(7)}${'wasm'.padStart(7)}  |${'html'.padStart(7)}${'css'.padStart(7)}${'js'.padStart(7)}${'wasm'.padStart(7)}`);
  for (const r of results) {
    const name = r.path.length > 33 ? `${r.path.slice(0, 30)}...` : r.path;
    if (r.error) {
      console.log(`${name.padEnd(34)}could not measure: ${r.error}`);
      continue;
    }
    const p = r.paint;
    const i = r.interactive;
    console.log(
      `${name.padEnd(34)}${kib(p.html)} ${kib(p.css)} ${kib(p.js)} ${kib(p.wasm)}  | ${kib(i.html)} ${kib(i.css)} ${kib(i.js)} ${kib(i.wasm)}`,
    );
  }
}
