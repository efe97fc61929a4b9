// playerStats/{uid} for the rules tests (issue 11, Contract B in /docs/attributes.md): the field specs the rules must
// enforce and valid documents built from them. The specs are the core's (`cargo run -q -p skora-core --example limits`)
// when it exports them; until then the contract's numbers below (STATS_CONTRACT).
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { utcDate } from './fixtures';

export interface TestSpec {
  min: number;
  max: number;
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
}

export const STATS_CONTRACT: StatsSpec = {
  tests: {
    sprint10m: { min: 1.4, max: 3.0 },
    sprint30m: { min: 3.5, max: 6.5 },
    sprint40m: { min: 4.2, max: 8.0 },
    yoyoIr1: { min: 5.1, max: 23.8 },
    cmj: { min: 10, max: 80 },
    broadJump: { min: 80, max: 350 },
    topSpeed: { min: 10, max: 40 },
    beepTest: { min: 1.0, max: 21.0 },
  },
  physical: ['acceleration', 'agility', 'balance', 'jumpingReach', 'naturalFitness', 'pace', 'stamina', 'strength'],
  technical: [
    'corners', 'crossing', 'dribbling', 'finishing', 'firstTouch', 'freeKickTaking', 'heading', 'longShots',
    'longThrows', 'marking', 'passing', 'penaltyTaking', 'tackling', 'technique', 'weakFoot', 'skillMoves',
  ],
  goalkeeping: [
    'aerialReach', 'commandOfArea', 'communication', 'eccentricity', 'handling', 'kicking', 'oneOnOnes', 'passing',
    'punching', 'reflexes', 'rushingOut', 'throwing',
  ],
  rating: { min: 1, max: 20 },
  stars: ['weakFoot', 'skillMoves'],
  starRating: { min: 1, max: 5 },
  firstMeasuredOn: '2000-01-01',
};

export const STATS_KEYS = ['tests', 'physical', 'technical', 'goalkeeping', 'updatedAt'];

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
