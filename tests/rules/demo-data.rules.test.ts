// The demo data that `npm run dev` loads bypasses the rules (it is written with the emulator's owner token), so
// this test proves each demo player's documents (the core's split of scripts/seed.mjs's profiles: the CV, its private
// details, one document per career and honours entry) are ones the rules accept from their owner in one batch, as the
// app saves them: the seed cannot drift from the model.
//
// Then it reads every public CV as an anonymous client and checks every key and value: no exact birth date, no exact
// location, no e-mail the player hides (the "the raw public documents" test).
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, where, writeBatch, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlayerDocuments, demoPlayerWeekly } from '../../scripts/seed.mjs';
import { clearFirestore, createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules } from './firestore-env';
import { detailsPath, validDetails, validPlayer } from './fixtures';
import { loadCoreLimits } from './limits';

const PLAYER_KEYS = loadCoreLimits().playerKeys as string[];

/** Every string and number anywhere in a value, with its path. */
function leaves(value: unknown, path = ''): [string, string | number][] {
  if (typeof value === 'string' || typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object' && !('toMillis' in value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [];
}

describe('demo players (scripts/seed.mjs) and the public CVs', () => {
  const env = createFirestoreTestEnv();
  let demo: Awaited<ReturnType<typeof demoPlayerDocuments>> = [];

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    await clearFirestore();
    demo = await demoPlayerDocuments();
  });

  afterAll(async () => {
    await clearFirestore();
    await env.cleanup();
  });

  it('the seed has its twelve named players, each split into a CV and private details', () => {
    expect(demo).toHaveLength(12);
    for (const { cv, details } of demo) {
      expect(typeof details.dateOfBirth).toBe('string');
      expect(cv.birthMonth).toBe(String(details.dateOfBirth).slice(0, 7));
    }
  });

  it('each demo player is a CV, details and career and honours entries its owner may write in one batch', async () => {
    for (const { uid, cv, details, entries } of demo) {
      const owner = env.authenticated(uid, { email: `${uid}@skora.test`, email_verified: true });
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'players', uid), { ...cv, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      batch.set(doc(owner, detailsPath(uid)), { ...details, updatedAt: serverTimestamp() });
      for (const { path, data } of entries) batch.set(doc(owner, path), data);
      await assertSucceeds(batch.commit());
    }
    // The demo CVs show careers and honours (the CV page's tables have something to show).
    expect(demo.some((p) => p.entries.some((e) => e.path.includes('/career/')))).toBe(true);
    expect(demo.some((p) => p.entries.some((e) => e.path.includes('/honours/')))).toBe(true);
  });

  it("each demo player's season of weekly stats is entries their owner may write, one batch per player", async () => {
    // After the CVs above (written by their owners in the previous test).
    let weeks = 0;
    for (const player of demo) {
      const owner = env.authenticated(player.uid, { email: `${player.uid}@skora.test`, email_verified: true });
      const batch = writeBatch(owner);
      for (const entry of demoPlayerWeekly(player)) {
        batch.set(doc(owner, 'players', player.uid, 'weeklyStats', entry.week), { ...entry, updatedAt: serverTimestamp() });
        weeks++;
      }
      await assertSucceeds(batch.commit());
    }
    expect(weeks).toBeGreaterThanOrEqual(30 * demo.length);
  });

  it('an anonymous client reading every public CV finds no exact birth date, location or hidden e-mail', async () => {
    // Besides the demo players: a player who hides their e-mail, and one who shows it (written by their owner).
    const arranged: [string, DocumentData, DocumentData][] = [
      ['hidden-email', validPlayer({ contactEmail: undefined }), validDetails({ showContactEmail: false })],
      ['shown-email', validPlayer(), validDetails()],
    ];
    for (const [uid, cv, details] of arranged) {
      const owner = env.authenticated(uid, { email: `${uid}@example.com`, email_verified: true });
      const { contactEmail, ...rest } = cv;
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'players', uid), contactEmail === undefined ? rest : cv);
      batch.set(doc(owner, detailsPath(uid)), details);
      await assertSucceeds(batch.commit());
    }

    const admin = env.admin();
    const anonymous = env.unauthenticated();
    const snapshot = await assertSucceeds(getDocs(query(collection(anonymous, 'players'), where('visibility', '==', 'public'))));
    expect(snapshot.size).toBe(demo.length + arranged.length);
    for (const cv of snapshot.docs) {
      const data = cv.data();
      const details = (await getDoc(doc(admin, detailsPath(cv.id)))).data() ?? {};
      const at = `players/${cv.id}`;
      for (const key of Object.keys(data)) expect(PLAYER_KEYS, `${at}: ${key}`).toContain(key);
      for (const key of ['dateOfBirth', 'location', 'showContactEmail']) expect(data, at).not.toHaveProperty(key);
      expect(String(data.birthMonth), at).toMatch(/^\d{4}-\d{2}$/);
      const secret = [details.dateOfBirth, details.location?.lat, details.location?.lng].filter((v) => v !== undefined);
      for (const [path, value] of leaves(data)) {
        expect(secret, `${at}.${path}`).not.toContain(value);
        if (typeof value === 'string') expect(value, `${at}.${path}`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      }
      if (details.showContactEmail === true) {
        if ('contactEmail' in data) expect(data.contactEmail, at).toBe(details.contactEmail);
      } else {
        expect(data, at).not.toHaveProperty('contactEmail');
        if (details.contactEmail) {
          for (const [path, value] of leaves(data)) expect(value, `${at}.${path}`).not.toBe(details.contactEmail);
        }
      }
    }
  });
});
