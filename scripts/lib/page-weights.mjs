// What each page downloads before its first paint and before it is interactive, against the Hosting emulator (the
// production build as the CDN serves it). "Before first paint" is what the page's HTML makes the browser wait for
// (the document, its stylesheets, its classic scripts); "before interactive" is every request headless Chromium
// started before the app's `skora:interactive` mark (app/shell/app-ready.tsx: the whole page has hydrated). Bytes are
// gzip -9 of the files in dist/, so the figures compare with the bundle figures; Firestore and Auth traffic (data, not
// code) is left out.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { visitPages } from './page-audits.mjs';

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
  return candidates.map((file) => join(dist, file)).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * What the first paint waits for, read from the page's HTML: the document, its stylesheets and its classic scripts
 * (module scripts and preloads never block it, and the build leaves none in the HTML: the boot script requests them
 * after the paint). Read from the file rather than timed, because an unthrottled local load finishes everything
 * within a few milliseconds of the paint.
 */
function firstPaintFiles(dist, documentFile) {
  const html = readFileSync(documentFile, 'utf8');
  const refs = [
    ...[...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]),
    ...[...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]),
  ];
  return [documentFile, ...refs.filter(Boolean).map((ref) => distFile(dist, new URL(ref, 'http://x').pathname)).filter(Boolean)];
}

/**
 * For each path: gzip bytes by kind before first paint and before interactive, and the two times (unthrottled, ms).
 * @returns {Promise<Array<{ path: string, fcpMs: number|null, interactiveMs: number|null,
 *   paint: Record<string, number>, interactive: Record<string, number>, error?: string }>>}
 */
export async function pageWeights(origin, paths, dist) {
  const gzipCache = new Map();
  const gz = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzipCache.get(file);
  };
  return visitPages(paths, async (page, path) => {
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
      for (const file of firstPaintFiles(dist, documentFile)) paint[kindOf(file)] += gz(file);
      interactive.html += gz(documentFile);
    }
    for (const resource of timing.resources) {
      const url = new URL(resource.url);
      if (url.origin !== origin) continue;
      const kind = kindOf(url.pathname);
      const file = kind && distFile(dist, url.pathname);
      if (file && timing.interactive !== null && resource.start <= timing.interactive) interactive[kind] += gz(file);
    }
    return { fcpMs: timing.fcp, interactiveMs: timing.interactive, paint, interactive };
  });
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
