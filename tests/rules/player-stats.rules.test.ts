// playerStats/{uid} (issue 11, Contract B): who reads and writes a player's attributes (the matrix), what the owner
// may store (every key, type and range; the goalkeeping ratings for goalkeepers only), hostile values, the limits
// walk (every range at its bounds) and a maximal document within the rules' expression budget.
// Run with: /work/notes/run-rules.sh tests/rules/player-stats.rules.test.ts (or node scripts/rules-test.mjs)
import {
  Bytes,
  deleteDoc,
  doc,
  GeoPoint,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { detailsPath, utcDate, validDetails, validPlayer } from './fixtures';
import { ACTOR_EMAILS, describeFirestoreMatrix, OWNER_UID, type CollectionRulesCase } from './matrix';
import { Double, restCreate } from './rest-write';
import { allTests, ratings, STATS_CONTRACT, validKeeperStats, validStats, type StatsSpec } from './stats-fixtures';

const SPEC: StatsSpec = STATS_CONTRACT;
const STATS = 'playerStats';
const MiB = 1024 * 1024;

/** The owner's CV (outfield unless told) and private details, written with the rules bypassed. */
async function arrangeCv(admin: Firestore, uid: string, cv: DocumentData = {}): Promise<void> {
  await setDoc(doc(admin, detailsPath(uid)), validDetails());
  await setDoc(doc(admin, 'players', uid), validPlayer(cv));
}

const KEEPER_CV = { playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] };

// ---------------------------------------------------------------------------------------------------- the matrix
const matrixCase = (visibility: 'public' | 'members'): CollectionRulesCase => ({
  name: `playerStats/{uid} — a '${visibility}' CV`,
  collection: STATS,
  createTarget: 'ownerDoc',
  validData: () => validStats(SPEC),
  arrange: (admin, uid) => arrangeCv(admin, uid, { visibility }),
  updateData: () => ({ 'physical.pace': 17, updatedAt: serverTimestamp() }),
  // A collection query cannot read each player's CV: only verified members list (the whole collection).
  expect: {
    get:
      visibility === 'public'
        ? { signedOut: 'allow', anonymous: 'allow', unverified: 'allow', owner: 'allow', other: 'allow' }
        : { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny' },
    list: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny' },
    create: { owner: 'allow' },
    update: { owner: 'allow' },
    delete: { owner: 'allow' },
  },
});

describeFirestoreMatrix([matrixCase('public'), matrixCase('members')]);

// ------------------------------------------------------------------------------------------- the owner's writes
type Expect = 'allow' | 'deny';

/** A map nested `depth` levels deep: {a: {a: … {leaf: 'x'}}}. */
function nested(depth: number): Record<string, unknown> {
  let v: Record<string, unknown> = { leaf: 'x' };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
}

/** `base` with `path` ('physical.pace', 'tests.cmj.value', 'tests') set to `value`, or removed when undefined. */
function withPath(base: DocumentData, path: string, value: unknown): DocumentData {
  const copy = structuredClone({ ...base, updatedAt: null }) as DocumentData;
  copy.updatedAt = base.updatedAt;
  const keys = path.split('.');
  let at: DocumentData = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as DocumentData;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

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
    const hostile: { name: string; value: () => unknown }[] = [
      { name: 'a reference', value: () => doc(owner, 'players', OWNER_UID) },
      { name: 'bytes', value: () => Bytes.fromUint8Array(new Uint8Array(64)) },
      { name: 'a geopoint', value: () => new GeoPoint(1, 2) },
      { name: 'a timestamp', value: () => Timestamp.now() },
      { name: 'a 1 MiB string', value: () => 'x'.repeat(MiB - 1024) },
      { name: 'a map 20 deep', value: () => nested(20) },
    ];
    const places = ['physical.pace', 'technical.skillMoves', 'goalkeeping.handling', 'tests.cmj', 'tests.cmj.value', 'tests.cmj.measuredOn', 'tests.extra', 'extra', 'physical', 'tests', 'updatedAt'];
    for (const h of hostile) {
      it(h.name, { timeout: 60_000 }, async () => {
        const mismatches: string[] = [];
        for (const place of places) {
          const keeper = place.startsWith('goalkeeping');
          const base = keeper ? validKeeperStats(SPEC) : validStats(SPEC);
          const got = await outcome(withPath(base, place, h.value()), keeper ? KEEPER_CV : {});
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

  // ------------------------------------------------------------------------------------------ the limits walk
  describe('limits walk: every range at its bounds (min and max pass, one step beyond fails)', () => {
    it('measured tests: value bounds (±0.01 beyond)', { timeout: 120_000 }, async () => {
      const s = validStats(SPEC);
      await walk(
        Object.entries(SPEC.tests).flatMap(([k, { min, max }]) => [
          { label: `${k} = min ${min}`, data: withPath(s, `tests.${k}.value`, min), expect: 'allow' as const },
          { label: `${k} = max ${max}`, data: withPath(s, `tests.${k}.value`, max), expect: 'allow' as const },
          { label: `${k} = min − 0.01`, data: withPath(s, `tests.${k}.value`, Math.round((min - 0.01) * 100) / 100), expect: 'deny' as const },
          { label: `${k} = max + 0.01`, data: withPath(s, `tests.${k}.value`, Math.round((max + 0.01) * 100) / 100), expect: 'deny' as const },
        ]),
      );
    });

    it(`measuredOn: ${SPEC.firstMeasuredOn} .. today (UTC)`, async () => {
      const s = validStats(SPEC);
      const first = SPEC.firstMeasuredOn;
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await walk([
        { label: `first day ${first}`, data: withPath(s, 'tests.cmj.measuredOn', first), expect: 'allow' },
        { label: `the day before ${dayBefore}`, data: withPath(s, 'tests.cmj.measuredOn', dayBefore), expect: 'deny' },
        { label: 'today', data: withPath(s, 'tests.cmj.measuredOn', utcDate(0)), expect: 'allow' },
        { label: 'tomorrow', data: withPath(s, 'tests.cmj.measuredOn', utcDate(0, 1)), expect: 'deny' },
      ]);
    });

    it('ratings: every key at its min and max, min − 1 and max + 1 refused', { timeout: 180_000 }, async () => {
      const steps: { label: string; data: DocumentData; cv?: DocumentData; expect: Expect }[] = [];
      for (const group of ['physical', 'technical', 'goalkeeping'] as const) {
        const keeper = group === 'goalkeeping';
        const base = keeper ? validKeeperStats(SPEC) : validStats(SPEC);
        for (const k of SPEC[group]) {
          const { min, max } = group === 'technical' && SPEC.stars.includes(k) ? SPEC.starRating : SPEC.rating;
          const cv = keeper ? KEEPER_CV : {};
          steps.push(
            { label: `${group}.${k} = ${min}`, data: withPath(base, `${group}.${k}`, min), cv, expect: 'allow' },
            { label: `${group}.${k} = ${max}`, data: withPath(base, `${group}.${k}`, max), cv, expect: 'allow' },
            { label: `${group}.${k} = ${min - 1}`, data: withPath(base, `${group}.${k}`, min - 1), cv, expect: 'deny' },
            { label: `${group}.${k} = ${max + 1}`, data: withPath(base, `${group}.${k}`, max + 1), cv, expect: 'deny' },
          );
        }
      }
      await walk(steps);
    });

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
