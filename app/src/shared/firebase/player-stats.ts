// playerStats/{uid}: the stats wizard and the CV read it (the wizard writes it through the core's plan:
// write-plan.ts). Loaded on demand like the other Firestore wrappers.
import { getDocument } from './documents';

/** A stored playerStats document as Firestore returns it: plain JSON, read only through the core. */
export type PlayerStatsDocument = Record<string, unknown>;

/** The stored stats at `path` (the core's `playerStatsPath(uid)`), or null when there are none yet. */
export function readPlayerStats(path: string): Promise<PlayerStatsDocument | null> {
  return getDocument<PlayerStatsDocument>(path);
}
