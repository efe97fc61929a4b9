// `npm run bench`: size figures of the production build.
//   - the JS (and CSS) that `/` needs before its first paint: the entry, its static imports, and the home
//     page chunk (the router loads it before rendering);
//   - each route's own chunk (what a navigation adds on top of the entry);
//   - the wasm core after wasm-opt.
// It also checks that none of the code `/` needs contains the Firestore or Storage SDK.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWasm } from './build-wasm.mjs';
import { bin, log, ROOT, run } from './lib/run.mjs';
import { setup } from './setup.mjs';

await setup({ firebase: false });
buildWasm({ release: true });
run(bin('vite'), ['build', '--logLevel', 'warn']);

const dist = join(ROOT, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(join(dist, file));
const gzipBytes = (file) => gzipSync(read(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);

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
const firstPaint = closure(homeKey, new Set(entryFiles));
const wasmFile = Object.values(manifest).find((entry) => entry.file.endsWith('.wasm'))?.file;

const SDK_MARKERS = { Firestore: 'firestore.googleapis.com', Storage: 'firebasestorage.googleapis.com' };
const leaks = [...firstPaint]
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) =>
    Object.entries(SDK_MARKERS)
      .filter(([, marker]) => read(file).includes(marker))
      .map(([sdk]) => `${sdk} SDK in ${file}`),
  );

const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipBytes(f), 0);

console.log('\nSKORA bundle figures (gzip -9)');
console.log('─'.repeat(72));
console.log(`${kb(sum(firstPaint, '.js'))}  JS that / loads before first paint (${[...firstPaint].filter((f) => f.endsWith('.js')).length} files)`);
console.log(`${kb(sum(firstPaint, '.css'))}  CSS that / loads before first paint`);
console.log(`${kb(gzipBytes(wasmFile))}  wasm core after wasm-opt (${kb(read(wasmFile).length).trim()} raw)`);
console.log('─'.repeat(72));
console.log('Route chunks (gzip of each page module plus what it adds beyond the entry):');
const pageKeys = Object.keys(manifest).filter((key) => /features\/.+-page\.tsx$/.test(key) || key.endsWith('info-page.tsx'));
for (const key of pageKeys.sort()) {
  const own = closure(key, new Set(entryFiles));
  for (const file of entryFiles) own.delete(file);
  console.log(`${kb(sum(own, '.js'))}  ${key.replace(/^.*features\//, '')}`);
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
