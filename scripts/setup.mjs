// Installs whatever this machine is missing; each step checks first, so a warm run takes about a second.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { capture, log, ROOT, run, runSideBySide } from './lib/run.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMEDRIVER = '/usr/bin/chromedriver';
/** Chromium's old headless mode as a binary of its own (playwright.config.ts): the journeys' browser. */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function step(name, fn) {
  const started = Date.now();
  const result = fn();
  const ms = Date.now() - started;
  if (ms > 500) log(`${name}: ${(ms / 1000).toFixed(1)} s`);
  return result;
}

/** The lock file's hash, and where it is stamped once `dir`'s node_modules are installed from it. */
function lockStamp(dir) {
  const hash = createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');
  return { hash, file: join(dir, 'node_modules/.skora-lock-hash') };
}

const installed = (dir) => {
  const { hash, file } = lockStamp(dir);
  return existsSync(file) && readFileSync(file, 'utf8') === hash;
};

const NPM_CI = ['ci', '--no-audit', '--no-fund'];
const where = (dir) => (dir === ROOT ? '' : ` in ${relative(ROOT, dir)}/`);

/** `npm ci` in `dir` unless its node_modules were installed from the same lock file (a hash stamp). */
function ensureNodeModules(dir = ROOT) {
  if (installed(dir)) return;
  log(`installing npm packages (npm ci${where(dir)})`);
  run('npm', NPM_CI, { cwd: dir });
  writeFileSync(lockStamp(dir).file, lockStamp(dir).hash);
}

/** The npm packages' folders: the app's, and the Cloud Functions' own (deployed alone, Node 20, firebase-admin 13). */
const PACKAGE_DIRS = [ROOT, join(ROOT, 'functions')];

/**
 * `npm ci` where needed, without blocking: the network and the disk do most of the work, so `npm test` compiles and
 * runs the Rust stages meanwhile. Each install's output is printed whole when it ends. Resolves once all are there.
 */
export async function installPackages() {
  for (const dir of PACKAGE_DIRS) {
    if (installed(dir)) continue;
    log(`installing npm packages in the background (npm ci${where(dir)})`);
    await runSideBySide([['npm', NPM_CI, { cwd: dir }]]);
    writeFileSync(lockStamp(dir).file, lockStamp(dir).hash);
  }
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
  if ([CHROMIUM, CHROMEDRIVER, CHROMIUM_HEADLESS_SHELL].every((file) => existsSync(file))) return;
  log("installing Debian's chromium, chromium-driver and chromium-headless-shell");
  const args = ['install', '-y', '--no-install-recommends', 'chromium', 'chromium-driver', 'chromium-headless-shell'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  try {
    run('apt-get', args, { env });
  } catch {
    run('apt-get', ['update'], { env });
    run('apt-get', args, { env });
  }
}

/** The tools the tests need: the wasm target, wasm-bindgen-cli, Chromium with its driver and its headless shell. */
export function ensureTools() {
  step('wasm target', ensureWasmTarget);
  step('wasm-bindgen-cli', ensureWasmBindgenCli);
  step('chromium', ensureChromium);
}

/** Java and the emulators' jars (scripts/lib/firebase-env.mjs): the Firebase environment, its warnings printed. */
export async function firebaseTools() {
  const { ensureFirebaseTools } = await import('./lib/firebase-env.mjs');
  const firebaseEnv = await ensureFirebaseTools({ log });
  for (const warning of firebaseEnv.warnings ?? []) log(`\x1b[33mwarning:\x1b[0m ${warning}`);
  return firebaseEnv;
}

/** Returns the Firebase environment (JAVA_HOME, emulator overrides) for the scripts that start emulators. */
export async function setup({ firebase = true } = {}) {
  const started = Date.now();
  for (const dir of PACKAGE_DIRS) step(`npm packages${where(dir)}`, () => ensureNodeModules(dir));
  ensureTools();
  const firebaseEnv = firebase ? await firebaseTools() : null;
  log(`setup done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return firebaseEnv;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await setup();
}
