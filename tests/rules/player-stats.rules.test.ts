// playerStats/{uid} (Contract B): who reads and writes a player's attributes (the matrix), what the owner
// may store (every key and type; the goalkeeping ratings for goalkeepers only), hostile values, a maximal document
// within the rules' expression budget, and the seeded demo attributes. Every range at its bounds is the limits walk's
// (limits.rules.test.ts with stats-probes.ts, from the core's limits).
// Run with: /work/notes/run-rules.sh tests/rules/player-stats.rules.test.ts (or node scripts/rules-test.mjs)
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPlayers } from '../../scripts/lib/generated-players.mjs';
import { demoPlayerDocuments, demoPlayerStats } from '../../scripts/seed.mjs';
import { createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { detailsPath, utcDate, validDetails, validPlayer } from './fixtures';
import { loadCoreLimits } from './limits';
import { ACTOR_EMAILS, describeFirestoreMatrix, OWNER_UID, type CollectionRulesCase } from './matrix';
import { Double, restCreate } from './rest-write';
import { allTests, ratings, statsSpec, validKeeperStats, validStats, type StatsSpec } from './stats-fixtures';
import { KEEPER_CV, withPath } from './stats-probes';
import { HOSTILE_FIELD_VALUES, nested } from './owner-session';

const SPEC: StatsSpec = statsSpec(loadCoreLimits());
const STATS = 'playerStats';

/** The owner's CV (outfield unless told) and private details, written with the rules bypassed. */
async function arrangeCv(admin: Firestore, uid: string, cv: DocumentData = {}): Promise<void> {
  await setDoc(doc(admin, detailsPath(uid)), validDetails());
  await setDoc(doc(admin, 'players', uid), validPlayer(cv));
}


// ---------------------------------------------------------------------------------------------------- the matrix
const matrixCase = (visibility: 'public' | 'members'): CollectionRulesCase => ({
  name: `playerStats/{uid} — a '${visibility}' CV`,
  collection: STATS,
  createTarget: 'ownerDoc',
  validData: () => validStats(SPEC),
  arrange: (admin, uid) => arrangeCv(admin, uid, { visibility }),
  updateData: () => ({ 'physical.pace': 17, updatedAt: serverTimestamp() }),
  // A collection query cannot read each player's CV: only verified members list (the whole collection), not even the
  // owner whose e-mail is not verified.
  expect: {
    get:
      visibility === 'public'
        ? { signedOut: 'allow', anonymous: 'allow', unverified: 'allow', owner: 'allow', other: 'allow' }
        : { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny' },
    list: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny', ownerUnverified: 'deny' },
    create: { owner: 'allow' },
    update: { owner: 'allow' },
    delete: { owner: 'allow' },
  },
});

describeFirestoreMatrix([matrixCase('public'), matrixCase('members')]);

// ------------------------------------------------------------------------------------------- the owner's writes
type Expect = 'allow' | 'deny';

describe('playerStats/{uid}: what the owner may store', () => {
  let env: FirestoreTestEnv;
  let owner: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    owner = env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    admin = env.admin();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  /** The owner creates their stats over a CV of `cv` (null: no CV at all). */
  async function outcome(data: DocumentData, cv: DocumentData | null = {}): Promise<Expect | string> {
    await deleteDoc(doc(admin, STATS, OWNER_UID));
    if (cv) await arrangeCv(admin, OWNER_UID, cv);
    else await deleteDoc(doc(admin, 'players', OWNER_UID));
    try {
      await setDoc(doc(owner, STATS, OWNER_UID), data);
      return 'allow';
    } catch (e) {
      const code = (e as { code?: string }).code;
      return code === 'permission-denied' ? 'deny' : `error ${code}: ${(e as Error).message}`;
    }
  }

  /** The same through the REST API (doubles that are whole, 100-deep maps): 'allow', 'deny' or 'refused' (400). */
  async function restOutcome(fields: Record<string, unknown>, cv: DocumentData = {}): Promise<string> {
    await deleteDoc(doc(admin, STATS, OWNER_UID));
    await arrangeCv(admin, OWNER_UID, cv);
    const status = await restCreate(
      `${STATS}/${OWNER_UID}`,
      fields as Parameters<typeof restCreate>[1],
      OWNER_UID,
      { email: ACTOR_EMAILS[OWNER_UID], email_verified: true },
      ['updatedAt'],
    );
    return status === 200 ? 'allow' : status === 403 ? 'deny' : status === 400 ? 'refused' : `status ${status}`;
  }

  /** Runs every step, collects the mismatches (one assertion per group, each step named). */
  async function walk(steps: { label: string; data: DocumentData; cv?: DocumentData | null; expect: Expect }[]) {
    const mismatches: string[] = [];
    for (const s of steps) {
      const got = await outcome(s.data, s.cv === undefined ? {} : s.cv);
      if (got !== s.expect) mismatches.push(`${s.label}: expected ${s.expect}, got ${got}`);
    }
    expect(mismatches).toEqual([]);
  }

  it('valid documents: outfield with every test, without tests, with some tests; a goalkeeper with the GK set', async () => {
    const { cmj } = allTests(SPEC);
    await walk([
      { label: 'outfield, every test', data: validStats(SPEC), expect: 'allow' },
      { label: 'outfield, no tests key', data: withPath(validStats(SPEC), 'tests', undefined), expect: 'allow' },
      { label: 'outfield, tests {}', data: validStats(SPEC, { tests: {} }), expect: 'allow' },
      { label: 'outfield, one test', data: validStats(SPEC, { tests: { cmj } }), expect: 'allow' },
      { label: 'goalkeeper with goalkeeping', data: validKeeperStats(SPEC), cv: KEEPER_CV, expect: 'allow' },
    ]);
  });

  it('goalkeeping: refused for an outfield player, required for a goalkeeper, nothing without a CV', async () => {
    await walk([
      { label: 'outfield with goalkeeping', data: validKeeperStats(SPEC), expect: 'deny' },
      { label: 'goalkeeper without goalkeeping', data: validStats(SPEC), cv: KEEPER_CV, expect: 'deny' },
      { label: 'no CV (outfield stats)', data: validStats(SPEC), cv: null, expect: 'deny' },
      { label: 'no CV (goalkeeper stats)', data: validKeeperStats(SPEC), cv: null, expect: 'deny' },
    ]);
  });

  it('stats without a CV: the owner still reads and deletes them, a visitor or unverified user reads nothing', async () => {
    await deleteDoc(doc(admin, 'players', OWNER_UID));
    await setDoc(doc(admin, STATS, OWNER_UID), validStats(SPEC));
    await expect(getDoc(doc(owner, STATS, OWNER_UID))).resolves.toBeDefined();
    const visitor = env.unauthenticated();
    await expect(getDoc(doc(visitor, STATS, OWNER_UID))).rejects.toMatchObject({ code: 'permission-denied' });
    const unverified = env.authenticated('carol-uid', { email: 'carol-uid@example.com', email_verified: false });
    await expect(getDoc(doc(unverified, STATS, OWNER_UID))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteDoc(doc(owner, STATS, OWNER_UID))).resolves.toBeUndefined();
  });

  it('a batch that makes the CV a goalkeeper and adds the goalkeeping ratings is one valid change', async () => {
    await arrangeCv(admin, OWNER_UID);
    await deleteDoc(doc(admin, STATS, OWNER_UID));
    const batch = writeBatch(owner);
    batch.update(doc(owner, 'players', OWNER_UID), { ...KEEPER_CV, updatedAt: serverTimestamp() });
    batch.set(doc(owner, STATS, OWNER_UID), validKeeperStats(SPEC));
    await expect(batch.commit()).resolves.toBeUndefined();
  });

  it('keys: an extra key anywhere, a missing required key anywhere', async () => {
    const base = validKeeperStats(SPEC);
    const steps = [
      { label: 'extra top-level key', data: { ...validStats(SPEC), notes: 'x' }, expect: 'deny' as const },
      { label: 'extra physical key', data: withPath(validStats(SPEC), 'physical.vision', 12), expect: 'deny' as const },
      { label: 'extra technical key', data: withPath(validStats(SPEC), 'technical.vision', 12), expect: 'deny' as const },
      { label: 'extra goalkeeping key', data: withPath(base, 'goalkeeping.diving', 12), cv: KEEPER_CV, expect: 'deny' as const },
      { label: 'unknown test', data: withPath(validStats(SPEC), 'tests.sprint100m', { value: 12, measuredOn: utcDate(0, -1) }), expect: 'deny' as const },
      { label: 'extra key in a test', data: withPath(validStats(SPEC), 'tests.cmj.unit', 'cm'), expect: 'deny' as const },
      { label: 'test without value', data: withPath(validStats(SPEC), 'tests.cmj.value', undefined), expect: 'deny' as const },
      { label: 'test without measuredOn', data: withPath(validStats(SPEC), 'tests.cmj.measuredOn', undefined), expect: 'deny' as const },
      ...['physical', 'technical', 'updatedAt'].map((k) => ({
        label: `without ${k}`, data: withPath(validStats(SPEC), k, undefined), expect: 'deny' as const,
      })),
      ...SPEC.physical.map((k) => ({ label: `without physical.${k}`, data: withPath(validStats(SPEC), `physical.${k}`, undefined), expect: 'deny' as const })),
      ...SPEC.technical.map((k) => ({ label: `without technical.${k}`, data: withPath(validStats(SPEC), `technical.${k}`, undefined), expect: 'deny' as const })),
      ...SPEC.goalkeeping.map((k) => ({ label: `without goalkeeping.${k}`, data: withPath(base, `goalkeeping.${k}`, undefined), cv: KEEPER_CV, expect: 'deny' as const })),
    ];
    await walk(steps);
  });

  it('types: a rating that is no int, a test value that is no number, a date that is no date, updatedAt not now', async () => {
    const s = validStats(SPEC);
    await walk([
      ...(['12', 12.5, true, null, [12], { v: 12 }] as unknown[]).flatMap((v) => [
        { label: `physical.pace = ${JSON.stringify(v)}`, data: withPath(s, 'physical.pace', v), expect: 'deny' as const },
        { label: `technical.weakFoot = ${JSON.stringify(v)}`, data: withPath(s, 'technical.weakFoot', v), expect: 'deny' as const },
        { label: `goalkeeping.reflexes = ${JSON.stringify(v)}`, data: withPath(validKeeperStats(SPEC), 'goalkeeping.reflexes', v), cv: KEEPER_CV, expect: 'deny' as const },
      ]),
      ...(['2.0', true, null, [2], { v: 2 }] as unknown[]).map((v) => ({
        label: `tests.sprint10m.value = ${JSON.stringify(v)}`, data: withPath(s, 'tests.sprint10m.value', v), expect: 'deny' as const,
      })),
      ...(['physical', 'technical', 'tests'] as const).flatMap((k) =>
        (['x', 12, [1, 2]] as unknown[]).map((v) => ({ label: `${k} = ${JSON.stringify(v)}`, data: withPath(s, k, v), expect: 'deny' as const })),
      ),
      { label: 'a test that is a number', data: withPath(s, 'tests.cmj', 45), expect: 'deny' },
      ...([
        ['2025-02-30', 'Feb 30'],
        ['2023-02-29', 'Feb 29 of a common year'],
        ['2025-13-01', 'month 13'],
        ['2025-1-01', 'one-digit month'],
        ['20250101', 'no dashes'],
        [' 2025-01-01', 'a leading space'],
        ['2025-01-01T00:00', 'a time'],
      ] as const).map(([v, why]) => ({ label: `measuredOn '${v}' (${why})`, data: withPath(s, 'tests.cmj.measuredOn', v), expect: 'deny' as const })),
      { label: 'measuredOn a number', data: withPath(s, 'tests.cmj.measuredOn', 20250101), expect: 'deny' },
      { label: 'measuredOn a timestamp', data: withPath(s, 'tests.cmj.measuredOn', Timestamp.now()), expect: 'deny' },
      { label: 'measuredOn 2024-02-29 (a leap day)', data: withPath(s, 'tests.cmj.measuredOn', '2024-02-29'), expect: 'allow' },
      { label: 'updatedAt a fixed time', data: { ...s, updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }, expect: 'deny' },
      { label: 'updatedAt a string', data: { ...s, updatedAt: 'now' }, expect: 'deny' },
    ]);
  });

  it('a whole number stored as a double (12.0) is no rating (the REST API can send one)', async () => {
    const fields = (physical: Record<string, unknown>) => ({
      physical,
      technical: ratings(SPEC, 'technical'),
    });
    expect(await restOutcome(fields(ratings(SPEC, 'physical')))).toBe('allow');
    expect(await restOutcome(fields({ ...ratings(SPEC, 'physical'), pace: new Double(12) }))).toBe('deny');
    expect(await restOutcome({ ...fields(ratings(SPEC, 'physical')), tests: { cmj: { value: new Double(45), measuredOn: utcDate(0, -3) } } })).toBe('allow');
  });

  describe('hostile values: refused wherever they are put', () => {
    const places = ['physical.pace', 'technical.skillMoves', 'goalkeeping.handling', 'tests.cmj', 'tests.cmj.value', 'tests.cmj.measuredOn', 'tests.extra', 'extra', 'physical', 'tests', 'updatedAt'];
    for (const h of HOSTILE_FIELD_VALUES) {
      it(h.name, { timeout: 60_000 }, async () => {
        const mismatches: string[] = [];
        for (const place of places) {
          const keeper = place.startsWith('goalkeeping');
          const base = keeper ? validKeeperStats(SPEC) : validStats(SPEC);
          const got = await outcome(withPath(base, place, h.value(owner)), keeper ? KEEPER_CV : {});
          // A document over Firestore's own limits may be refused before the rules (invalid-argument): a refusal too.
          if (got === 'allow') mismatches.push(`${place}: allowed`);
          else if (got !== 'deny' && !/invalid-argument/.test(got)) mismatches.push(`${place}: ${got}`);
        }
        expect(mismatches).toEqual([]);
      });
    }

    it('a map 100 deep (sent by hand: the SDK cannot serialise it)', async () => {
      const base = { physical: ratings(SPEC, 'physical'), technical: ratings(SPEC, 'technical') };
      for (const place of ['physical', 'extra']) {
        const got = await restOutcome({ ...base, [place]: nested(100) });
        expect(['deny', 'refused'], place).toContain(got);
      }
      expect(await restOutcome({ ...base, physical: { ...ratings(SPEC, 'physical'), pace: nested(100) } })).toMatch(/deny|refused/);
    });
  });

  describe("the rules' expression budget", () => {
    it("a maximal document (every test, the goalkeeping set, every value at its max) fits the rules' expression budget", async () => {
      const max = (group: 'physical' | 'technical' | 'goalkeeping') =>
        Object.fromEntries(SPEC[group].map((k) => [k, SPEC.stars.includes(k) && group === 'technical' ? SPEC.starRating.max : SPEC.rating.max]));
      const tests = Object.fromEntries(Object.entries(SPEC.tests).map(([k, { max: m }]) => [k, { value: m, measuredOn: utcDate(0) }]));
      const data = { tests, physical: max('physical'), technical: max('technical'), goalkeeping: max('goalkeeping'), updatedAt: serverTimestamp() };
      expect(await outcome(data, KEEPER_CV)).toBe('allow');
      // And as an update of an existing document (request.resource and resource both read).
      await setDoc(doc(owner, STATS, OWNER_UID), { ...data, technical: { ...data.technical, corners: 1 } });
    });
  });
});

// ------------------------------------------------------------------------------------------------ the demo data
// The seed writes with the emulator's owner token (rules bypassed): each demo player's attributes must be a document
// its owner could have saved, over the seeded CV (so the goalkeepers' GK set passes and nobody else has one).
describe('demo data: every seeded playerStats document is one its owner may write', () => {
  let env: FirestoreTestEnv;
  let admin: Firestore;
  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    admin = env.admin();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  async function ownerWrites(uid: string, cv: DocumentData, stats: DocumentData): Promise<string | null> {
    await setDoc(doc(admin, 'players', uid), cv);
    const owner = env.authenticated(uid, { email: `${uid}@skora.test`, email_verified: true });
    try {
      await setDoc(doc(owner, STATS, uid), { ...stats, updatedAt: serverTimestamp() });
      return null;
    } catch (e) {
      return `${uid} (${String(cv.mainPosition)}): ${(e as Error).message.split('\n')[0]}`;
    }
  }

  it('the named players (goalkeepers with the GK set)', async () => {
    const today = utcDate(0);
    const refused: string[] = [];
    const demo = await demoPlayerDocuments();
    for (const player of demo) {
      const stats = demoPlayerStats(player, today);
      expect('goalkeeping' in stats, player.uid).toBe(player.cv.mainPosition === 'GK');
      const failure = await ownerWrites(player.uid, player.cv, stats);
      if (failure) refused.push(failure);
    }
    expect(refused).toEqual([]);
    expect(demo.filter((p) => p.cv.mainPosition === 'GK').length).toBeGreaterThan(0);
  });

  it('the first 300 generated players', { timeout: 120_000 }, async () => {
    const refused: string[] = [];
    const players = generatedPlayers(300);
    for (const { uid, cv, stats } of players) {
      const { updatedAt: _stored, ...data } = stats;
      const failure = await ownerWrites(uid, cv, data);
      if (failure) refused.push(failure);
    }
    expect(refused).toEqual([]);
    expect(players.filter((p) => 'goalkeeping' in p.stats).length).toBeGreaterThan(10);
  });
});
