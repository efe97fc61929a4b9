// Small process helpers shared by the npm scripts (Node built-ins only: they run before `npm ci`).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function log(...args) {
  console.log('\x1b[36m[skora]\x1b[0m', ...args);
}

/** Runs a command with inherited stdio; throws when it fails. */
export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  if (res.error) throw res.error;
  if (res.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
    err.exitCode = res.status ?? 1;
    throw err;
  }
  return Date.now() - started;
}

/** Runs a command and returns its trimmed stdout, or null when it cannot run or fails. */
export function capture(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', cwd: ROOT, ...opts });
  if (res.error || res.status !== 0) return null;
  return res.stdout.trim();
}

/** Starts a long-running child; resolves its exit code through `.exited`. */
export function start(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  child.exited = new Promise((res) => child.on('exit', (code, signal) => res(code ?? (signal ? 1 : 0))));
  return child;
}

export function bin(name) {
  return resolve(ROOT, 'node_modules/.bin', name);
}

/**
 * Runs commands side by side (each `[cmd, args, opts]`); each one's output is held back and printed whole when it
 * ends, so two reports never interleave. Resolves when all have ended; throws the first failure's error.
 */
export async function runSideBySide(commands) {
  const results = await Promise.all(
    commands.map(
      ([cmd, args, opts = {}]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, {
            cwd: ROOT,
            ...opts,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...opts.env },
          });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          let ended = false;
          const done = (status, error) => {
            if (ended) return;
            ended = true;
            process.stdout.write(Buffer.concat(chunks));
            log(`${[cmd.split('/').pop(), ...args].join(' ').slice(0, 80)}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            resolve({ cmd, args, status, error });
          };
          child.once('error', (error) => done(1, error));
          child.once('close', (code, signal) => done(code ?? signal ?? 1));
        }),
    ),
  );
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    throw Object.assign(failed.error ?? new Error(`${failed.cmd} ${failed.args.join(' ')} exited with ${failed.status}`), {
      exitCode: typeof failed.status === 'number' ? failed.status : 1,
    });
  }
}
