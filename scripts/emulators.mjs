// Helpers to run the Firebase Emulator Suite (auth, firestore, storage, functions) for SKORA, offline-capable.
//
//   const emu = await startEmulators({ importExportDir: '.emulator-data', log: console.log });
//   ... await emu.stop();
//   const code = await execWithEmulators('npx vitest run -c vitest.rules.config.ts', { log: console.log });
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unwatchFile, watchFile } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import {
  ensureFirebaseTools,
  firebaseBin,
  PROJECT_ID,
  DATABASE_ID,
  EMULATOR_HOSTS,
  FUNCTIONS_HOST,
  HOSTING_HOST,
  repoRoot,
} from './lib/firebase-env.mjs';
import { EMULATOR_CONFIG_FILE, writeEmulatorConfig } from './lib/security-headers.mjs';

export const ONLY = 'auth,firestore,storage,functions';
export { EMULATOR_HOSTS, FUNCTIONS_HOST, HOSTING_HOST };

/**
 * The emulators to start and the hosts that must answer. `functions` (default on): the Cloud Functions that keep
 * the player index (they need functions/core/, built by scripts/build-wasm.mjs); off for the rules tests, whose
 * writes would otherwise set off triggers that write while the next test arranges its documents. `hosting`: the
 * built site too (tests, bench).
 */
function emulatorSet({ hosting = false, functions = true } = {}) {
  const hosts = { ...EMULATOR_HOSTS };
  if (functions) hosts.functions = FUNCTIONS_HOST;
  if (hosting) hosts.hosting = HOSTING_HOST;
  return { only: Object.keys(hosts).join(','), hosts };
}

/** Env vars that point Firebase SDKs (client + admin) and our scripts at the emulators. */
export function emulatorClientEnv() {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOSTS.auth,
    FIRESTORE_EMULATOR_HOST: EMULATOR_HOSTS.firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: EMULATOR_HOSTS.storage,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}

function portOpen(hostPort) {
  const [host, port] = hostPort.split(':');
  return new Promise((res) => {
    const s = connect({ host, port: Number(port) });
    const done = (ok) => {
      s.destroy();
      res(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

async function httpAnswers(hostPort) {
  try {
    await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(2000) });
    return true; // any HTTP status means the server is up
  } catch {
    return false;
  }
}

/**
 * Whether the Functions emulator has loaded the triggers: it answers HTTP before it reads functions/, and writes made
 * in between (the demo data) would set nothing off.
 */
async function functionsLoaded(hostPort) {
  try {
    const res = await fetch(`http://${hostPort}/backends`, { signal: AbortSignal.timeout(2000) });
    const { backends = [] } = await res.json();
    return backends.some((backend) => backend.functionTriggers?.length > 0);
  } catch {
    return false;
  }
}

async function assertPortsFree(hosts = EMULATOR_HOSTS) {
  const busy = [];
  for (const [name, hp] of Object.entries(hosts)) if (await portOpen(hp)) busy.push(`${name} (${hp})`);
  if (busy.length) {
    throw new Error(`Emulator port(s) already in use: ${busy.join(', ')}. Are emulators already running? Stop them first.`);
  }
}

/**
 * `--config` for firebase-tools: firebase.json as it is, but with the emulators' origins allowed by the
 * Content-Security-Policy, since the e2e build calls them (scripts/lib/security-headers.mjs).
 */
async function configArgs() {
  await writeEmulatorConfig({ ...EMULATOR_HOSTS, functions: FUNCTIONS_HOST });
  return ['--config', EMULATOR_CONFIG_FILE];
}

function prepare(log, { importExportDir, only = ONLY } = {}) {
  return ensureFirebaseTools({ log }).then(async (r) => {
    const args = [...(await configArgs()), '--project', PROJECT_ID, '--only', only];
    if (importExportDir) {
      const dir = resolve(repoRoot, importExportDir);
      mkdirSync(dir, { recursive: true });
      args.push('--import', dir, '--export-on-exit', dir);
    }
    return { ...r, args };
  });
}

/**
 * (Re)loads firestore.rules into the NAMED database. firebase-tools' own hot reload only PUTs the project-level
 * endpoint, which the emulator applies to "(default)" only; "skora" keeps the rules it had at start-up.
 */
export async function loadFirestoreRulesIntoNamedDb(log = console.log) {
  const content = readFileSync(resolve(repoRoot, 'firestore.rules'), 'utf8');
  const res = await fetch(
    `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }) },
  );
  const body = await res.json().catch(() => ({}));
  const errors = (body.issues ?? []).filter((i) => i.severity === 'ERROR');
  if (!res.ok || errors.length) {
    log(`[emulators] firestore.rules NOT reloaded into database "${DATABASE_ID}": ${JSON.stringify(errors.length ? errors : body)}`);
    return false;
  }
  log(`[emulators] firestore.rules reloaded into database "${DATABASE_ID}"`);
  return true;
}

// firebase-tools' --import/--export-on-exit only covers the "(default)" Firestore database (hubExport.js hard-codes
// it). The named database is exported/imported by us through the emulator's per-database endpoints into
// <importExportDir>/firestore_named/<db>/ (next to firebase's own export files).
const NAMED_EXPORT_SUBDIR = 'firestore_named';

function namedExportMetadata(dir) {
  return join(dir, NAMED_EXPORT_SUBDIR, DATABASE_ID, `${DATABASE_ID}.overall_export_metadata`);
}

async function firestoreEmulatorCall(path, body) {
  const res = await fetch(`http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} -> ${res.status} ${await res.text()}`);
}

export async function importNamedDatabase(dir, log = console.log) {
  const meta = namedExportMetadata(dir);
  if (!existsSync(meta)) return false;
  await firestoreEmulatorCall(`/databases/${DATABASE_ID}:import`, {
    database: `projects/${PROJECT_ID}/databases/${DATABASE_ID}`,
    export_directory: meta,
  });
  log(`[emulators] imported Firestore database "${DATABASE_ID}" from ${meta}`);
  return true;
}

/** Exports the named database into a temp dir; returns it (move it into place after firebase's own export). */
async function exportNamedDatabaseToTemp() {
  const tmp = mkdtempSync(join(tmpdir(), 'skora-firestore-export-'));
  await firestoreEmulatorCall(`/databases/${DATABASE_ID}:export`, {
    database: `projects/${PROJECT_ID}/databases/${DATABASE_ID}`,
    export_directory: tmp,
    export_name: DATABASE_ID,
  });
  return tmp;
}

/**
 * Starts the emulators in the background; resolves once auth, firestore and storage answer HTTP.
 * @param {{ importExportDir?: string, log?: (m: string) => void, stdio?: 'inherit'|'pipe'|'ignore', timeoutMs?: number }} [opts]
 */
export async function startEmulators({
  importExportDir,
  log = console.log,
  stdio = 'inherit',
  timeoutMs = 120_000,
  watchRules = true,
  signal,
  hosting = false,
  functions = true,
} = {}) {
  const { only, hosts } = emulatorSet({ hosting, functions });
  await assertPortsFree(hosts);
  const { env, args, warnings, storageRulesEnforced } = await prepare(log, { importExportDir, only });
  log(`[emulators] firebase emulators:start ${args.join(' ')}`);
  const child = spawn(firebaseBin, ['emulators:start', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdio, stdio],
    // Own process group: a terminal Ctrl-C reaches only us, and we send exactly ONE SIGINT
    // (a second SIGINT makes firebase-tools skip the clean shutdown and the export).
    detached: true,
  });
  // The child runs in its own process group, so a Ctrl-C during start-up must be passed on by hand, or the
  // emulators would outlive the script that started them.
  const abortStart = () => child.kill('SIGINT');
  signal?.addEventListener('abort', abortStart, { once: true });
  let exited = null;
  const exitPromise = new Promise((res) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      res(exited);
    });
  });

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`firebase emulators:start exited early (code ${exited.code}, signal ${exited.signal})`);
    const up = await Promise.all(Object.values(hosts).map(httpAnswers));
    if (up.every(Boolean) && (!hosts.functions || (await functionsLoaded(hosts.functions)))) break;
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      const why = up.every(Boolean) ? ': the Cloud Functions did not load (see the log above; is functions/core/ built?)' : '';
      throw new Error(`Emulators did not come up within ${timeoutMs / 1000}s${why}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  signal?.removeEventListener('abort', abortStart);
  const dataDir = importExportDir ? resolve(repoRoot, importExportDir) : null;
  if (dataDir) {
    try {
      await importNamedDatabase(dataDir, log);
    } catch (e) {
      log(`[emulators] WARNING: could not import Firestore database "${DATABASE_ID}": ${e.message}`);
    }
  }
  log(`[emulators] ready: ${Object.entries(hosts).map(([name, host]) => `${name} ${host}`).join(', ')}`);
  for (const w of warnings) log(`\x1b[33mWARNING: ${w}\x1b[0m`);

  const rulesFile = resolve(repoRoot, 'firestore.rules');
  if (watchRules) {
    watchFile(rulesFile, { interval: 500 }, () => void loadFirestoreRulesIntoNamedDb(log));
  }

  let stopping = null;
  return {
    child,
    env,
    warnings,
    storageRulesEnforced,
    exited: exitPromise,
    /** SIGINT -> firebase exports data (if --export-on-exit) and stops all emulators. */
    stop({ timeoutMs: stopTimeout = 60_000 } = {}) {
      if (stopping) return stopping;
      stopping = (async () => {
        if (watchRules) unwatchFile(rulesFile);
        if (exited) return exited;
        let namedExport = null;
        if (dataDir) {
          try {
            namedExport = await exportNamedDatabaseToTemp();
          } catch (e) {
            log(`[emulators] WARNING: could not export Firestore database "${DATABASE_ID}": ${e.message}`);
          }
        }
        child.kill('SIGINT');
        const timer = setTimeout(() => {
          log('[emulators] did not stop in time; sending SIGKILL');
          child.kill('SIGKILL');
        }, stopTimeout);
        const r = await exitPromise;
        clearTimeout(timer);
        if (namedExport) {
          // firebase-tools replaced dataDir with its own export by now; add ours next to it.
          const target = join(dataDir, NAMED_EXPORT_SUBDIR, DATABASE_ID);
          rmSync(target, { recursive: true, force: true });
          mkdirSync(dataDir, { recursive: true });
          cpSync(join(namedExport, DATABASE_ID), target, { recursive: true });
          rmSync(namedExport, { recursive: true, force: true });
          log(`[emulators] exported Firestore database "${DATABASE_ID}" to ${target}`);
        }
        return r;
      })();
      return stopping;
    },
  };
}

/**
 * Runs `command` (a shell string) inside `firebase emulators:exec`; resolves to its exit code.
 * @param {string} command
 * @param {{ log?: (m: string) => void, importDir?: string, hosting?: boolean, functions?: boolean }} [opts]
 */
export async function execWithEmulators(command, { log = console.log, importDir, hosting = false, functions = true } = {}) {
  const { only, hosts } = emulatorSet({ hosting, functions });
  await assertPortsFree(hosts);
  const { env, warnings } = await ensureFirebaseTools({ log });
  for (const w of warnings) log(`\x1b[33mWARNING: ${w}\x1b[0m`);
  const args = ['emulators:exec', ...(await configArgs()), '--project', PROJECT_ID, '--only', only];
  if (importDir) args.push('--import', resolve(repoRoot, importDir));
  args.push(command);
  log(`[emulators] firebase ${args.join(' ')}`);
  const child = spawn(firebaseBin, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...emulatorClientEnv() },
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  // The Hosting emulator logs every request it serves; the tests' own output is what matters here.
  let pending = '';
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (!/^i\s+hosting: \S+ - - \[/.test(line)) process.stdout.write(`${line}\n`);
  });
  child.stdout.on('end', () => pending && process.stdout.write(pending));
  // A terminal Ctrl-C already reaches firebase (same process group); forwarding it would be a second SIGINT,
  // which makes firebase-tools skip its clean shutdown. So only keep ourselves alive on SIGINT.
  const onInt = () => {};
  const onTerm = () => child.kill('SIGINT');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return new Promise((res) => {
    child.once('exit', (code, signal) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      res(code ?? (signal ? 1 : 0));
    });
    child.once('error', (e) => {
      log(`[emulators] failed to run firebase: ${e.message}`);
      res(1);
    });
  });
}

// CLI: `node scripts/emulators.mjs [--persist]` starts the emulators until Ctrl-C.
import { fileURLToPath } from 'node:url';
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const persist = process.argv.includes('--persist');
  const emu = await startEmulators({ importExportDir: persist ? '.emulator-data' : undefined });
  const shutdown = async () => {
    await emu.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const r = await emu.exited;
  process.exit(r.code ?? 0);
}
