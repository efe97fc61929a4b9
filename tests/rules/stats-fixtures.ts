// playerStats/{uid} for the rules tests (Contract B; docs/attributes.md): the field specs the rules must
// enforce, read from the core's limits (`cargo run -q -p skora-core --example limits`, no local copy), and valid
// documents built from them.
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { utcDate } from './fixtures';
import type { CoreLimits } from './limits';

export interface TestSpec {
  min: number;
  max: number;
  /** The decimals an input accepts (the walk steps one unit of the last decimal beyond each bound). */
  decimals?: number;
}

export interface StatsSpec {
  /** Measured tests: key -> plausible range of `value` (each test optional). */
  tests: Record<string, TestSpec>;
  /** Rating groups: key -> the group's keys (all required), with their range. */
  physical: string[];
  technical: string[];
  goalkeeping: string[];
  rating: TestSpec;
  /** Technical keys rated on EA FC's 1–5 stars instead of 1–20. */
  stars: string[];
  starRating: TestSpec;
  /** The first day a test may be measured on (the last: today, UTC). */
  firstMeasuredOn: string;
  /** Every top-level key, the required ones, the keys of one measured test. */
  keys: string[];
  requiredKeys: string[];
  measurementKeys: string[];
}

/** The stats contract as the core exports it (crates/core contract.rs); throws when the core has no such limits. */
export function statsSpec(limits: CoreLimits): StatsSpec {
  const list = (key: string): string[] => {
    const v = limits[key];
    if (!Array.isArray(v)) throw new Error(`the core's limits have no list ${key}: ${JSON.stringify(v)}`);
    return v;
  };
  const bounds = (key: string): TestSpec => {
    const v = limits[key] as unknown as TestSpec | undefined;
    if (typeof v?.min !== 'number' || typeof v.max !== 'number') throw new Error(`the core's limits have no ${key}`);
    return v;
  };
  const tests = limits.statsTests as unknown as Record<string, TestSpec> | undefined;
  if (!tests || typeof tests !== 'object') throw new Error("the core's limits have no statsTests");
  const testKeys = list('statsTestKeys');
  return {
    tests: Object.fromEntries(testKeys.map((k) => [k, tests[k]!])),
    physical: list('statsPhysicalKeys'),
    technical: list('statsTechnicalKeys'),
    goalkeeping: list('statsGoalkeepingKeys'),
    rating: bounds('statsRating'),
    stars: list('statsStarKeys'),
    starRating: bounds('statsStars'),
    firstMeasuredOn: String(limits.measuredOnFirst),
    keys: list('statsKeys'),
    requiredKeys: list('requiredStatsKeys'),
    measurementKeys: list('measurementKeys'),
  };
}

/** Every key of a rating group at `value` (stars capped at their maximum). */
export function ratings(spec: StatsSpec, group: 'physical' | 'technical' | 'goalkeeping', value = 12): DocumentData {
  return Object.fromEntries(
    spec[group].map((k) => [k, spec.stars.includes(k) ? Math.min(value, spec.starRating.max) : value]),
  );
}

/** Every measured test, in the middle of its range, measured 30 days ago. */
export function allTests(spec: StatsSpec): DocumentData {
  return Object.fromEntries(
    Object.entries(spec.tests).map(([k, { min, max }]) => [
      k,
      { value: Math.round(((min + max) / 2) * 100) / 100, measuredOn: utcDate(0, -30) },
    ]),
  );
}

/** A valid outfield player's stats (every key but goalkeeping); `overrides` replace top-level keys. */
export function validStats(spec: StatsSpec, overrides: DocumentData = {}): DocumentData {
  return {
    tests: allTests(spec),
    physical: ratings(spec, 'physical'),
    technical: ratings(spec, 'technical'),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A valid goalkeeper's stats (with the goalkeeping ratings). */
export function validKeeperStats(spec: StatsSpec, overrides: DocumentData = {}): DocumentData {
  return validStats(spec, { goalkeeping: ratings(spec, 'goalkeeping'), ...overrides });
}
