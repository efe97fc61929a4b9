// Installs whatever this machine is missing; each step checks first, so a warm run takes about a second.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { capture, log, ROOT, run } from './lib/run.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMEDRIVER = '/usr/bin/chromedriver';

function step(name, fn) {
  const started = Date.now();
  const result = fn();
  const ms = Date.now() - started;
  if (ms > 500) log(`${name}: ${(ms / 1000).toFixed(1)} s`);
  return result;
}

/** `npm ci` in `dir` unless its node_modules were installed from the same lock file (a hash stamp). */
function ensureNodeModules(dir = ROOT) {
  const lock = join(dir, 'package-lock.json');
  const stampFile = join(dir, 'node_modules/.skora-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  log(`installing npm packages (npm ci${dir === ROOT ? '' : ` in ${relative(ROOT, dir)}/`})`);
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  writeFileSync(stampFile, hash);
}

function ensureWasmTarget() {
  const installed = capture('rustup', ['target', 'list', '--installed']) ?? '';
  if (installed.split('\n').includes('wasm32-unknown-unknown')) return;
  log('adding the wasm32-unknown-unknown Rust target');
  run('rustup', ['target', 'add', 'wasm32-unknown-unknown']);
}

export function wasmBindgenVersion() {
  const lock = readFileSync(join(ROOT, 'Cargo.lock'), 'utf8');
  const match = lock.match(/name = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!match) throw new Error('wasm-bindgen is not in Cargo.lock');
  return match[1];
}

function ensureWasmBindgenCli() {
  // The CLI must match the library version exactly, or the generated glue is rejected at build time.
  const version = wasmBindgenVersion();
  const cli = capture('wasm-bindgen', ['--version']);
  const runner = capture('wasm-bindgen-test-runner', ['--version']);
  if (cli?.endsWith(version) && runner?.endsWith(version)) return;
  log(`installing wasm-bindgen-cli ${version} (about 3 minutes, once per machine)`);
  run('cargo', ['install', 'wasm-bindgen-cli', '--version', version, '--force']);
}

function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CHROMEDRIVER)) return;
  log("installing Debian's chromium and chromium-driver");
  const args = ['install', '-y', '--no-install-recommends', 'chromium', 'chromium-driver'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  try {
    run('apt-get', args, { env });
  } catch {
    run('apt-get', ['update'], { env });
    run('apt-get', args, { env });
  }
}

/** Returns the Firebase environment (JAVA_HOME, emulator overrides) for the scripts that start emulators. */
export async function setup({ firebase = true } = {}) {
  const started = Date.now();
  step('npm packages', () => ensureNodeModules());
  // The Cloud Functions are their own package (deployed alone, Node 20, firebase-admin 13).
  step('functions packages', () => ensureNodeModules(join(ROOT, 'functions')));
  step('wasm target', ensureWasmTarget);
  step('wasm-bindgen-cli', ensureWasmBindgenCli);
  step('chromium', ensureChromium);
  let firebaseEnv = null;
  if (firebase) {
    const { ensureFirebaseTools } = await import('./lib/firebase-env.mjs');
    firebaseEnv = await ensureFirebaseTools({ log });
    for (const warning of firebaseEnv.warnings ?? []) log(`\x1b[33mwarning:\x1b[0m ${warning}`);
  }
  log(`setup done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return firebaseEnv;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await setup();
}
