// What every wasm build of the core shares (scripts/build-wasm.mjs for the app's modules, scripts/lib/node-core.mjs
// for the functions' Node build): wasm-opt's feature flags, where cargo puts a crate's .wasm, and the fingerprint that
// lets a build skip itself when its sources have not changed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './run.mjs';

/** The features Rust enables by default for wasm32-unknown-unknown; wasm-opt must accept them all. */
export const WASM_FEATURES = [
  '--enable-bulk-memory',
  '--enable-multivalue',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-reference-types',
  '--enable-sign-ext',
];

/** Every file below `dir`, build output (`target/`) left out. */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'target' ? [] : sourceFiles(path);
    return [path];
  });
}

/** A hash of the profile, the workspace manifests and `files` (paths and contents). */
export function fingerprint(release, files) {
  const hash = createHash('sha256').update(release ? 'release' : 'dev');
  for (const file of [join(ROOT, 'Cargo.toml'), join(ROOT, 'Cargo.lock'), ...files].sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The .wasm cargo builds for `crate` in `profile` (`release` or `debug`). */
export const wasmTarget = (profile, crate) =>
  join(ROOT, 'target/wasm32-unknown-unknown', profile, `${crate.replaceAll('-', '_')}.wasm`);
