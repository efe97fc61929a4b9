// Types of player-interest.js for the TypeScript tests that call it on the emulators (tests/functions).
import type { Firestore } from 'firebase-admin/firestore';

export function countInterest(
  db: Firestore,
  counted: { player: string; scout: string; kind: 'shortlisted' | 'contacted'; ms: number },
): Promise<boolean>;
