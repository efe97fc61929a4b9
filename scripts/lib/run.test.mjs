// npm test's stage helpers: commands side by side (scripts/lib/run.mjs) and the e2e build's stamp (e2e-build.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { e2eBuildStamp } from './e2e-build.mjs';
import { ROOT, runSideBySide } from './run.mjs';

/** A Node child that creates `mine`, then waits until `theirs` exists: it can only end if the other one runs too. */
const waitsForTheOther = (mine, theirs) => [
  process.execPath,
  [
    '-e',
    `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(mine)}, '');
     const wait = () => (fs.existsSync(${JSON.stringify(theirs)}) ? console.log('saw the other') : setTimeout(wait, 20));
     wait();`,
  ],
];

test('runSideBySide runs the commands at the same time and resolves when both have ended', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skora-run-'));
  try {
    // Run one after the other, the first would wait for the second forever.
    await runSideBySide([waitsForTheOther(join(dir, 'a'), join(dir, 'b')), waitsForTheOther(join(dir, 'b'), join(dir, 'a'))]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('runSideBySide throws with the exit code of a command that failed, after the others have ended', async () => {
  await assert.rejects(
    runSideBySide([
      [process.execPath, ['-e', 'process.exit(3)']],
      [process.execPath, ['-e', '']],
    ]),
    (error) => error.exitCode === 3,
  );
});

test('the e2e build is made again when a VITE_ variable it is given changes, and only then', () => {
  const env = { VITE_USE_EMULATORS: 'true', VITE_PAYMENT_LINK_PRO_YEARLY: 'https://checkout.example.test/a' };
  // A fixed list of inputs: the repository's files may change under the test (another test writes probe files).
  const files = [join(ROOT, 'package-lock.json'), join(ROOT, 'vite.config.ts')];
  const stamp = (e) => e2eBuildStamp(e, files);
  assert.equal(stamp(env), stamp({ ...env }));
  assert.notEqual(stamp(env), stamp({ ...env, VITE_PAYMENT_LINK_PRO_YEARLY: 'https://checkout.example.test/b' }));
  assert.equal(stamp(env), stamp({ ...env, NOT_FOR_VITE: 'x' }));
});
