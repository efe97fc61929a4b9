// The core for the Cloud Functions: crates/wasm-node → wasm-bindgen (experimental-nodejs-module: an ES module
// that reads its .wasm with fs, no flags needed on Node 20) → wasm-opt (release) into functions/core/.
// Called by scripts/build-wasm.mjs with the app's modules; skipped when its sources have not changed since
// the last build of the same profile. functions/core/ is generated (gitignored) and deployed with functions/, and so
// is functions/src/core.js, the functions' one import of it, written from its exports (scripts/lib/wasm-exports.mjs).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin, log, ROOT, run } from './run.mjs';
import { fingerprint, sourceFiles, WASM_FEATURES, wasmTarget } from './wasm-build.mjs';
import { boundaryNames, crateDoc, nodeCoreSource } from './wasm-exports.mjs';

export const NODE_CORE_DIR = join(ROOT, 'functions/core');
const STAMP = join(NODE_CORE_DIR, '.stamp');
const CRATE = 'skora-wasm-node';
const NAME = 'skora_core';
/** The functions' import of the core, generated. */
export const NODE_CORE_MODULE = join(ROOT, 'functions/src/core.js');

function stampOf(release) {
  return fingerprint(release, [
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('./wasm-exports.mjs', import.meta.url)),
    // The core's three crates (skora-foundations, skora-domain, skora-core).
    ...['core-foundations', 'core-domain', 'core'].flatMap((dir) => sourceFiles(join(ROOT, 'crates', dir))),
    ...sourceFiles(join(ROOT, 'crates/wasm-node')),
  ]);
}

/** Builds functions/core/skora_core.js (+ its .wasm) unless it is up to date. */
export function buildNodeCore({ release = true, force = false } = {}) {
  const stamp = stampOf(release);
  const wasm = join(NODE_CORE_DIR, `${NAME}_bg.wasm`);
  const ready = existsSync(wasm) && existsSync(NODE_CORE_MODULE);
  if (!force && ready && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
    log(`functions core is up to date (${release ? 'release' : 'dev'})`);
    return;
  }
  const profile = release ? 'release' : 'debug';
  log(`building the functions core (${profile})`);
  // Its own cargo invocation: the app's facade turns the core's `tsify` feature on, which Node does not need.
  run('cargo', ['build', '-p', CRATE, '--target', 'wasm32-unknown-unknown', ...(release ? ['--release'] : [])]);
  rmSync(NODE_CORE_DIR, { recursive: true, force: true });
  mkdirSync(NODE_CORE_DIR, { recursive: true });
  const input = wasmTarget(profile, CRATE);
  run('wasm-bindgen', ['--target', 'experimental-nodejs-module', '--out-dir', NODE_CORE_DIR, '--out-name', NAME, input]);
  if (release) run(bin('wasm-opt'), ['-O', ...WASM_FEATURES, '--strip-debug', '--strip-producers', wasm, '-o', wasm]);
  const dts = readFileSync(join(NODE_CORE_DIR, `${NAME}.d.ts`), 'utf8');
  const doc = crateDoc(readFileSync(join(ROOT, 'crates/wasm-node/src/lib.rs'), 'utf8'));
  writeFileSync(NODE_CORE_MODULE, nodeCoreSource({ dts, crate: CRATE, doc, from: `../core/${NAME}.js`, declarations: `functions/core/${NAME}.d.ts` }));
  log(`functions core: ${boundaryNames(dts).length} boundary names`);
  writeFileSync(STAMP, stamp);
  log(`functions core ready: ${(statSync(wasm).size / 1024).toFixed(1)} KiB`);
}
