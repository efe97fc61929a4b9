// The test suites that need the emulators, run inside one `firebase emulators:exec` (scripts/test.mjs):
//   the rules tests and the functions tests side by side, then the Playwright journeys.
// The rules tests write to projects of their own (tests/rules/firestore-env.ts), which the Functions emulator (serving
// `demo-skora`) does not watch, so their writes set off no trigger; the functions tests and the journeys use
// `demo-skora`. The journeys' demo data is loaded as soon as the functions tests are done, while the rules tests may
// still run (the seed pauses the triggers, which the functions tests need; the rules tests' projects have none), and
// their global setup then skips it. The journeys come last: their pages want the machine to themselves.
//   node scripts/lib/emulator-suites.mjs [rules] [functions] [journeys]   (default: all three)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seed } from '../seed.mjs';
import { bin, ROOT } from './run.mjs';

const SUITES = {
  rules: [bin('vitest'), ['run', '-c', 'vitest.rules.config.ts']],
  functions: [bin('vitest'), ['run', '-c', 'vitest.functions.config.ts']],
  journeys: [bin('playwright'), ['test']],
};

/** Where a suite that runs beside another one writes its whole report. */
const REPORTS = join(ROOT, 'test-results');

/**
 * Runs a suite; resolves to its exit code. `quiet`: its report goes to test-results/<name>.log, and only its summary
 * (or, when it fails, the whole report) is printed when it ends, so two suites running at once do not interleave.
 */
function runSuite(name, { quiet = false, env = {} } = {}) {
  const [cmd, args] = SUITES[name];
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const chunks = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
  }
  return new Promise((resolve) => {
    const done = (code) => {
      if (quiet) {
        const report = Buffer.concat(chunks).toString();
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${name}.log`), report);
        const lines = report.trimEnd().split('\n');
        // A skipped test's line carries the reason it was skipped: those are printed with the summary.
        const skipped = lines.filter((line) => line.includes('↓'));
        console.log(code === 0 ? [...skipped, ...lines.slice(-SUMMARY_LINES)].join('\n') : report);
        console.log(`\x1b[36m[skora]\x1b[0m ${name} suite's whole report: test-results/${name}.log`);
      }
      console.log(`\x1b[36m[skora]\x1b[0m ${name} suite: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code);
    };
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
  });
}

/** vitest's closing lines: files, tests, start time and duration. */
const SUMMARY_LINES = 8;

const wanted = process.argv.slice(2);
const want = (name) => wanted.length === 0 || wanted.includes(name);
/** The journeys' demo data (tests/e2e/support/global-setup.ts does the same when it runs alone). */
async function seedJourneys() {
  const { generated, ms } = await seed({ log: () => {} });
  console.log(`\x1b[36m[skora]\x1b[0m seeded the journeys' named demo players and ${generated} generated ones in ${(ms / 1000).toFixed(1)} s`);
}

const seededEarly = want('functions') && want('journeys');
const functionsThenSeed = async () => {
  const code = await runSuite('functions');
  if (code !== 0 || !seededEarly) return code;
  try {
    await seedJourneys();
    return 0;
  } catch (error) {
    console.error(`\x1b[31m[skora]\x1b[0m the journeys' seed failed: ${error.message}`);
    return 1;
  }
};
const side = [want('rules') && runSuite('rules', { quiet: want('functions') }), want('functions') && functionsThenSeed()];
const codes = await Promise.all(side.filter(Boolean));
let failed = codes.some((code) => code !== 0);
if (!failed && want('journeys')) {
  failed = (await runSuite('journeys', { env: seededEarly ? { SKORA_E2E_SEEDED: '1' } : {} })) !== 0;
}
// exitCode, not exit(): the reports written to a pipe are flushed first.
process.exitCode = failed ? 1 : 0;
