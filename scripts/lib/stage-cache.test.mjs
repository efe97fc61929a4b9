// npm test's per-stage result cache: a stage's key changes with exactly its inputs, and a pass is found again only for
// the same key.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { passedBefore, recordPass, stageKey, workTreeFiles } from './stage-cache.mjs';

/** A git work tree with a crate, an app file, a gitignored build output and a committed .gitignore. */
function repo() {
  const root = mkdtempSync(join(tmpdir(), 'skora-stage-cache-'));
  const write = (file, text) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('crates/core/src/lib.rs', 'pub fn rule() {}\n');
  write('Cargo.lock', 'lock 1\n');
  write('app/src/main.ts', 'export {};\n');
  write('.gitignore', 'dist/\n.env\n');
  write('dist/index.html', '<p>built</p>\n');
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'first');
  return { root, write, done: () => rmSync(root, { recursive: true, force: true }) };
}

const CORE = { paths: ['crates', 'Cargo.lock'] };

test("a stage's key changes with a file under its paths, and only with those; the documentation is none", () => {
  const { root, write, done } = repo();
  try {
    const core = () => stageKey('core', { ...CORE, root, env: {} });
    const all = () => stageKey('unit', { root, env: {} });
    const [core1, all1] = [core(), all()];
    write('app/src/main.ts', 'export const changed = 1;\n');
    assert.equal(core(), core1, 'an app file is no input of the Rust stage');
    assert.notEqual(all(), all1);
    write('crates/core/src/lib.rs', 'pub fn rule() { /* edited, not committed */ }\n');
    assert.notEqual(core(), core1, 'a crate edited in the work tree');
    const core2 = core();
    write('Cargo.lock', 'lock 2\n');
    assert.notEqual(core(), core2, 'the lock file');
    const [core3, all3] = [core(), all()];
    write('docs/testing.md', '# How to test\n');
    write('README.md', '# SKORA\n');
    assert.deepEqual([core(), all()], [core3, all3], 'the documentation is no input');
  } finally {
    done();
  }
});

test('untracked files count unless git ignores them; the .env files count though ignored', () => {
  const { root, write, done } = repo();
  try {
    const all = () => stageKey('unit', { root, env: {} });
    const before = all();
    write('dist/index.html', '<p>rebuilt</p>\n');
    assert.equal(all(), before, 'build output is no input');
    write('app/src/new.test.ts', 'test("new", () => {});\n');
    assert.ok(workTreeFiles(root).includes('app/src/new.test.ts'));
    const withNewFile = all();
    assert.notEqual(withNewFile, before, 'a new test file not yet added to git');
    write('.env', 'VITE_SITE_URL=https://example.test\n');
    assert.notEqual(all(), withNewFile, 'the .env file Vite reads');
  } finally {
    done();
  }
});

test("a tool's version and the stage's own environment variables are inputs; other variables are not", () => {
  const { root, done } = repo();
  try {
    const key = (tools, env) => stageKey('e2e', { root, tools, env, variables: /^VITE_/ });
    const base = key({ node: 'v20.19.0' }, { VITE_X: '1', HOME: '/a' });
    assert.notEqual(key({ node: 'v22.0.0' }, { VITE_X: '1', HOME: '/a' }), base);
    assert.notEqual(key({ node: 'v20.19.0' }, { VITE_X: '2', HOME: '/a' }), base);
    assert.equal(key({ node: 'v20.19.0' }, { VITE_X: '1', HOME: '/b' }), base);
    assert.notEqual(key({ node: 'v20.19.0', java: null }, { VITE_X: '1' }), base, 'a missing tool is an input too');
    assert.notEqual(stageKey('unit', { root, env: {} }), stageKey('types', { root, env: {} }), 'each stage its own key');
  } finally {
    done();
  }
});

test('a pass is found again for the same key only, and nothing is cached without git', () => {
  const { root, done } = repo();
  const cache = join(root, 'cache');
  try {
    assert.equal(passedBefore('core', 'abc', cache), false, 'an empty cache (a clean clone) runs every stage');
    recordPass('core', 'abc', cache);
    assert.equal(passedBefore('core', 'abc', cache), true);
    assert.equal(passedBefore('core', 'abd', cache), false);
    assert.equal(passedBefore('facade', 'abc', cache), false);
    const outside = mkdtempSync(join(tmpdir(), 'skora-no-git-'));
    try {
      assert.equal(stageKey('core', { root: outside, env: {} }), null);
      recordPass('core', null, cache);
      assert.equal(passedBefore('core', null, cache), false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  } finally {
    done();
  }
});
