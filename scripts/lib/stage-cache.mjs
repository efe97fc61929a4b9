// npm test's result cache, per stage: a stage that passed is not run again while its inputs are unchanged. Its inputs
// are files (the git-tracked ones and the untracked ones git does not ignore, by path and content), the versions of
// the tools it runs and the environment variables it reads; their hash is the stage's key. A stage found in the cache
// is reported as cached with the hash, never silently skipped. The cache lives in node_modules/.cache/, so a clean
// clone (CI) has none and runs every stage; SKORA_TEST_FORCE=1 runs every stage whatever the cache holds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { capture, ROOT } from './run.mjs';

export const CACHE_DIR = join(ROOT, 'node_modules/.cache/skora-test');

/**
 * Every file of the work tree that git would see (tracked, or untracked and not ignored), relative to `root`, sorted;
 * null outside a git work tree (then nothing is cached). Deleted tracked files are left out.
 */
export function workTreeFiles(root = ROOT) {
  const out = capture('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  if (out === null) return null;
  const files = [...new Set(out.split('\0').filter(Boolean))].filter((file) => {
    try {
      return statSync(join(root, file)).isFile();
    } catch {
      return false;
    }
  });
  return files.sort();
}

/** The documentation, which no test reads: editing it alone leaves every stage cached. */
export const DOCUMENTATION = ['docs', 'README.md'];

const under = (file, path) => path === '.' || file === path || file.startsWith(`${path.replace(/\/$/, '')}/`);

/**
 * The key of a stage: a sha256 over its name, the files under `paths` (folders or files, relative to `root`; `['.']`:
 * all of them, and the `.env` files too, which git ignores and Vite reads) but the documentation, with their contents,
 * the `tools` (name → version text) and the environment variables whose names match `variables`. Null when the files
 * cannot be listed (no git).
 */
export function stageKey(name, { paths = ['.'], tools = {}, variables = /^$/, env = process.env, root = ROOT, files } = {}) {
  const all = files ?? workTreeFiles(root);
  if (all === null) return null;
  const inside = (file) => paths.some((p) => under(file, p)) && !DOCUMENTATION.some((p) => under(file, p));
  const dotEnv = paths.includes('.')
    ? readdirSync(root).filter((file) => file.startsWith('.env') && statSync(join(root, file)).isFile())
    : [];
  const hash = createHash('sha256').update(`stage ${name}\n`);
  for (const file of [...new Set([...all.filter(inside), ...dotEnv])].sort()) {
    const content = readFileSync(join(root, file));
    hash.update(`file ${file} ${content.length}\n`).update(content);
  }
  for (const [tool, version] of Object.entries(tools).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`tool ${tool} ${version ?? 'missing'}\n`);
  }
  for (const [variable, value] of Object.entries(env)
    .filter(([variable]) => variables.test(variable))
    .sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`env ${variable}=${value}\n`);
  }
  return hash.digest('hex');
}

/** Whether `stage` passed with these inputs (`key`) before. */
export function passedBefore(stage, key, dir = CACHE_DIR) {
  const file = join(dir, stage);
  return key !== null && existsSync(file) && readFileSync(file, 'utf8') === key;
}

/** Records that `stage` passed with inputs `key`. */
export function recordPass(stage, key, dir = CACHE_DIR) {
  if (key === null) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, stage), key);
}
