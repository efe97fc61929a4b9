// The set-up the rules tests that write as the signed-in owner share: the rules loaded, a test environment, the
// owner's client (a verified e-mail) and the admin client (rules bypassed, for arranging), cleaned up after; and how a
// write's result reads ('allow', 'deny' or the unexpected error); values no field of a player's documents may hold.
import { Bytes, doc, GeoPoint, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { ACTOR_EMAILS, OWNER_UID } from './matrix';

export interface OwnerSession {
  env: FirestoreTestEnv;
  owner: Firestore;
  admin: Firestore;
}

/** Registers beforeAll/afterAll for the describe block it is called in; the fields are set once beforeAll ran. */
export function useOwnerSession(): OwnerSession {
  const session = {} as OwnerSession;
  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    session.env = createFirestoreTestEnv();
    session.owner = session.env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    session.admin = session.env.admin();
  });
  afterAll(async () => {
    await session.env?.cleanup();
  });
  return session;
}

/** 'allow' when the write succeeds, 'deny' when the rules refuse it, otherwise the error (a test failure to show). */
export async function writeOutcome(write: Promise<unknown>): Promise<'allow' | 'deny' | string> {
  try {
    await write;
    return 'allow';
  } catch (e) {
    const code = (e as { code?: string }).code;
    return code === 'permission-denied' ? 'deny' : `error ${code}: ${(e as Error).message}`;
  }
}

/** A map nested `depth` levels deep: {a: {a: … {leaf: 'x'}}} (hostile: no field of ours is a map). */
export function nested(depth: number): Record<string, unknown> {
  let v: Record<string, unknown> = { leaf: 'x' };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
}

/**
 * Values of Firestore types no field of a player's stats or weekly entries holds, each written by `value(db)` (the
 * reference points into `db`): tests put each one in every place of a document and expect a refusal.
 */
export const HOSTILE_FIELD_VALUES: readonly { name: string; value: (db: Firestore) => unknown }[] = [
  { name: 'a reference', value: (db) => doc(db, 'players', OWNER_UID) },
  { name: 'bytes', value: () => Bytes.fromUint8Array(new Uint8Array(64)) },
  { name: 'a geopoint', value: () => new GeoPoint(1, 2) },
  { name: 'a timestamp', value: () => Timestamp.now() },
  { name: 'a 1 MiB string', value: () => 'x'.repeat(1024 * 1024 - 1024) },
  { name: 'a map 20 deep', value: () => nested(20) },
];
