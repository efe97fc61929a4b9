// playerStats/{uid}: the stats wizard and the CV read it (the wizard writes it through the core's plan:
// write-plan.ts). Loaded on demand like the other Firestore wrappers.
import { getDocument } from './documents';

// The wizard's save goes through the one writer; it comes with this module, which the wizard loads with its first
// read, so a save made after the connection dropped has its code (a module that failed to load stays failed).
export { applyWritePlan } from './write-plan';

/** A stored playerStats document as Firestore returns it: plain JSON, read only through the core. */
export type PlayerStatsDocument = Record<string, unknown>;

/** The stored stats at `path` (the core's `playerStatsPath(uid)`), or null when there are none yet. */
export function readPlayerStats(path: string): Promise<PlayerStatsDocument | null> {
  return getDocument<PlayerStatsDocument>(path);
}
