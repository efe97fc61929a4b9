// Table-driven Firestore rules matrix: {actor} x {operation} -> allow | deny, per collection.
//
// A feature that opens a collection adds (or edits) one entry in the table passed to `describeFirestoreMatrix`,
// e.g.
//   {
//     name: 'players/{uid}',
//     collection: 'players',
//     docId: (owner) => owner,                       // document id used for the owner's document
//     validData: (owner) => ({ firstName: 'Ana', ownerUid: owner }),
//     updateData: { firstName: 'Ana Maria' },
//     expect: { get: { signedOut: 'allow', owner: 'allow', other: 'allow' }, create: { owner: 'allow' } },
//   }
// Anything not listed in `expect` defaults to 'deny', so closed collections just need `expect: {}`; the exceptions are
// the signed-in actors without a verified email, which default to what the next one up gets: `anonymous` (a
// Firebase anonymous-auth session: a uid, no email) to `unverified`'s outcome, and `unverified` (another user whose
// email is not verified) to `other`'s; `ownerAnonymous` (the owner's uid, signed in anonymously) to `ownerUnverified`'s,
// and `ownerUnverified` (the owner's uid, email not verified) to the owner's for get, list and delete (one reads and
// removes one's own data) but to 'deny' for create and update (only verified people publish: a throwaway account
// writes nothing others see). A case lists them only where that differs (members-only reads, which a query or the
// index's rule cannot grant by ownership; the private users/{uid} document, written before the verification); every
// (collection, actor, operation) still runs as its own test.
//
// Options for collections whose document id IS the owner's uid (players/{uid}, users/{uid}):
//   createTarget: 'ownerDoc'  -> create writes the owner's document id (the arranged copy is deleted first), so
//                                 the owner's create is a real create and everyone else's is a create at someone
//                                 else's id;
//   listQuery(db, actor)      -> a realistic query per actor (default: the whole collection).
// Signed-in clients carry an `email` claim (`${uid}@example.com`, see ACTOR_EMAILS), except `anonymous`.
// `signedOut` is no token at all; `anonymous` is a token whose sign-in provider is 'anonymous' (no email, so no
// email_verified claim): the rules must treat it like a visitor for everything members-only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  clearFirestore,
  createFirestoreTestEnv,
  loadFirestoreRules,
  readFirestoreRules,
  type Actor,
  type FirestoreTestEnv,
} from './firestore-env';

export const ACTORS: readonly Actor[] = ['signedOut', 'anonymous', 'owner', 'other', 'unverified', 'ownerUnverified', 'ownerAnonymous'];
export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];
export type Outcome = 'allow' | 'deny';

export const OWNER_UID = 'alice-uid';
export const OTHER_UID = 'bob-uid';
export const UNVERIFIED_UID = 'carol-uid';
export const ANONYMOUS_UID = 'anon-uid';

/** Actors whose token carries `email_verified: true`: the only ones members-only data is for. */
export const isVerifiedActor = (actor: Actor): boolean => actor === 'owner' || actor === 'other';

/** The token claims of an anonymous-auth session (Firebase Auth's anonymous provider): a uid, no email. */
export const ANONYMOUS_CLAIMS = { firebase: { sign_in_provider: 'anonymous', identities: {} } } as const;
export const ACTOR_EMAILS: Readonly<Record<string, string>> = {
  [OWNER_UID]: 'alice-uid@example.com',
  [OTHER_UID]: 'bob-uid@example.com',
  [UNVERIFIED_UID]: 'carol-uid@example.com',
};

export interface CollectionRulesCase {
  /** Display name, e.g. 'players/{uid}'. */
  name: string;
  /** Collection path (may be nested, e.g. 'clubs/c1/members'). */
  collection: string;
  /** Id of the owner's document (default: the owner's uid). */
  docId?: (ownerUid: string) => string;
  /** Data for create / arranged existing documents. */
  validData?: (ownerUid: string) => DocumentData;
  /** Patch used for update (a function so it can use serverTimestamp() freshly). */
  updateData?: DocumentData | (() => DocumentData);
  /** Where create writes: a fresh id next to the owner's (default) or the owner's own id (arranged doc deleted). */
  createTarget?: 'newId' | 'ownerDoc';
  /** More documents the case needs, written with the rules bypassed after each clear (e.g. a CV's private details). */
  arrange?: (admin: Firestore, ownerUid: string) => Promise<unknown>;
  /** Query used for 'list' by each actor (default: the whole collection). */
  listQuery?: (db: Firestore, actor: Actor) => Query;
  /** Expected outcomes; anything missing is 'deny'. */
  expect: Partial<Record<Operation, Partial<Record<Actor, Outcome>>>>;
}

function clientsFor(env: FirestoreTestEnv): Record<Actor | 'admin', Firestore> {
  return {
    signedOut: env.unauthenticated(),
    owner: env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true }),
    other: env.authenticated(OTHER_UID, { email: ACTOR_EMAILS[OTHER_UID], email_verified: true }),
    unverified: env.authenticated(UNVERIFIED_UID, { email: ACTOR_EMAILS[UNVERIFIED_UID], email_verified: false }),
    anonymous: env.authenticated(ANONYMOUS_UID, ANONYMOUS_CLAIMS),
    ownerUnverified: env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: false }),
    ownerAnonymous: env.authenticated(OWNER_UID, ANONYMOUS_CLAIMS),
    admin: env.admin(),
  };
}

async function runOperation(db: Firestore, actor: Actor, c: CollectionRulesCase, op: Operation): Promise<unknown> {
  const id = (c.docId ?? ((u: string) => u))(OWNER_UID);
  const data = (c.validData ?? ((u: string) => ({ ownerUid: u, value: 1 })))(OWNER_UID);
  const ref = doc(db, c.collection, id);
  switch (op) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(c.listQuery ? c.listQuery(db, actor) : collection(db, c.collection));
    case 'create':
      return setDoc(c.createTarget === 'ownerDoc' ? ref : doc(db, c.collection, `${id}-new`), data);
    case 'update': {
      const patch = typeof c.updateData === 'function' ? c.updateData() : c.updateData;
      return updateDoc(ref, patch ?? { value: 2 });
    }
    case 'delete':
      return deleteDoc(ref);
  }
}

/**
 * The case's outcome for `actor` and `op`: listed, inherited (anonymous → unverified → other; ownerAnonymous →
 * ownerUnverified → the owner's for reads and deletes, 'deny' for writes), or 'deny'.
 */
export function expectedOutcome(c: CollectionRulesCase, actor: Actor, op: Operation): Outcome {
  const listed = c.expect[op]?.[actor];
  if (listed) return listed;
  if (actor === 'anonymous') return expectedOutcome(c, 'unverified', op);
  if (actor === 'unverified') return expectedOutcome(c, 'other', op);
  if (actor === 'ownerAnonymous') return expectedOutcome(c, 'ownerUnverified', op);
  if (actor === 'ownerUnverified') return op === 'create' || op === 'update' ? 'deny' : expectedOutcome(c, 'owner', op);
  return 'deny';
}

/** Registers one test per (collection, actor, operation). Must be called at the top level of a test file. */
export function describeFirestoreMatrix(cases: readonly CollectionRulesCase[]): void {
  let env: FirestoreTestEnv;
  let clients: Record<Actor | 'admin', Firestore>;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    clients = clientsFor(env);
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  for (const c of cases) {
    describe(c.name, () => {
      // Whether the database may differ from the arranged state. Reads and refused writes leave it as it is, so the
      // next test reuses it: arranging costs the emulator three requests, and most of the matrix reads or is refused.
      let dirty = true;
      beforeEach(async () => {
        if (!dirty) return;
        // Arrange: the owner's document exists (written with rules bypassed) so get/update/delete hit a real doc.
        await clearFirestore();
        const id = (c.docId ?? ((u: string) => u))(OWNER_UID);
        const data = (c.validData ?? ((u: string) => ({ ownerUid: u, value: 1 })))(OWNER_UID);
        await setDoc(doc(clients.admin, c.collection, id), data);
        await c.arrange?.(clients.admin, OWNER_UID);
        dirty = false;
      });

      for (const actor of ACTORS) {
        for (const op of OPERATIONS) {
          const outcome = expectedOutcome(c, actor, op);
          it(`${actor} ${op} -> ${outcome}`, async () => {
            // A write changes the state unless it is refused; a failed expectation leaves it unknown.
            const writes = op !== 'get' && op !== 'list';
            if (writes) dirty = true;
            if (op === 'create' && c.createTarget === 'ownerDoc') {
              const id = (c.docId ?? ((u: string) => u))(OWNER_UID);
              await deleteDoc(doc(clients.admin, c.collection, id));
            }
            const p = runOperation(clients[actor], actor, c, op);
            await (outcome === 'allow' ? assertSucceeds(p) : assertFails(p));
            if (writes && outcome === 'deny' && !(op === 'create' && c.createTarget === 'ownerDoc')) dirty = false;
          });
        }
      }
    });
  }
}
