// The core's limits (crates/core-foundations/src/limits.rs), read from `cargo run -q -p skora-core --example limits`, so the
// rules tests walk the SAME numbers the core enforces. No local copy on purpose: if the example cannot run, the
// limits walk fails loudly instead of silently testing stale numbers.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Bounds {
  min: number;
  max: number;
}

export interface CoreLimits {
  [key: string]: Bounds | number | string | string[];
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function loadCoreLimits(): CoreLimits {
  let out: string;
  try {
    out = execFileSync('cargo', ['run', '-q', '-p', 'skora-core', '--example', 'limits'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 15 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(
      `Cannot read the core's limits (cargo run -q -p skora-core --example limits): ${err.message}\n${err.stderr ?? ''}`,
    );
  }
  return JSON.parse(out) as CoreLimits;
}

export function isBounds(v: unknown): v is Bounds {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Bounds).min === 'number' &&
    typeof (v as Bounds).max === 'number';
}

/** The bounds `limits` gives for `key`; throws when it gives none (a renamed or removed limit fails loudly). */
export function boundsOf(limits: CoreLimits, key: string): Bounds {
  const v = limits[key];
  if (!isBounds(v)) throw new Error(`limit ${key} is not {min, max}: ${JSON.stringify(v)}`);
  return v;
}

/** The list of values `limits` gives for `key`; throws when it gives none. */
export function listOf(limits: CoreLimits, key: string): string[] {
  const v = limits[key];
  if (!Array.isArray(v)) throw new Error(`limit ${key} is not a list: ${JSON.stringify(v)}`);
  return v;
}
