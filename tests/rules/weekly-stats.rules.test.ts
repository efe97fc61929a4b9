// players/{uid}/weeklyStats/{week} (Contract W): who reads and writes a player's weekly entries (the matrix,
// over a public and a members-only CV), what the owner may store (the id a valid, past ISO week equal to `week`,
// every key's type, the note, updatedAt, every cross-field rule), hostile values, queries, and a maximal document
// within the rules' expression budget (with the headroom it leaves, measured). Every key's bounds from the core's
// limits are the limits walk's (limits.rules.test.ts with weekly-probes.ts).
// Run with: /work/notes/run-rules.sh tests/rules/weekly-stats.rules.test.ts (or node scripts/rules-test.mjs)
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, loadFirestoreRules, readFirestoreRules } from './firestore-env';
import { arrangeCv, readLikeTheCv } from './fixtures';
import { loadCoreLimits } from './limits';
import { ACTOR_EMAILS, describeFirestoreMatrix, OTHER_UID, OWNER_UID, UNVERIFIED_UID, type CollectionRulesCase } from './matrix';
import { HOSTILE_FIELD_VALUES, nested, useOwnerSession, writeOutcome } from './owner-session';
import { Double, restCreate } from './rest-write';
import {
  maximalWeekly,
  minimalWeekly,
  mondayOf,
  PAST_WEEK,
  validWeekly,
  weekIdFrom,
  weekIdOf,
  weeklyPath,
  weeklySpec,
  weeksIn,
  type WeeklySpec,
} from './weekly-fixtures';

const SPEC: WeeklySpec = weeklySpec(loadCoreLimits());

// ---------------------------------------------------------------------------------------------------- the matrix
// get and list like the CV; list is the whole subcollection of one player (the season query is a range of it).
const matrixCase = (visibility: 'public' | 'members'): CollectionRulesCase => ({
  name: `players/{uid}/weeklyStats/{week} — a '${visibility}' CV`,
  collection: weeklyPath(OWNER_UID),
  docId: () => PAST_WEEK,
  createTarget: 'ownerDoc',
  validData: () => validWeekly(),
  arrange: (admin, uid) => arrangeCv(admin, uid, { visibility }),
  updateData: () => ({ goals: 2, updatedAt: serverTimestamp() }),
  expect: {
    ...readLikeTheCv(visibility),
    create: { owner: 'allow' },
    update: { owner: 'allow' },
    delete: { owner: 'allow' },
  },
});

describeFirestoreMatrix([matrixCase('public'), matrixCase('members')]);

// ------------------------------------------------------------------------------------------- the owner's writes
type Expect = 'allow' | 'deny';
interface Step {
  label: string;
  data: DocumentData;
  expect: Expect;
  /** The document id (default: the data's week, or PAST_WEEK). */
  id?: string;
  /** Whose subcollection the owner writes into (default: the owner's own). */
  uid?: string;
}

/** `base` without `key` (a copy). */
const without = (base: DocumentData, key: string): DocumentData => {
  const { [key]: _omit, ...rest } = base;
  return rest;
};

describe('players/{uid}/weeklyStats/{week}: what the owner may store', () => {
  const session = useOwnerSession();
  let owner: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    ({ owner, admin } = session);
    await arrangeCv(admin, OWNER_UID);
    await arrangeCv(admin, OTHER_UID);
  });

  /** The owner creates `data` at `id` of `uid`'s entries (the document is deleted first: a real create). */
  async function outcome(data: DocumentData, id: string, uid = OWNER_UID): Promise<Expect | string> {
    await deleteDoc(doc(admin, weeklyPath(uid), id));
    return writeOutcome(setDoc(doc(owner, weeklyPath(uid), id), data));
  }

  /** Runs every step, collects the mismatches (one assertion per group, each step named). */
  async function walk(steps: Step[]): Promise<void> {
    const mismatches: string[] = [];
    for (const s of steps) {
      const id = s.id ?? (typeof s.data.week === 'string' ? s.data.week : PAST_WEEK);
      const got = await outcome(s.data, id, s.uid);
      if (got !== s.expect) mismatches.push(`${s.label} (${id}): expected ${s.expect}, got ${got}`);
    }
    expect(mismatches).toEqual([]);
  }

  /** The same through the REST API (whole doubles such as 3.0): 'allow', 'deny' or 'refused' (400). */
  async function restOutcome(fields: Record<string, unknown>, id = PAST_WEEK): Promise<string> {
    await deleteDoc(doc(admin, weeklyPath(OWNER_UID), id));
    const status = await restCreate(
      `${weeklyPath(OWNER_UID)}/${id}`,
      { week: id, ...fields } as Parameters<typeof restCreate>[1],
      OWNER_UID,
      { email: ACTOR_EMAILS[OWNER_UID], email_verified: true },
      ['updatedAt'],
    );
    return status === 200 ? 'allow' : status === 403 ? 'deny' : status === 400 ? 'refused' : `status ${status}`;
  }

  it('valid entries: the least (week + updatedAt), a typical week, every key at its maximum, a goalkeeper’s week', async () => {
    await walk([
      { label: 'week and updatedAt only', data: minimalWeekly(), expect: 'allow' },
      { label: 'a typical week', data: validWeekly(), expect: 'allow' },
      { label: 'every key at its max (clean sheets, 0 conceded)', data: maximalWeekly(SPEC), expect: 'allow' },
      { label: 'every key at its max (conceded, no clean sheet)', data: maximalWeekly(SPEC, PAST_WEEK, true), expect: 'allow' },
      {
        label: 'a goalkeeper’s week',
        data: validWeekly(PAST_WEEK, { saves: 4, shotsFaced: 5, goalsConceded: 1, cleanSheets: 0, penaltiesFaced: 1, penaltiesSaved: 1, crossesClaimed: 3, punches: 1, distributionAccuracy: 78 }),
        expect: 'allow',
      },
      { label: 'every int at its min', data: { ...Object.fromEntries(Object.entries(SPEC.ints).map(([k, b]) => [k, b.min])), week: PAST_WEEK, updatedAt: serverTimestamp() }, expect: 'allow' },
      { label: 'distance and top speed as ints', data: validWeekly(PAST_WEEK, { distanceKm: 10, topSpeedKmh: 30 }), expect: 'allow' },
    ]);
  });

  it('the id: an ISO week YYYY-Www, and equal to the week field', async () => {
    const bad = ['2025-W1', '2025-w40', '2025W40', '2025-W00', '2025-W54', '2025-W99', ' 2025-W40', '2025-W40 ', '02025-W40', '2025-40', 'abcd-W40', '2025-Wab', '2025-W4O', '2025-W40-1', 'W40-2025', '2025-10-06'];
    await walk([
      ...bad.map((id): Step => ({ label: `id '${id}'`, id, data: validWeekly(id), expect: 'deny' })),
      { label: 'id ≠ week (the week after)', id: '2025-W40', data: validWeekly('2025-W41'), expect: 'deny' },
      { label: 'id ≠ week (another year)', id: '2025-W40', data: validWeekly('2024-W40'), expect: 'deny' },
      { label: 'a malformed id with the same week field', id: '2025-W1', data: validWeekly('2025-W1'), expect: 'deny' },
      { label: 'week missing', id: PAST_WEEK, data: without(validWeekly(), 'week'), expect: 'deny' },
      { label: 'week a number', id: PAST_WEEK, data: validWeekly(PAST_WEEK, { week: 202540 }), expect: 'deny' },
      { label: 'week null', id: PAST_WEEK, data: validWeekly(PAST_WEEK, { week: null }), expect: 'deny' },
      { label: 'week lower case', id: PAST_WEEK, data: validWeekly(PAST_WEEK, { week: PAST_WEEK.toLowerCase() }), expect: 'deny' },
    ]);
  });

  it('W53 only in a year with 53 ISO weeks (Jan 1 a Thursday, or a leap year with Jan 1 a Wednesday); W52 always', async () => {
    const years = [2000, 2003, 2004, 2009, 2010, 2015, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
    // The oracle agrees with the calendar rule the rules use (and knows 4 of these years have a W53).
    expect(years.filter((y) => weeksIn(y) === 53)).toEqual([2004, 2009, 2015, 2020]);
    await walk(
      years.flatMap((y): Step[] => [
        { label: `${y}-W53 (${y} has ${weeksIn(y)} weeks)`, data: validWeekly(`${y}-W53`), expect: weeksIn(y) === 53 ? 'allow' : 'deny' },
        { label: `${y}-W52`, data: validWeekly(`${y}-W52`), expect: 'allow' },
        { label: `${y}-W01`, data: validWeekly(`${y}-W01`), expect: 'allow' },
      ]),
    );
  });

  it('the year: 2000 or later (1999 refused, even its valid weeks), never a future week', async () => {
    const now = new Date();
    const thisWeek = weekIdOf(now);
    const thisYear = Number(thisWeek.slice(0, 4));
    await walk([
      { label: '2000-W01 (Monday 2000-01-03)', data: validWeekly('2000-W01'), expect: 'allow' },
      { label: '1999-W52', data: validWeekly('1999-W52'), expect: 'deny' },
      { label: '1999-W01', data: validWeekly('1999-W01'), expect: 'deny' },
      { label: '1000-W10', data: validWeekly('1000-W10'), expect: 'deny' },
      { label: `this week (${thisWeek}, Monday ${mondayOf(thisYear, Number(thisWeek.slice(6))).toISOString().slice(0, 10)})`, data: validWeekly(thisWeek), expect: 'allow' },
      { label: 'last week', data: validWeekly(weekIdFrom(now, -1)), expect: 'allow' },
      { label: 'next week', data: validWeekly(weekIdFrom(now, 1)), expect: 'deny' },
      { label: 'in 5 weeks', data: validWeekly(weekIdFrom(now, 5)), expect: 'deny' },
      { label: `next year's W01`, data: validWeekly(`${thisYear + 1}-W01`), expect: 'deny' },
      { label: `${thisYear + 100}-W10`, data: validWeekly(`${thisYear + 100}-W10`), expect: 'deny' },
      { label: '2999-W10', data: validWeekly('2999-W10'), expect: 'deny' },
    ]);
  });

  it("another user's path: the owner cannot write (nor delete) a week of someone else's", async () => {
    await walk([{ label: "a valid week in bob's entries", uid: OTHER_UID, data: validWeekly(), expect: 'deny' }]);
    await setDoc(doc(admin, weeklyPath(OTHER_UID), PAST_WEEK), validWeekly());
    await expect(deleteDoc(doc(owner, weeklyPath(OTHER_UID), PAST_WEEK))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(doc(owner, weeklyPath(OTHER_UID), PAST_WEEK), { goals: 0, updatedAt: serverTimestamp() })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('types: a float, a string number, null, a bool, a list, a map where an int or a number goes', async () => {
    const steps: Step[] = [];
    for (const [k, { max }] of Object.entries(SPEC.ints)) {
      for (const v of [max - 0.5, 1.5, String(max), '1', null, true, [1], { v: 1 }] as unknown[]) {
        steps.push({ label: `${k} = ${JSON.stringify(v)}`, data: { ...minimalWeekly(), [k]: v }, expect: 'deny' });
      }
    }
    for (const [k, { max }] of Object.entries(SPEC.floats)) {
      for (const v of [String(max), '12.5', null, false, [12], { v: 12 }] as unknown[]) {
        steps.push({ label: `${k} = ${JSON.stringify(v)}`, data: { ...minimalWeekly(), [k]: v }, expect: 'deny' });
      }
    }
    await walk(steps);
  });

  it('a whole number stored as a double (3.0, the REST API can send one) is no int; as a distance it is fine', async () => {
    expect(await restOutcome({ matches: 3, distanceKm: 12 })).toBe('allow');
    expect(await restOutcome({ matches: new Double(3) })).toBe('deny');
    expect(await restOutcome({ selfRating: new Double(7) })).toBe('deny');
    expect(await restOutcome({ saves: new Double(4) })).toBe('deny');
    expect(await restOutcome({ distanceKm: new Double(12), topSpeedKmh: new Double(30) })).toBe('allow');
  });

  it('keys: week and updatedAt required, an extra key refused, updatedAt the request time', async () => {
    await walk([
      { label: 'an extra key', data: validWeekly(PAST_WEEK, { mood: 'good' }), expect: 'deny' },
      { label: 'an extra key on the least entry', data: { ...minimalWeekly(), season: 2025 }, expect: 'deny' },
      { label: 'a misspelt key (goal)', data: { ...minimalWeekly(), goal: 1 }, expect: 'deny' },
      { label: 'updatedAt missing', data: without(validWeekly(), 'updatedAt'), expect: 'deny' },
      { label: 'updatedAt a client timestamp (a minute ago)', data: validWeekly(PAST_WEEK, { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }), expect: 'deny' },
      { label: 'updatedAt a client timestamp (now, by the client clock)', data: validWeekly(PAST_WEEK, { updatedAt: Timestamp.now() }), expect: 'deny' },
      { label: 'updatedAt a string', data: validWeekly(PAST_WEEK, { updatedAt: new Date().toISOString() }), expect: 'deny' },
      { label: 'updatedAt null', data: validWeekly(PAST_WEEK, { updatedAt: null }), expect: 'deny' },
      ...SPEC.keys
        .filter((k) => !SPEC.requiredKeys.includes(k))
        .map((k): Step => ({ label: `without optional key ${k}`, data: without(maximalWeekly(SPEC), k), expect: 'allow' })),
    ]);
  });

  it('the note: 1–280 Unicode characters, trimmed, a string', async () => {
    const note = (n: string | unknown) => validWeekly(PAST_WEEK, { note: n });
    await walk([
      { label: '280 characters', data: note('a'.repeat(280)), expect: 'allow' },
      { label: '281 characters', data: note('a'.repeat(281)), expect: 'deny' },
      { label: '1 character', data: note('a'), expect: 'allow' },
      { label: '280 emoji (560 UTF-16 units)', data: note('😀'.repeat(280)), expect: 'allow' },
      { label: '281 emoji', data: note('😀'.repeat(281)), expect: 'deny' },
      { label: 'line breaks inside', data: note('Good week.\nTwo goals.'), expect: 'allow' },
      { label: 'empty (the core stores no note instead)', data: note(''), expect: 'deny' },
      { label: 'a leading space', data: note(' x'), expect: 'deny' },
      { label: 'a trailing line break', data: note('x\n'), expect: 'deny' },
      { label: 'spaces only', data: note('   '), expect: 'deny' },
      // Rust's trim() removes Unicode White_Space: the core never stores these, the rules refuse them too.
      ...['\u00a0', '\u2003', '\u3000', '\u2028', '\u0085', '\u000b', '\t'].flatMap((ws): Step[] => [
        { label: `a leading U+${ws.codePointAt(0)!.toString(16).padStart(4, '0')}`, data: note(`${ws}x`), expect: 'deny' },
        { label: `a trailing U+${ws.codePointAt(0)!.toString(16).padStart(4, '0')}`, data: note(`x${ws}`), expect: 'deny' },
      ]),
      { label: 'a no-break space inside', data: note('x\u00a0y'), expect: 'allow' },
      { label: 'a zero-width space at the start (no White_Space: Rust keeps it)', data: note('\u200bx'), expect: 'allow' },
      { label: 'a number', data: note(12), expect: 'deny' },
      { label: 'null', data: note(null), expect: 'deny' },
      { label: 'a list of strings', data: note(['a', 'b']), expect: 'deny' },
    ]);
  });

  it('every cross-field rule: equal passes, one over fails, only one of the two present passes', async () => {
    const steps: Step[] = [];
    for (const rule of SPEC.crossRules) {
      if (rule.kind !== 'atMost') continue;
      const { field: small, other: large, factor } = rule;
      // The larger side just low enough that one over is still inside the smaller side's own range.
      const largeAt = Math.min(SPEC.ints[large]!.max, Math.floor((SPEC.ints[small]!.max - 1) / factor));
      const both = (s: number) => ({ ...minimalWeekly(), [large]: largeAt, [small]: s });
      const limit = factor * largeAt;
      steps.push(
        { label: `${small} = ${factor === 1 ? '' : `${factor} × `}${large} (${limit} with ${largeAt})`, data: both(limit), expect: 'allow' },
        { label: `${small} = ${limit + 1} > ${factor === 1 ? '' : `${factor} × `}${large} (${largeAt})`, data: both(limit + 1), expect: 'deny' },
        { label: `${small} at its max without ${large}`, data: { ...minimalWeekly(), [small]: SPEC.ints[small]!.max }, expect: 'allow' },
        { label: `${large} = 0 without ${small}`, data: { ...minimalWeekly(), [large]: 0 }, expect: 'allow' },
        { label: `${small} = 1 with ${large} = 0`, data: { ...minimalWeekly(), [large]: 0, [small]: 1 }, expect: 'deny' },
      );
    }
    // The same rules broken inside an otherwise valid, full document.
    steps.push(
      { label: 'a typical week with shotsOnTarget > shots', data: validWeekly(PAST_WEEK, { shots: 2, shotsOnTarget: 3, goals: 1 }), expect: 'deny' },
      { label: 'a typical week with goals > shots', data: validWeekly(PAST_WEEK, { goals: 4 }), expect: 'deny' },
      { label: 'a typical week with passesCompleted > passesAttempted', data: validWeekly(PAST_WEEK, { passesCompleted: 46 }), expect: 'deny' },
      { label: 'a typical week with starts > matches', data: validWeekly(PAST_WEEK, { starts: 2 }), expect: 'deny' },
      { label: 'a typical week with 131 minutes in one match', data: validWeekly(PAST_WEEK, { minutes: 131 }), expect: 'deny' },
      { label: 'a typical week with 130 minutes in one match', data: validWeekly(PAST_WEEK, { minutes: 130 }), expect: 'allow' },
      { label: 'minutes without matches (core and UI only: fine here)', data: without(without(validWeekly(PAST_WEEK, { minutes: 600 }), 'matches'), 'starts'), expect: 'allow' },
    );
    await walk(steps);
  });

  it('clean sheets only with 0 goals conceded (when both are present), and never more than matches', async () => {
    const gk = (o: DocumentData) => ({ ...minimalWeekly(), ...o });
    await walk([
      { label: 'cleanSheets 1, goalsConceded 1', data: gk({ matches: 1, cleanSheets: 1, goalsConceded: 1 }), expect: 'deny' },
      { label: 'cleanSheets 2, goalsConceded 100', data: gk({ matches: 2, cleanSheets: 2, goalsConceded: 100 }), expect: 'deny' },
      { label: 'cleanSheets 1, goalsConceded 0', data: gk({ matches: 1, cleanSheets: 1, goalsConceded: 0 }), expect: 'allow' },
      { label: 'cleanSheets 0, goalsConceded 3', data: gk({ matches: 1, cleanSheets: 0, goalsConceded: 3 }), expect: 'allow' },
      { label: 'cleanSheets 1 without goalsConceded', data: gk({ matches: 1, cleanSheets: 1 }), expect: 'allow' },
      { label: 'goalsConceded 3 without cleanSheets', data: gk({ matches: 1, goalsConceded: 3 }), expect: 'allow' },
      { label: 'cleanSheets 2 > matches 1 (0 conceded)', data: gk({ matches: 1, cleanSheets: 2, goalsConceded: 0 }), expect: 'deny' },
      { label: 'a full goalkeeper week with a clean sheet and a goal conceded', data: validWeekly(PAST_WEEK, { saves: 3, shotsFaced: 4, goalsConceded: 1, cleanSheets: 1 }), expect: 'deny' },
    ]);
  });

  it('updates: valid changes pass; a broken value, a changed week or a kept updatedAt is refused; the owner deletes', async () => {
    const ref = doc(owner, weeklyPath(OWNER_UID), PAST_WEEK);
    await setDoc(doc(admin, weeklyPath(OWNER_UID), PAST_WEEK), validWeekly());
    await expect(updateDoc(ref, { goals: 2, updatedAt: serverTimestamp() })).resolves.toBeUndefined();
    await expect(setDoc(ref, maximalWeekly(SPEC))).resolves.toBeUndefined();
    await expect(updateDoc(ref, { goals: 31, updatedAt: serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(ref, { week: '2025-W41', updatedAt: serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(ref, { shots: 1, updatedAt: serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    // The stored updatedAt is an earlier request's time: an update must set it again.
    await expect(updateDoc(ref, { assists: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(ref, { mood: 'good', updatedAt: serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteDoc(ref)).resolves.toBeUndefined();
  });

  describe('hostile values: refused wherever they are put', () => {
    const places = ['matches', 'minutes', 'distanceKm', 'topSpeedKmh', 'selfRating', 'note', 'cleanSheets', 'week', 'extra'];
    for (const h of HOSTILE_FIELD_VALUES) {
      it(h.name, { timeout: 60_000 }, async () => {
        const mismatches: string[] = [];
        for (const place of places) {
          const got = await outcome({ ...validWeekly(), [place]: h.value(owner) }, PAST_WEEK);
          // A document over Firestore's own limits may be refused before the rules (invalid-argument): a refusal too.
          if (got === 'allow') mismatches.push(`${place}: allowed`);
          else if (got !== 'deny' && !/invalid-argument/.test(got)) mismatches.push(`${place}: ${got}`);
        }
        expect(mismatches).toEqual([]);
      });
    }

    it('a map 100 deep (sent by hand: the SDK cannot serialise it)', async () => {
      for (const place of ['matches', 'note', 'extra']) {
        expect(['deny', 'refused'], place).toContain(await restOutcome({ [place]: nested(100) }));
      }
    });
  });

  describe("the rules' expression budget", () => {
    it('a maximal document (every key, every value at its max, the longest note) is accepted as a create and as an update', async () => {
      for (const conceded of [false, true]) {
        expect(await outcome(maximalWeekly(SPEC, PAST_WEEK, conceded), PAST_WEEK)).toBe('allow');
        // As an update of an existing document (request.resource and resource both there).
        await expect(setDoc(doc(owner, weeklyPath(OWNER_UID), PAST_WEEK), maximalWeekly(SPEC, PAST_WEEK, !conceded))).resolves.toBeUndefined();
      }
      // The budget is counted per document: a batch of 10 maximal entries passes.
      const batch = writeBatch(owner);
      for (let i = 0; i < 10; i++) {
        const w = `2025-W${String(10 + i).padStart(2, '0')}`;
        batch.set(doc(owner, weeklyPath(OWNER_UID), w), maximalWeekly(SPEC, w, i % 2 === 0));
      }
      await expect(batch.commit()).resolves.toBeUndefined();
      // Of emoji (the regex walks 280 characters of 2 UTF-16 units each) and in the newest allowed week.
      const emoji = { ...maximalWeekly(SPEC, weekIdOf(new Date())), note: '😀'.repeat(SPEC.note.max) };
      expect(await outcome(emoji, weekIdOf(new Date()))).toBe('allow');
    });
  });
});

// ----------------------------------------------------------------------------------------------- reads and queries
describe('players/{uid}/weeklyStats: the queries the app makes', () => {
  const session = useOwnerSession();

  async function arrange(visibility: 'public' | 'members' | null): Promise<void> {
    const { admin } = session;
    await clearFirestore();
    if (visibility) await arrangeCv(admin, OWNER_UID, { visibility });
    else await deleteDoc(doc(admin, 'players', OWNER_UID));
    for (const w of ['2025-W30', '2025-W40', '2026-W02', '2026-W10']) await setDoc(doc(admin, weeklyPath(OWNER_UID), w), validWeekly(w));
  }

  const clients = () => ({
    signedOut: session.env.unauthenticated(),
    owner: session.owner,
    other: session.env.authenticated(OTHER_UID, { email: ACTOR_EMAILS[OTHER_UID], email_verified: true }),
    unverified: session.env.authenticated(UNVERIFIED_UID, { email: ACTOR_EMAILS[UNVERIFIED_UID], email_verified: false }),
  });

  /**
   * The season 2025/26 query (ids from the first week of July to the last of June) and the newest entry. The newest
   * is ordered by the `week` field (equal to the id): the emulator refuses orderBy(documentId(), 'desc') with
   * failed-precondition "Firestore does not support descending key scans".
   */
  const seasonQuery = (db: Firestore) =>
    query(collection(db, weeklyPath(OWNER_UID)), where(documentId(), '>=', '2025-W27'), where(documentId(), '<=', '2026-W26'));
  const newestQuery = (db: Firestore) => query(collection(db, weeklyPath(OWNER_UID)), orderBy('week', 'desc'), limit(1));

  it('a public CV: anyone runs the season query and the newest-entry query', async () => {
    await arrange('public');
    const { signedOut, unverified } = clients();
    expect((await getDocs(seasonQuery(signedOut))).docs.map((d) => d.id)).toEqual(['2025-W30', '2025-W40', '2026-W02', '2026-W10']);
    expect((await getDocs(newestQuery(unverified))).docs.map((d) => d.id)).toEqual(['2026-W10']);
  });

  it('a members-only CV: verified members and the owner query it, visitors and unverified users do not', async () => {
    await arrange('members');
    const { signedOut, unverified, other, owner } = clients();
    await expect(getDocs(seasonQuery(signedOut))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(newestQuery(unverified))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDocs(seasonQuery(other))).size).toBe(4);
    expect((await getDocs(newestQuery(owner))).size).toBe(1);
  });

  it('no CV (not written yet): only the owner (and verified members) read the entries', async () => {
    await arrange(null);
    const { signedOut, owner } = clients();
    await expect(getDocs(seasonQuery(signedOut))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(signedOut, weeklyPath(OWNER_UID), '2025-W40'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDocs(seasonQuery(owner))).size).toBe(4);
  });

  it("a collection-group query over every player's weekly entries is refused to everyone", async () => {
    await arrange('public');
    for (const [name, db] of Object.entries(clients())) {
      await expect(getDocs(query(collectionGroup(db, 'weeklyStats'), limit(5))), name).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });
});

// ------------------------------------------------------------------------------------------- the budget, measured
// How much of the 1000-expression budget a maximal entry leaves: the create rule gets k more conditions appended
// (k × `true` joined by &&: about 2k expressions) and k is raised until the write fails. The same with the
// validation removed (a bare owner check) calibrates what one `&& true` costs, so the headroom comes out in
// expressions. Rules with the padding are loaded temporarily; the real rules are loaded back afterwards.
describe("players/{uid}/weeklyStats: the expression budget's headroom, measured", () => {
  const RULE = 'allow create, update: if verifiedOwner(uid) && weeklyOk(week, request.resource.data);';
  const session = useOwnerSession();
  afterAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
  });

  /** k × `true` joined by && as a balanced tree (a chain k deep is refused as "too complex" when compiling). */
  const balanced = (k: number): string => (k === 1 ? 'true' : `(${balanced(Math.floor(k / 2))} && ${balanced(k - Math.floor(k / 2))})`);

  /** The largest k (up to `top`) for which the owner's create of `data` still passes `rule` + k × `&& true`. */
  async function largestPadding(rule: string, data: () => DocumentData, top = 2048): Promise<number> {
    const rules = readFirestoreRules();
    expect(rules).toContain(RULE);
    const passes = async (k: number): Promise<boolean> => {
      await loadFirestoreRules(rules.replace(RULE, rule.replace(';', k ? ` && ${balanced(k)};` : ';')));
      await deleteDoc(doc(session.admin, weeklyPath(OWNER_UID), PAST_WEEK));
      return setDoc(doc(session.owner, weeklyPath(OWNER_UID), PAST_WEEK), data()).then(() => true, () => false);
    };
    expect(await passes(0)).toBe(true);
    let [lo, hi] = [0, top]; // passes(lo), and (unless top passes) not passes(hi)
    if (await passes(top)) return top;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (await passes(mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  }

  it('a maximal entry leaves a measured headroom under the 1000-expression budget', { timeout: 120_000 }, async () => {
    const bare = await largestPadding('allow create, update: if verifiedOwner(uid);', () => minimalWeekly());
    const maximal = await largestPadding(RULE, () => maximalWeekly(SPEC));
    const emoji = await largestPadding(RULE, () => ({ ...maximalWeekly(SPEC, PAST_WEEK, true), note: '😀'.repeat(SPEC.note.max) }));
    const perPad = 1000 / bare; // the bare owner check costs a few expressions itself: a slight overestimate per pad
    const headroom = Math.floor(Math.min(maximal, emoji) * perPad);
    console.info(
      `weeklyStats budget: bare owner check + ${bare} × 'true' fit; a maximal entry + ${maximal} (emoji note: + ${emoji}); ` +
        `≈ ${perPad.toFixed(2)} expressions each: a maximal entry uses ≈ ${1000 - headroom}, headroom ≈ ${headroom}`,
    );
    expect(bare).toBeGreaterThan(100);
    // Room for the rules to grow a little (another key or two) before a maximal entry is refused.
    expect(headroom).toBeGreaterThanOrEqual(100);
  });
});
