// Types of search-alerts.js for the TypeScript tests that call it on the emulators (tests/functions).
import type { Auth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

export function notifyNewMatches(
  db: Firestore,
  uid: string,
  before: DocumentSnapshot,
  after: DocumentSnapshot,
  options?: { today?: string },
): Promise<{ read: number; notified: number }>;

export function sendDigests(db: Firestore, auth: Auth, options: { origin: string; now?: () => number }): Promise<{ users: number; mails: number; notifications: number }>;
