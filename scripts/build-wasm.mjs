// Builds crates/wasm into app/src/shared/core/pkg: cargo → wasm-bindgen (bundler target) → wasm-opt (release),
// and the functions' Node build of the core (crates/wasm-node → functions/core/, scripts/lib/node-core.mjs).
// Skips all of it when the sources have not changed since the last build of the same profile.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNodeCore } from './lib/node-core.mjs';
import { bin, log, ROOT, run } from './lib/run.mjs';

const OUT_DIR = join(ROOT, 'app/src/shared/core/pkg');
const STAMP = join(OUT_DIR, '.stamp');
// The features Rust enables by default for wasm32-unknown-unknown; wasm-opt must accept them all.
const WASM_FEATURES = [
  '--enable-bulk-memory',
  '--enable-multivalue',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-reference-types',
  '--enable-sign-ext',
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'target' ? [] : sourceFiles(path);
    return [path];
  });
}

function fingerprint(release) {
  const hash = createHash('sha256').update(release ? 'release' : 'dev');
  const files = [join(ROOT, 'Cargo.toml'), join(ROOT, 'Cargo.lock'), ...sourceFiles(join(ROOT, 'crates'))].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex');
}

export function buildWasm({ release = true, force = false } = {}) {
  buildNodeCore({ release, force });
  const stamp = fingerprint(release);
  const wasmOut = join(OUT_DIR, 'skora_wasm_bg.wasm');
  if (!force && existsSync(wasmOut) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
    log(`wasm is up to date (${release ? 'release' : 'dev'})`);
    return;
  }
  const profile = release ? 'release' : 'debug';
  log(`building wasm (${profile})`);
  run('cargo', ['build', '-p', 'skora-wasm', '--target', 'wasm32-unknown-unknown', ...(release ? ['--release'] : [])]);
  mkdirSync(OUT_DIR, { recursive: true });
  const input = join(ROOT, 'target/wasm32-unknown-unknown', profile, 'skora_wasm.wasm');
  run('wasm-bindgen', ['--target', 'bundler', '--out-dir', OUT_DIR, '--out-name', 'skora_wasm', input]);
  if (release) {
    run(bin('wasm-opt'), ['-Oz', ...WASM_FEATURES, '--strip-debug', '--strip-producers', wasmOut, '-o', wasmOut]);
  }
  writeFileSync(STAMP, stamp);
  log(`wasm ready: ${(statSync(wasmOut).size / 1024).toFixed(1)} KiB`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const release = !process.argv.includes('--dev');
  buildWasm({ release, force: process.argv.includes('--force') });
}
