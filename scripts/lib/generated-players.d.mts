// Types of generated-players.mjs for the TypeScript callers (the e2e journeys).

/** Player number `i` (1-based): the documents `players/{uid}`, `players/{uid}/private/details`, `playerStats/{uid}`. */
export interface GeneratedPlayer {
  uid: string;
  cv: Record<string, unknown>;
  details: Record<string, unknown>;
  stats: Record<string, unknown>;
}

export const GENERATED_UID_PREFIX: string;
export const REFERENCE_DAY: string;
export function generatedUid(i: number): string;
export function generatedPlayer(i: number): GeneratedPlayer;
export function generatedPlayers(count: number): GeneratedPlayer[];
