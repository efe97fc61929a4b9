// The production build the journeys run against (npm test's e2e stage): skipped when what it is made from has not
// changed since the last one. The stamp lives in dist/, which every build empties first, so any other build of dist/
// (`npm run build`, the bench) drops it and the next e2e stage builds again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bin, log, ROOT, run } from './run.mjs';
import { fingerprint, sourceFiles } from './wasm-build.mjs';

const STAMP = join(ROOT, 'dist/.vite/skora-e2e-build');
/** What the build writes besides dist/: the pre-rendered CV page the playerPage function serves. */
const OUTPUTS = ['dist/index.html', 'functions/site/player-page.html', 'functions/site/site.json'];

/**
 * A hash of everything the build reads: the app (with the built wasm and the generated reference data), the crates
 * (the sitemap's route table comes from `cargo run`), the build's scripts and configuration, the locked packages, the
 * .env files and the VITE_ variables it is given. `files` is for tests: the default list walks the repository, where
 * another test may be writing a probe file at that moment.
 */
export function e2eBuildStamp(env, files = buildInputs()) {
  const variables = Object.entries({ ...process.env, ...env })
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(fingerprint(true, files)).update(JSON.stringify(variables)).digest('hex');
}

function buildInputs() {
  return [
    ...sourceFiles(join(ROOT, 'app')),
    ...sourceFiles(join(ROOT, 'crates')),
    ...sourceFiles(join(ROOT, 'scripts/lib')),
    ...['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'firebase.json'].map((file) => join(ROOT, file)),
    ...readdirSync(ROOT)
      .filter((name) => name.startsWith('.env'))
      .map((name) => join(ROOT, name)),
  ];
}

/** `vite build` with `env`, unless dist/ already holds a build of the same inputs. */
export function buildForJourneys(env) {
  const ready = OUTPUTS.every((file) => existsSync(join(ROOT, file)));
  if (ready && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === e2eBuildStamp(env)) {
    log('the e2e build in dist/ is up to date');
    return;
  }
  run(bin('vite'), ['build'], { env });
  mkdirSync(dirname(STAMP), { recursive: true });
  // Taken after the build: it may rewrite firebase.json's headers for its environment.
  writeFileSync(STAMP, e2eBuildStamp(env));
}
