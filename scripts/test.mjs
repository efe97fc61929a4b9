// `npm test`: installs what is missing, then runs every test layer, cheapest first.
//   core (cargo + proptest, the reference document, the functions' Node facade) → facade (wasm-bindgen-test of every
//   wasm module in headless Chromium) → wasm release build (the app's modules and the functions' core) → production
//   build → tsc beside eslint → vitest (components) and node --test → on the emulators (Functions included): the rules
//   tests beside the functions tests, then the Playwright journeys.
// What overlaps: the npm packages install (network and disk) while the Rust stages compile and run; the facade's browser
// tests run beside the wasm release build and the e2e build; and the emulators start while tsc, eslint and vitest
// run, so they are up when the e2e stage begins.
// A stage whose inputs are unchanged since it last passed is reported as cached with their hash and not run again
// (scripts/lib/stage-cache.mjs); SKORA_TEST_FORCE=1 runs them all. The wasm build and the e2e production build are
// skipped when their inputs have not changed since the last one.
// SKORA_TEST_ONLY=core,facade,types,unit,e2e runs a subset (the emulator stage is "e2e").
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWasm, MODULES } from './build-wasm.mjs';
import { emulatorClientEnv, startEmulators } from './emulators.mjs';
import { buildForJourneys } from './lib/e2e-build.mjs';
import { HUB_HOST } from './lib/firebase-env.mjs';
import { bin, capture, log, ROOT, runSideBySide, start } from './lib/run.mjs';
import { passedBefore, recordPass, stageKey } from './lib/stage-cache.mjs';
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_HEADLESS_SHELL, ensureTools, firebaseTools, installPackages } from './setup.mjs';

/** The e2e build's only payment link (tests/e2e/public-pages.spec.ts expects it on Pro yearly). */
const E2E_PAYMENT_LINK_PRO_YEARLY = 'https://checkout.example.test/skora-pro-yearly';

/**
 * The build scripts' own logic (robots.txt, sitemap.xml, pre-rendering, the generated demo players, the code generated
 * from the wasm modules' exports), the lint rules' proof, the test stages' cache, and the functions' conversions and
 * their load of the core's Node build, for Node's test runner.
 */
const NODE_TESTS = [
  'scripts/lib/seo.test.mjs',
  'scripts/lib/prerender.test.mjs',
  'scripts/lib/security-headers.test.mjs',
  'scripts/lib/lint-rules.test.mjs',
  'scripts/lib/generated-players.test.mjs',
  'scripts/lib/generated-weekly.test.mjs',
  'scripts/lib/page-reads.test.mjs',
  'scripts/lib/run.test.mjs',
  'scripts/lib/wasm-exports.test.mjs',
  'scripts/lib/stage-cache.test.mjs',
  'functions/src/firestore-json.test.mjs',
  'functions/src/core.test.mjs',
  'functions/src/pictures.test.mjs',
  'functions/src/app-check.test.mjs',
  'functions/src/endpoints.test.mjs',
];

// Every Rust build here is a full one on CI (a fresh clone): incremental compilation would only add its own work and
// its caches (about 1.2 GB of the 2 GB in target/), and a run that fills the disk fails in whatever writes next.
// A developer's own cargo commands keep Cargo's default.
process.env.CARGO_INCREMENTAL ??= '0';

const only = process.env.SKORA_TEST_ONLY?.split(',').map((s) => s.trim());
const wanted = (stage) => !only || only.includes(stage);
const force = process.env.SKORA_TEST_FORCE === '1';

const versions = new Map();
/** A tool's version text (null when it is missing), asked once. */
function version(cmd, args = ['--version']) {
  const id = [cmd, ...args].join(' ');
  if (!versions.has(id)) versions.set(id, capture(cmd, args));
  return versions.get(id);
}
/** Java's own description of itself (its `release` file), from the Firebase environment. */
function javaVersion(firebaseEnv) {
  const release = firebaseEnv?.env?.JAVA_HOME && join(firebaseEnv.env.JAVA_HOME, 'release');
  return release && existsSync(release) ? readFileSync(release, 'utf8') : null;
}

/** The emulators' settings (Java, the jars in use, whether storage rules are enforced), PATH aside. */
function emulatorSettings(firebaseEnv) {
  const { PATH: _path, ...settings } = firebaseEnv?.env ?? {};
  return JSON.stringify(settings);
}

/**
 * What each stage reads besides its commands: the files (all of them unless listed), the tools' versions and the
 * environment variables. The Rust stages read the crates and the two files their tests check against the core
 * (storage.rules, firestore.indexes.json); a test that reads another file outside crates/ adds it here.
 */
const CRATE_INPUTS = ['crates', 'Cargo.toml', 'Cargo.lock', 'storage.rules', 'firestore.indexes.json'];
const rust = () => ({ rustc: version('rustc', ['-vV']), cargo: version('cargo', ['-V']) });
const built = () => ({ ...rust(), node: process.version, 'wasm-bindgen': version('wasm-bindgen') });
const chromium = () => ({
  chromium: version(CHROMIUM),
  chromedriver: version(CHROMEDRIVER),
  'chromium-headless-shell': version(CHROMIUM_HEADLESS_SHELL),
});
const INPUTS = {
  core: () => ({ paths: CRATE_INPUTS, tools: rust(), variables: /^(PROPTEST_|RUST)/ }),
  facade: () => ({
    paths: CRATE_INPUTS,
    tools: { ...rust(), ...chromium(), runner: version('wasm-bindgen-test-runner') },
    variables: /^(PROPTEST_|RUST)/,
  }),
  types: () => ({ tools: built() }),
  unit: () => ({ tools: built(), variables: /^VITE_/ }),
  e2e: (firebaseEnv) => ({
    tools: { ...built(), ...chromium(), java: javaVersion(firebaseEnv), emulators: emulatorSettings(firebaseEnv) },
    variables: /^(VITE_|SKORA_SITE_ORIGIN$)/,
  }),
};

const keys = new Map();
const key = (name, firebaseEnv) => {
  if (!keys.has(name)) keys.set(name, stageKey(name, INPUTS[name](firebaseEnv)));
  return keys.get(name);
};
/** Whether a stage is to run: asked for, and forced or not passed before with these inputs. */
const due = (name, firebaseEnv) => wanted(name) && (force || !passedBefore(name, key(name, firebaseEnv)));

const results = [];
async function stage(name, fn, firebaseEnv) {
  if (!wanted(name)) return;
  const inputs = key(name, firebaseEnv);
  if (!due(name, firebaseEnv)) {
    log(`── ${name} ── cached: passed with these inputs before (sha256 ${inputs.slice(0, 16)})`);
    results.push([name, `cached ${inputs.slice(0, 16)}`]);
    return;
  }
  const started = Date.now();
  log(`── ${name} ──`);
  await fn();
  results.push([name, `${((Date.now() - started) / 1000).toFixed(1)} s`]);
  // Recorded only when nothing it read changed while it ran.
  keys.delete(name);
  if (key(name, firebaseEnv) === inputs) recordPass(name, inputs);
}

/** Runs a command with inherited output without blocking (the emulators start meanwhile); throws when it fails. */
async function run(cmd, args, opts) {
  const code = await start(cmd, args, opts).exited;
  if (code !== 0) throw Object.assign(new Error(`${cmd} ${args.join(' ')} exited with ${code}`), { exitCode: code });
}

/**
 * Runs a command in the background with its output in test-results/<name>.log, printed whole when it ends (the
 * stages that run meanwhile print theirs); throws when it fails. A file, not a pipe: the release build blocks this
 * process's event loop, and a full pipe would stall the command.
 */
async function runHeldBack(name, cmd, args, opts) {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const file = join(ROOT, `test-results/${name}.log`);
  const fd = openSync(file, 'w');
  const child = start(cmd, args, { ...opts, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const code = await child.exited;
  process.stdout.write(readFileSync(file));
  log(`${name}: ${cmd} ${args[0]} exited with ${code} (its report: ${file.slice(ROOT.length + 1)})`);
  if (code !== 0) throw Object.assign(new Error(`${cmd} ${args.join(' ')} exited with ${code}`), { exitCode: code });
}

/** Where the emulators' own output goes while the other stages print theirs. */
const EMULATOR_LOG = join(ROOT, 'test-results/emulators.log');
let emulators = null;
const starting = new AbortController();

/**
 * Starts the emulators in the background (auth, Firestore, Storage, Functions, and Hosting serving dist/); resolves
 * once they answer and the functions are loaded. Their output goes to test-results/emulators.log.
 */
function startEmulatorsEarly() {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const fd = openSync(EMULATOR_LOG, 'w');
  log(`starting the emulators in the background (their output: ${EMULATOR_LOG.slice(ROOT.length + 1)})`);
  const started = Date.now();
  const starting_ = startEmulators({
    log: (message) => log(message),
    stdio: fd,
    watchRules: false,
    hosting: true,
    // tsc, eslint and vitest keep both cores busy meanwhile.
    timeoutMs: 300_000,
    signal: starting.signal,
  }).then((emu) => {
    emulators = emu;
    const after = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    log(`the emulators are up after ${after}`);
    results.push(['emulators', `up after ${after}, beside the stages before e2e`]);
    return emu;
  });
  starting_.finally(() => closeSync(fd)).catch(() => {});
  return starting_;
}

async function stopEmulators() {
  starting.abort();
  await emulators?.stop();
}
process.on('SIGINT', () => void stopEmulators().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopEmulators().then(() => process.exit(143)));

function report() {
  for (const [name, what] of results) log(`${name.padEnd(9)} ${what}`);
}

const started = Date.now();
try {
  // Setup: the npm packages (and then Java and the emulators' jars) install in the background while the Rust stages
  // compile and run, which need neither.
  const setupStarted = Date.now();
  const ready = installPackages()
    .then(() => (wanted('e2e') ? firebaseTools() : null))
    .then((firebaseEnv) => {
      log(`setup done in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);
      return firebaseEnv;
    });
  ready.catch(() => {});
  ensureTools();
  // The core's rules (its three crates), the reference document the build emits from them, and the functions' Node
  // facade (native): every crate of the workspace but the browser modules, whose tests run in Chromium below.
  await stage('core', () => run('cargo', ['test', '--workspace', ...MODULES.flatMap((m) => ['--exclude', m.crate])]));
  // Every wasm module in one cargo invocation (one build of the shared dependencies); each crate's browser tests are one
  // binary (tests/browser/main.rs), since each binary starts a browser of its own. Beside the release build and the
  // e2e build below: each leaves a core idle for long stretches (a module's link-time optimisation and wasm-bindgen
  // run on one thread; the browser tests mostly wait), so together they take about the longer one's time and a third
  // of the shorter's. Their own target folder, so neither waits for the other's lock on target/. Its report is held
  // back (test-results/facade.log) and printed whole when it ends, so the two never interleave.
  const facade = stage('facade', () =>
    runHeldBack(
      'facade',
      'cargo',
      ['test', ...MODULES.flatMap((m) => ['-p', m.crate]), '--target', 'wasm32-unknown-unknown'],
      {
        env: {
          CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER: 'wasm-bindgen-test-runner',
          CHROMEDRIVER,
          CARGO_TARGET_DIR: join(ROOT, 'target/facade'),
        },
      },
    ),
  );
  facade.catch(() => {});
  const firebaseEnv = await ready;
  let emulatorsUp = null;
  if (['types', 'unit', 'e2e'].some((name) => due(name, firebaseEnv))) {
    const building = Date.now();
    buildWasm({ release: true });
    results.push(['wasm', `${((Date.now() - building) / 1000).toFixed(1)} s (the release build, or its up-to-date check)`]);
  }
  if (due('e2e', firebaseEnv)) {
    // One checkout link configured (Pro yearly) and the others empty (set here, so a developer's .env cannot fill
    // them): the journeys see the payment portal both ways. Built before the emulators start: the Functions emulator
    // loads functions/site/ (the pre-rendered CV page) with the functions.
    // Skipped when dist/ already holds this build of unchanged sources (scripts/lib/e2e-build.mjs).
    buildForJourneys({
      VITE_USE_EMULATORS: 'true',
      VITE_PAYMENT_LINK_PRO_MONTHLY: '',
      VITE_PAYMENT_LINK_PRO_YEARLY: E2E_PAYMENT_LINK_PRO_YEARLY,
      VITE_PAYMENT_LINK_CLUB_MONTHLY: '',
      VITE_PAYMENT_LINK_CLUB_YEARLY: '',
    });
    emulatorsUp = startEmulatorsEarly();
    emulatorsUp.catch(() => {});
  }
  await facade;
  // tsc and eslint each keep one core busy: side by side.
  await stage('types', () =>
    runSideBySide([
      [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
      // The structure rules (eslint.config.js): app → features → shared, Firebase only in shared/firebase, kebab-case.
      [bin('eslint'), ['.']],
    ]),
  );
  // vitest on two workers (vite.config.ts), then Node's test runner two files at a time. Not side by side: the
  // components' longest tests would come near their time limit with three processes on two cores.
  await stage('unit', async () => {
    await run(bin('vitest'), ['run']);
    await run(process.execPath, ['--test', '--test-concurrency=2', ...NODE_TESTS]);
  });
  await stage(
    'e2e',
    async () => {
      const emu = await emulatorsUp;
      // The rules tests beside the functions tests (their writes go to projects the Functions emulator does not watch),
      // then the journeys (scripts/lib/emulator-suites.mjs). Hosting serves dist/ as production would (pre-rendered
      // pages, rewrites, headers) for the journeys; the Functions emulator keeps the player index as in `npm run dev`.
      const env = { ...emu.env, ...emulatorClientEnv(), FIREBASE_EMULATOR_HUB: HUB_HOST };
      try {
        await run(process.execPath, ['scripts/lib/emulator-suites.mjs'], { env });
      } catch (error) {
        log(`the emulators' own output (the functions' logs): ${EMULATOR_LOG.slice(ROOT.length + 1)}`);
        throw Object.assign(new Error(`rules, functions or end-to-end tests failed (exit ${error.exitCode})`), { exitCode: error.exitCode });
      } finally {
        await stopEmulators();
      }
    },
    firebaseEnv,
  );
  report();
  log(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  await stopEmulators().catch(() => {});
  report();
  console.error(`\x1b[31m[skora] ${error.message}\x1b[0m`);
  process.exit(error.exitCode ?? 1);
}
