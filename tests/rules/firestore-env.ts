// Firestore rules test environment for the NAMED database "skora".
//
// Why not `initializeTestEnvironment().authenticatedContext(uid).firestore()`? @firebase/rules-unit-testing 5
// builds its contexts on the compat SDK (`app.firestore()`), which always talks to the "(default)" database.
// SKORA's data lives in the named database "skora", so we build the contexts with the modular SDK:
// `getFirestore(app, 'skora')` + `connectFirestoreEmulator(..., { mockUserToken })`, exactly like the library
// does internally. The rules are loaded through the emulator's PER-DATABASE endpoint
// (PUT /emulator/v1/projects/{project}/databases/skora:securityRules): the project-level endpoint the library
// uses only reaches "(default)". The control test in firestore.rules.test.ts verifies the rules hit "skora".
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A project of its own for each vitest worker (VITEST_POOL_ID): the emulator keeps rules and documents per project, so
 * test files run side by side without clearing or reloading each other's, and no trigger of the Functions emulator
 * (which serves `demo-skora`) fires on their writes.
 */
export const PROJECT_ID = `demo-skora-rules-${process.env.VITEST_POOL_ID ?? '0'}`;
export const DATABASE_ID = 'skora';

function hostPort(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export const FIRESTORE_RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
export const readFirestoreRules = (): string => readFileSync(FIRESTORE_RULES_PATH, 'utf8');

export async function loadFirestoreRules(rules: string): Promise<void> {
  const { host, port } = hostPort();
  // NOTE: the project-level endpoint (/emulator/v1/projects/{p}:securityRules, used by rules-unit-testing and by
  // firebase-tools' hot reload) only updates the "(default)" database; named databases need the per-database one.
  const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  const body = (await res.json().catch(() => ({}))) as { issues?: { severity?: string; description?: string }[] };
  const errors = (body.issues ?? []).filter((i) => i.severity === 'ERROR');
  if (!res.ok || errors.length) {
    throw new Error(`Loading Firestore rules failed (${res.status}): ${JSON.stringify(errors.length ? errors : body)}`);
  }
}

/** Deletes every document of the named database (the emulator's reset endpoint, per database). */
export async function clearFirestore(): Promise<void> {
  const { host, port } = hostPort();
  const res = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Clearing Firestore failed: ${res.status} ${await res.text()}`);
}

/**
 * `unverified`: another signed-in user whose email is not verified (`email_verified: false`); `anonymous`: a Firebase
 * anonymous-auth session (a uid, no email claims at all). `ownerUnverified` and `ownerAnonymous`: the owner's own uid
 * in those two sessions (a throwaway account writing its own documents: only verified people publish).
 */
export type Actor = 'signedOut' | 'anonymous' | 'owner' | 'other' | 'unverified' | 'ownerUnverified' | 'ownerAnonymous';

export interface FirestoreTestEnv {
  /** Client as seen by the rules: unauthenticated, or signed in with the given uid (+ extra token claims). */
  unauthenticated(): Firestore;
  authenticated(uid: string, claims?: Record<string, unknown>): Firestore;
  /** Client that bypasses the rules (emulator "owner" token) — for arranging test data. */
  admin(): Firestore;
  cleanup(): Promise<void>;
}

let counter = 0;

export function createFirestoreTestEnv(): FirestoreTestEnv {
  const { host, port } = hostPort();
  const apps: FirebaseApp[] = [];
  const dbs: Firestore[] = [];
  const make = (token: string | { sub: string; user_id: string; [k: string]: unknown } | undefined): Firestore => {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `rules-test-${process.pid}-${counter++}`);
    const db = getFirestore(app, DATABASE_ID);
    connectFirestoreEmulator(db, host, port, token === undefined ? {} : { mockUserToken: token });
    apps.push(app);
    dbs.push(db);
    return db;
  };
  return {
    unauthenticated: () => make(undefined),
    authenticated: (uid, claims = {}) => make({ sub: uid, user_id: uid, ...claims }),
    admin: () => make('owner'),
    async cleanup() {
      await Promise.all(dbs.map((db) => terminate(db)));
      await Promise.all(apps.map((app) => deleteApp(app)));
      apps.length = 0;
      dbs.length = 0;
    },
  };
}
