// players/{uid}/weeklyStats/{week} for the rules tests (issue 12, Contract W): the field table the rules must enforce
// and valid documents built from it. The ISO-week helpers here are an independent oracle (plain date arithmetic),
// so a mistake in the rules' week maths is not repeated by the tests.
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import type { Bounds } from './limits';

/** The path of `uid`'s weekly entries. */
export const weeklyPath = (uid: string): string => `players/${uid}/weeklyStats`;

export interface WeeklySpec {
  /** Integer figures: key -> inclusive range. */
  ints: Record<string, Bounds>;
  /** Figures that may be floats (an int passes too): key -> inclusive range. */
  numbers: Record<string, Bounds>;
  /** The note's length in Unicode characters (an empty note is stored as no note). */
  note: Bounds;
  /** The earliest ISO year. */
  firstYear: number;
  /** Every key, and the required ones. */
  keys: string[];
  requiredKeys: string[];
  /** The cross-field rules, as [smaller, larger, factor]: smaller <= factor × larger when both are present. */
  atMost: [string, string, number][];
}

/**
 * Contract W as the lead wrote it (context.md, session of 2026-11-24). The one table of numbers until the core
 * exports its weekly limits; then the tests read the core's (`weeklySpecFrom`) and this one only fills gaps.
 */
export const CONTRACT_W: WeeklySpec = {
  ints: {
    matches: { min: 0, max: 10 },
    starts: { min: 0, max: 10 },
    minutes: { min: 0, max: 1300 },
    goals: { min: 0, max: 30 },
    assists: { min: 0, max: 30 },
    shots: { min: 0, max: 60 },
    shotsOnTarget: { min: 0, max: 60 },
    keyPasses: { min: 0, max: 60 },
    passesCompleted: { min: 0, max: 1000 },
    passesAttempted: { min: 0, max: 1000 },
    successfulDribbles: { min: 0, max: 100 },
    tacklesWon: { min: 0, max: 100 },
    interceptions: { min: 0, max: 100 },
    clearances: { min: 0, max: 100 },
    aerialDuelsWon: { min: 0, max: 100 },
    foulsCommitted: { min: 0, max: 50 },
    yellowCards: { min: 0, max: 10 },
    redCards: { min: 0, max: 10 },
    trainingSessions: { min: 0, max: 21 },
    trainingMinutes: { min: 0, max: 3000 },
    selfRating: { min: 1, max: 10 },
    saves: { min: 0, max: 100 },
    shotsFaced: { min: 0, max: 100 },
    goalsConceded: { min: 0, max: 100 },
    cleanSheets: { min: 0, max: 10 },
    penaltiesFaced: { min: 0, max: 20 },
    penaltiesSaved: { min: 0, max: 20 },
    crossesClaimed: { min: 0, max: 100 },
    punches: { min: 0, max: 100 },
    distributionAccuracy: { min: 0, max: 100 },
  },
  numbers: {
    distanceKm: { min: 0, max: 150 },
    topSpeedKmh: { min: 10, max: 45 },
  },
  note: { min: 1, max: 280 },
  firstYear: 2000,
  keys: [],
  requiredKeys: ['week', 'updatedAt'],
  atMost: [
    ['shotsOnTarget', 'shots', 1],
    ['passesCompleted', 'passesAttempted', 1],
    ['starts', 'matches', 1],
    ['minutes', 'matches', 130],
    ['goals', 'shots', 1],
    ['cleanSheets', 'matches', 1],
    ['saves', 'shotsFaced', 1],
    ['penaltiesSaved', 'penaltiesFaced', 1],
  ],
};
CONTRACT_W.keys = ['week', 'updatedAt', ...Object.keys(CONTRACT_W.ints), ...Object.keys(CONTRACT_W.numbers), 'note'];

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
  const ints = Object.fromEntries(Object.entries(spec.ints).map(([k, b]) => [k, b.max]));
  const numbers = Object.fromEntries(Object.entries(spec.numbers).map(([k, b]) => [k, b.max]));
  return {
    week,
    ...ints,
    ...numbers,
    ...(conceded ? { cleanSheets: spec.ints.cleanSheets!.min } : { goalsConceded: spec.ints.goalsConceded!.min }),
    note: 'n'.repeat(spec.note.max),
    updatedAt: serverTimestamp(),
  };
}
