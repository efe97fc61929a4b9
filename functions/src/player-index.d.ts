// Types of player-index.js for the TypeScript tests that call it on the emulators (tests/functions).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export const JOB_PAGE: number;

export function utcToday(now?: Date): string;

export function ownerVerified(auth: Auth, uid: string): Promise<boolean>;

export function reindex(
  db: Firestore,
  uid: string,
  options?: {
    auth?: Auth;
    bucket?: unknown;
    today?: string;
    log?: (message: string) => void;
    increments?: boolean;
    /** The weekly entry that changed (`2025-W40`): its season is read too when it is not the newest. */
    week?: string | null;
    /** Read every weekly entry (the backfill): the player's season record is made anew. */
    everySeason?: boolean;
  },
): Promise<{ write: 'keep' | 'set' | 'delete' | 'skipped'; increments: number; cells: number; attempts: number; cvHasPhoto?: boolean }>;

export function foldAggregates(
  db: Firestore,
  options?: { deadline?: number; log?: (message: string) => void },
): Promise<{ pages: number; applied: number; skipped: number }>;

export function rebuildAggregates(
  db: Firestore,
  options?: {
    pageSize?: number;
    onPage?: (progress: { part: number; after: string | null; entries: number; records: number; skipped: number }) => unknown;
  },
): Promise<{ documents: number; entries: number; records: number; skipped: number; pages: number; resumed: boolean }>;
