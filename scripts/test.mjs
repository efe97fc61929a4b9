// `npm test`: installs what is missing, then runs every test layer, cheapest first.
//   core (cargo + proptest, the reference document, the functions' Node facade) → facade (wasm-bindgen-test of every
//   wasm module in headless Chromium) → wasm release build (the app's modules and the functions' core) → tsc beside
//   eslint → vitest (components) and node --test → production build → on the emulators (Functions included): the
//   rules tests beside the functions tests, then the Playwright journeys.
// The wasm build and the e2e production build are skipped when their inputs have not changed since the last one.
// SKORA_TEST_ONLY=core,facade,types,unit,e2e runs a subset (the emulator stage is "e2e").
import { buildWasm, MODULES } from './build-wasm.mjs';
import { execWithEmulators } from './emulators.mjs';
import { buildForJourneys } from './lib/e2e-build.mjs';
import { bin, log, run, runSideBySide } from './lib/run.mjs';
import { CHROMEDRIVER, setup } from './setup.mjs';

/** The e2e build's only payment link (tests/e2e/public-pages.spec.ts expects it on Pro yearly). */
const E2E_PAYMENT_LINK_PRO_YEARLY = 'https://checkout.example.test/skora-pro-yearly';

/**
 * The build scripts' own logic (robots.txt, sitemap.xml, pre-rendering, the generated demo players, the code generated
 * from the wasm modules' exports), the lint rules' proof, and the functions' conversions and their load of the core's
 * Node build, for Node's test runner.
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
  'functions/src/firestore-json.test.mjs',
  'functions/src/core.test.mjs',
  'functions/src/pictures.test.mjs',
  'functions/src/app-check.test.mjs',
];

const only = process.env.SKORA_TEST_ONLY?.split(',').map((s) => s.trim());
const wanted = (stage) => !only || only.includes(stage);
const timings = [];

async function stage(name, fn) {
  if (!wanted(name)) return;
  const started = Date.now();
  log(`── ${name} ──`);
  await fn();
  timings.push([name, Date.now() - started]);
}

const started = Date.now();
try {
  await setup({ firebase: wanted('e2e') });
  // The core's rules (its three crates), the reference document the build emits from them, and the functions' Node
  // facade (native): every crate of the workspace but the browser modules, whose tests run in Chromium below.
  await stage('core', () => run('cargo', ['test', '--workspace', ...MODULES.flatMap((m) => ['--exclude', m.crate])]));
  // Every wasm module in one cargo invocation (one build of the shared dependencies); each crate's browser tests are one
  // binary (tests/browser/main.rs), since each binary starts a browser of its own.
  await stage('facade', () =>
    run('cargo', ['test', ...MODULES.flatMap((m) => ['-p', m.crate]), '--target', 'wasm32-unknown-unknown'], {
      env: { CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER: 'wasm-bindgen-test-runner', CHROMEDRIVER },
    }),
  );
  buildWasm({ release: true });
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
  await stage('unit', () => {
    run(bin('vitest'), ['run']);
    run(process.execPath, ['--test', '--test-concurrency=2', ...NODE_TESTS]);
  });
  await stage('e2e', async () => {
    // One checkout link configured (Pro yearly) and the others empty (set here, so a developer's .env cannot fill
    // them): the journeys see the payment portal both ways.
    // Skipped when dist/ already holds this build of unchanged sources (scripts/lib/e2e-build.mjs).
    buildForJourneys({
      VITE_USE_EMULATORS: 'true',
      VITE_PAYMENT_LINK_PRO_MONTHLY: '',
      VITE_PAYMENT_LINK_PRO_YEARLY: E2E_PAYMENT_LINK_PRO_YEARLY,
      VITE_PAYMENT_LINK_CLUB_MONTHLY: '',
      VITE_PAYMENT_LINK_CLUB_YEARLY: '',
    });
    // One emulator session: the rules tests beside the functions tests (their writes go to projects the Functions
    // emulator does not watch), then the journeys (scripts/lib/emulator-suites.mjs). Hosting serves dist/ as
    // production would (pre-rendered pages, rewrites, headers) for the journeys; the Functions emulator keeps the
    // player index as it does in `npm run dev`.
    const code = await execWithEmulators(`${JSON.stringify(process.execPath)} scripts/lib/emulator-suites.mjs`, { log, hosting: true });
    if (code !== 0) throw Object.assign(new Error(`rules, functions or end-to-end tests failed (exit ${code})`), { exitCode: code });
  });
  for (const [name, ms] of timings) log(`${name.padEnd(8)} ${(ms / 1000).toFixed(1)} s`);
  log(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  for (const [name, ms] of timings) log(`${name.padEnd(8)} ${(ms / 1000).toFixed(1)} s`);
  console.error(`\x1b[31m[skora] ${error.message}\x1b[0m`);
  process.exit(error.exitCode ?? 1);
}
