// playerStats/{uid}: the stats wizard writes it, the CV reads it. One document, written whole (no merge): the
// core's validated document is everything the rules accept, so a key a player no longer has (the goalkeeper's
// ratings after a switch to outfield) does not linger. Loaded on demand like the other Firestore wrappers.
import { getDocument, serverTime, setDocument } from './documents';

/** A stored playerStats document as Firestore returns it: plain JSON, read only through the core. */
export type PlayerStatsDocument = Record<string, unknown>;

/** The stored stats at `path` (the core's `playerStatsPath(uid)`), or null when there are none yet. */
export function readPlayerStats(path: string): Promise<PlayerStatsDocument | null> {
  return getDocument<PlayerStatsDocument>(path);
}

/**
 * Writes the core's validated stats as the whole document at `path`, stamped with the server's time (the rules
 * require `updatedAt == request.time`). Resolves once the server has it; rejects with Firestore's error otherwise.
 */
export function writePlayerStats(path: string, stats: Record<string, unknown>): Promise<void> {
  return setDocument(path, { ...stats, updatedAt: serverTime() });
}
