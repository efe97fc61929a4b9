// Firestore security rules tests for the named database "skora" (see firestore-env.ts for why we do not use
// rules-unit-testing's contexts). Run with: node scripts/rules-test.mjs
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirestoreTestEnv, DATABASE_ID, loadFirestoreRules, readFirestoreRules } from './firestore-env';
import { describeFirestoreMatrix, type CollectionRulesCase } from './matrix';

// Every collection the app uses (or might guess) — closed until a feature opens it with explicit expectations.
const CASES: CollectionRulesCase[] = [
  {
    name: 'players/{uid} (not opened yet)',
    collection: 'players',
    validData: (uid) => ({ firstName: 'Ana', lastName: 'Silva', visibility: 'public', ownerUid: uid }),
    updateData: { firstName: 'Ana Maria' },
    expect: {},
  },
  {
    name: 'anything/else',
    collection: 'anything',
    docId: () => 'else',
    expect: {},
  },
  {
    name: 'nested anything/else/deeper/doc',
    collection: 'anything/else/deeper',
    docId: () => 'doc',
    expect: {},
  },
];

describe('firestore.rules control: rules are applied to the named database', () => {
  const env = createFirestoreTestEnv();
  afterAll(async () => {
    // restore the real rules for the matrix below
    await loadFirestoreRules(readFirestoreRules());
    await env.cleanup();
  });

  it(`loads a probe ruleset and sees it enforced in database "${DATABASE_ID}"`, async () => {
    await loadFirestoreRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rulesProbe/{id} { allow read, write: if database == '${DATABASE_ID}' && request.auth != null; }
  }
}`);
    const alice = env.authenticated('probe-alice');
    await assertSucceeds(setDoc(doc(alice, 'rulesProbe', 'x'), { ok: true }));
    const snap = await assertSucceeds(getDoc(doc(alice, 'rulesProbe', 'x')));
    expect(snap.get('ok')).toBe(true);
    await assertFails(setDoc(doc(env.unauthenticated(), 'rulesProbe', 'y'), { ok: true }));
    await assertFails(setDoc(doc(alice, 'notInProbe', 'z'), { ok: true }));
  });
});

describeFirestoreMatrix(CASES);
