// players/{uid}/weeklyStats/{week} for the rules tests (Contract W): the field table the rules must enforce,
// read from the core's limits (`cargo run -q -p skora-core --example limits`, no local copy), and valid documents
// built from it. The ISO-week helpers here are an independent oracle (plain date arithmetic),
// so a mistake in the rules' week maths is not repeated by the tests.
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { isBounds, type Bounds, type CoreLimits } from './limits';

/** The path of `uid`'s weekly entries. */
export const weeklyPath = (uid: string): string => `players/${uid}/weeklyStats`;

export interface NumberSpec extends Bounds {
  /** 0: an int (`is int`); more: any number (the decimals are the UI's). */
  decimals: number;
}

/** A cross-field rule as the core exports it (`weeklyCrossRules`), each applying when both keys are present. */
export type CrossRule =
  | { kind: 'atMost'; field: string; other: string; factor: number } // field <= factor × other
  | { kind: 'onlyWhenZero'; field: string; other: string }; // field > 0 only with other == 0

export interface WeeklySpec {
  /** Every figure: key -> inclusive range and decimals. */
  numbers: Record<string, NumberSpec>;
  /** The int figures (decimals 0) and the others. */
  ints: Record<string, NumberSpec>;
  floats: Record<string, NumberSpec>;
  /** The note's length in Unicode characters, trimmed (an empty note is stored as no note). */
  note: Bounds;
  /** The earliest ISO year. */
  firstYear: number;
  /** Every key, and the required ones. */
  keys: string[];
  requiredKeys: string[];
  crossRules: CrossRule[];
  /** What the rules do not check (the core and the UI do): entries per season, the youngest age. */
  seasonMaxEntries: number;
  minAge: number;
}

/** The weekly contract as the core exports it (crates/core contract.rs); throws when the core has no such limits. */
export function weeklySpec(limits: CoreLimits): WeeklySpec {
  const get = <T>(key: string, ok: (v: unknown) => boolean): T => {
    const v = limits[key] as unknown;
    if (!ok(v)) throw new Error(`the core's limits have no ${key}: ${JSON.stringify(v)}`);
    return v as T;
  };
  const numbers = get<Record<string, NumberSpec>>('weeklyNumbers', (v) => typeof v === 'object' && v !== null);
  const pick = (ints: boolean) => Object.fromEntries(Object.entries(numbers).filter(([, n]) => (n.decimals === 0) === ints));
  return {
    numbers,
    ints: pick(true),
    floats: pick(false),
    note: get<Bounds>('weeklyNote', isBounds),
    firstYear: get<number>('weeklyFirstYear', (v) => typeof v === 'number'),
    keys: get<string[]>('weeklyKeys', Array.isArray),
    requiredKeys: get<string[]>('requiredWeeklyKeys', Array.isArray),
    crossRules: get<CrossRule[]>('weeklyCrossRules', Array.isArray),
    seasonMaxEntries: get<number>('weeklySeasonMaxEntries', (v) => typeof v === 'number'),
    minAge: get<number>('weeklyMinAge', (v) => typeof v === 'number'),
  };
}

// ------------------------------------------------------------------------------------------------------ ISO weeks
const pad = (n: number): string => String(n).padStart(2, '0');
const DAY = 86_400_000;

/** The Monday (00:00 UTC) of ISO week `w` of ISO year `year`: the week holding January 4 is week 1. */
export function mondayOf(year: number, w: number): Date {
  const jan4 = Date.UTC(year, 0, 4);
  const isoDay = ((new Date(jan4).getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
  return new Date(jan4 - (isoDay - 1) * DAY + (w - 1) * 7 * DAY);
}

/** The ISO week id ('YYYY-Www') of a UTC instant: the year of the week's Thursday. */
export function weekIdOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const isoDay = ((new Date(day).getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(day + (4 - isoDay) * DAY);
  const year = thursday.getUTCFullYear();
  const w = Math.floor((thursday.getTime() - mondayOf(year, 1).getTime()) / (7 * DAY)) + 1;
  return `${year}-W${pad(w)}`;
}

/** How many ISO weeks `year` has (53 when January 1 is a Thursday, or a Wednesday in a leap year). */
export function weeksIn(year: number): 52 | 53 {
  return weekIdOf(new Date(Date.UTC(year, 11, 28))).endsWith('53') ? 53 : 52;
}

/** The week id `n` weeks after (or before, n < 0) the week holding `at`. */
export function weekIdFrom(at: Date, n: number): string {
  return weekIdOf(new Date(at.getTime() + n * 7 * DAY));
}

/** A week well in the past (inside season 2025/26) that every valid fixture uses. */
export const PAST_WEEK = '2025-W40';

// ---------------------------------------------------------------------------------------------------- documents
/** A typical valid entry: an outfield player's week with a match, training and a note. */
export function validWeekly(week = PAST_WEEK, overrides: DocumentData = {}): DocumentData {
  return {
    week,
    matches: 1,
    starts: 1,
    minutes: 90,
    goals: 1,
    assists: 0,
    shots: 3,
    shotsOnTarget: 2,
    keyPasses: 2,
    passesCompleted: 38,
    passesAttempted: 45,
    trainingSessions: 3,
    trainingMinutes: 240,
    distanceKm: 10.4,
    topSpeedKmh: 31.2,
    selfRating: 7,
    note: 'Scored from the edge of the box.',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The least an entry may be: the week and the time. */
export function minimalWeekly(week = PAST_WEEK): DocumentData {
  return { week, updatedAt: serverTimestamp() };
}

/**
 * Every key at its maximum, as far as the cross-field rules allow (`conceded`: goalsConceded at its maximum, so
 * cleanSheets 0; otherwise cleanSheets at its maximum with 0 conceded), the note at its longest.
 */
export function maximalWeekly(spec: WeeklySpec, week = PAST_WEEK, conceded = false): DocumentData {
  return {
    week,
    ...Object.fromEntries(Object.entries(spec.numbers).map(([k, b]) => [k, b.max])),
    ...(conceded ? { cleanSheets: spec.numbers.cleanSheets!.min } : { goalsConceded: spec.numbers.goalsConceded!.min }),
    note: 'n'.repeat(spec.note.max),
    updatedAt: serverTimestamp(),
  };
}
