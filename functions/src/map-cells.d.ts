// Types of map-cells.js for the TypeScript tests that call it on the emulators (tests/functions).
import type { Firestore } from 'firebase-admin/firestore';

export function foldMapCells(
  db: Firestore,
  options?: { deadline?: number; log?: (message: string) => void },
): Promise<{ pages: number; applied: number; skipped: number }>;

export function rebuildMapCells(
  db: Firestore,
  options?: {
    pageSize?: number;
    onPage?: (progress: { set: number; country: string | null; cells: number; entries: number; skipped: number; countries: number }) => unknown;
  },
): Promise<{ cells: number; entries: number; skipped: number; countries: number; resumed: boolean }>;
