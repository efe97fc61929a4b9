// The Admin SDK, as the functions use it: their own dependency (functions/package.json), loaded from there, for the
// tests that call the functions' modules directly (a scheduled function has no trigger in the emulator; a job runs on a
// database of its own, which no trigger watches).
import { createRequire } from 'node:module';
import type { reindex } from '../../../functions/src/player-index.js';
import { PROJECT_ID } from './firestore-rest';

// The Admin SDK's types, as the functions' own declarations name them (the package is installed in functions/ alone).
type Firestore = Parameters<typeof reindex>[0];
type Auth = NonNullable<NonNullable<Parameters<typeof reindex>[2]>['auth']>;

const requireFromFunctions = createRequire(new URL('../../../functions/package.json', import.meta.url));
const { initializeApp } = requireFromFunctions('firebase-admin/app');
const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
const { getAuth } = requireFromFunctions('firebase-admin/auth');

/** An Admin SDK app of its own (`name`), on database `database`: its Firestore and its Auth. */
export function admin(name: string, database: string): { db: Firestore; auth: Auth } {
  const app = initializeApp({ projectId: PROJECT_ID }, name);
  return { db: getFirestore(app, database), auth: getAuth(app) };
}
