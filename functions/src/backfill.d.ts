// Types of backfill.js for the TypeScript tests that call it on the emulators (tests/functions).

/** A run's progress as saved after each page (`jobs/backfill`), or the rebuilds' (no `phase`). */
export type BackfillProgress = { phase?: number; after?: string | null; players?: number; entries?: number };

export function backfill(options: {
  projectId: string;
  databaseId: string;
  bucketName?: string;
  log?: (message: string) => void;
  indexed?: (uid: string) => boolean;
  pageSize?: number;
  onPage?: (progress: BackfillProgress) => unknown;
}): Promise<{
  players: number;
  migrated: number;
  set: number;
  deleted: number;
  kept: number;
  aggregates: { documents: number; entries: number; skipped: number; pages: number; resumed: boolean };
  cells: { cells: number; entries: number; skipped: number; countries: number; resumed: boolean };
  ms: number;
}>;
