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
export function demoPlayerDocuments(): Promise<
  { uid: string; cv: Record<string, unknown>; details: Record<string, unknown> }[]
>;
/** A demo player's attributes (playerStats/{uid} without updatedAt), plausible for their position and age on `today`. */
export function demoPlayerStats(
  player: { uid: string; cv: Record<string, unknown>; details: Record<string, unknown> },
  today: string,
): Record<string, unknown>;
export function splitProfile<T = unknown>(
  profile: Record<string, T>,
): Promise<{ cv: Record<string, T>; details: Record<string, T> }>;
/** `generated`: how many generated players (gen-0001…) besides the named ones; 2,000 unless told. */
export function seed(options?: {
  log?: (message: string) => void;
  generated?: number;
}): Promise<{ created: number; updated: number; players: number; generated: number; ms: number }>;
