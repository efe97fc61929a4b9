// The demo data that `npm run dev` loads bypasses the rules (it is written with the emulator's owner token), so
// this test proves each demo CV is one the rules would accept from its owner: the seed cannot drift from the model.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CV_DEFAULTS, DEMO_PLAYERS } from '../../scripts/seed.mjs';
import { clearFirestore, createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules } from './firestore-env';

describe('demo players (scripts/seed.mjs)', () => {
  const env = createFirestoreTestEnv();

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    await clearFirestore();
  });

  afterAll(async () => {
    await clearFirestore();
    await env.cleanup();
  });

  for (const { uid, ...data } of DEMO_PLAYERS) {
    it(`${uid} is a CV its owner may write`, async () => {
      const owner = env.authenticated(uid);
      const cv = { ...CV_DEFAULTS, ...data, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
      await assertSucceeds(setDoc(doc(owner, 'players', uid), cv));
    });
  }
});
