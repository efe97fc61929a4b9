// Types for the parts of seed.mjs that TypeScript tests import.
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}
export const DEMO_PASSWORD: string;
export const DEMO_ACCOUNTS: readonly DemoAccount[];
export const DEMO_PLAYERS: ReadonlyArray<{ uid: string } & Record<string, unknown>>;
export const CV_DEFAULTS: Readonly<Record<string, unknown>>;
/** One document to write: its path and data (a career or honours entry). */
export interface DocumentWrite<T = unknown> {
  path: string;
  data: Record<string, T>;
}
export function demoPlayerDocuments(): Promise<
  { uid: string; cv: Record<string, unknown>; details: Record<string, unknown>; entries: DocumentWrite[] }[]
>;
/** A demo player's attributes (playerStats/{uid} without updatedAt), plausible for their position and age on `today`. */
export function demoPlayerStats(
  player: { uid: string; cv: Record<string, unknown>; details: Record<string, unknown> },
  today: string,
): Record<string, unknown>;
/** A demo player's 2025/26 season: the players/{uid}/weeklyStats/{week} documents without updatedAt, oldest week first. */
export function demoPlayerWeekly(player: {
  uid: string;
  cv: Record<string, unknown>;
  details: Record<string, unknown>;
}): ({ week: string } & Record<string, string | number>)[];
/** The data split's `{ cv, details }` (the CV with its lists) as stored: the CV without them, and one document each. */
export function playerDocuments<T = unknown>(
  uid: string,
  split: { cv: Record<string, T>; details: Record<string, T> },
): Promise<{ cv: Record<string, T>; details: Record<string, T>; entries: DocumentWrite<T>[] }>;
export function splitProfile<T = unknown>(
  profile: Record<string, T>,
): Promise<{ cv: Record<string, T>; details: Record<string, T> }>;
/** `generated`: how many generated players (gen-0001…) besides the named ones; 2,000 unless told. */
export function seed(options?: {
  log?: (message: string) => void;
  generated?: number;
}): Promise<{ created: number; updated: number; players: number; generated: number; ms: number }>;
