// The core for the Cloud Functions: crates/wasm-node → wasm-bindgen (experimental-nodejs-module: an ES module
// that reads its .wasm with fs, no flags needed on Node 20) → wasm-opt (release) into functions/core/.
// Called by scripts/build-wasm.mjs with the app's modules; skipped when its sources have not changed since
// the last build of the same profile. functions/core/ is generated (gitignored) and deployed with functions/.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin, log, ROOT, run } from './run.mjs';

export const NODE_CORE_DIR = join(ROOT, 'functions/core');
const STAMP = join(NODE_CORE_DIR, '.stamp');
const CRATE = 'skora-wasm-node';
const NAME = 'skora_core';
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
  const files = [
    join(ROOT, 'Cargo.toml'),
    join(ROOT, 'Cargo.lock'),
    fileURLToPath(import.meta.url),
    ...sourceFiles(join(ROOT, 'crates/core')),
    ...sourceFiles(join(ROOT, 'crates/wasm-node')),
  ].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds functions/core/skora_core.js (+ its .wasm) unless it is up to date. */
export function buildNodeCore({ release = true, force = false } = {}) {
  const stamp = fingerprint(release);
  const wasm = join(NODE_CORE_DIR, `${NAME}_bg.wasm`);
  if (!force && existsSync(wasm) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
    log(`functions core is up to date (${release ? 'release' : 'dev'})`);
    return;
  }
  const profile = release ? 'release' : 'debug';
  log(`building the functions core (${profile})`);
  // Its own cargo invocation: the app's facade turns the core's `tsify` feature on, which Node does not need.
  run('cargo', ['build', '-p', CRATE, '--target', 'wasm32-unknown-unknown', ...(release ? ['--release'] : [])]);
  rmSync(NODE_CORE_DIR, { recursive: true, force: true });
  mkdirSync(NODE_CORE_DIR, { recursive: true });
  const input = join(ROOT, 'target/wasm32-unknown-unknown', profile, `${CRATE.replaceAll('-', '_')}.wasm`);
  run('wasm-bindgen', ['--target', 'experimental-nodejs-module', '--out-dir', NODE_CORE_DIR, '--out-name', NAME, input]);
  if (release) run(bin('wasm-opt'), ['-O', ...WASM_FEATURES, '--strip-debug', '--strip-producers', wasm, '-o', wasm]);
  writeFileSync(STAMP, stamp);
  log(`functions core ready: ${(statSync(wasm).size / 1024).toFixed(1)} KiB`);
}
