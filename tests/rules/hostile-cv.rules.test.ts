// Hostile CVs: every entry of every list of a CV is checked by the rules, not only the
// first ones. The lists inside players/{uid} (links, languages, secondaryPositions) are filled to the core's maximum
// with valid entries (which must pass: the rules' expression budget holds), then ONE entry (first, middle, last
// allowed index) is replaced by a value of each Firestore type the app cannot read (a reference, bytes, a geopoint, a
// timestamp, a deep map, a huge string, a number…), or one of its fields is, or it gains an extra key holding one.
// career and honours are documents of their own (players/{uid}/career/{NN}, …/honours/{NN}): at EVERY position 00…29
// the valid entry is accepted (through the SDK and REST), no id past the last is; and at the first, second, middle and
// last positions each hostile value in each of its fields or as an extra key is refused, and so is the old place, a
// `career` / `honours` list inside the CV, with the hostile value at that position. The rules read an entry document
// whole and its id only through the id pattern, so those four stand for the others: the walk of all 30 cost the rules
// suite a minute of emulator time and could find nothing the four do not.
// Every such write must be refused by the rules. So must `links` that is no list, and a bidi override in any text
// others see.
// Run with: /work/notes/run-rules.sh tests/rules/hostile-cv.rules.test.ts (or node scripts/rules-test.mjs …)
import {
  Bytes,
  deleteDoc,
  doc,
  GeoPoint,
  setDoc,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { detailsPath, entryPath, validCareerEntry, validDetails, validHonour, validPlayer } from './fixtures';
import { boundsOf, listOf, loadCoreLimits, type Bounds } from './limits';
import { ACTOR_EMAILS, OWNER_UID } from './matrix';
import { restCreate } from './rest-write';

const LIMITS = loadCoreLimits();
const b = (key: string): Bounds => boundsOf(LIMITS, key);
const strings = (key: string): string[] => listOf(LIMITS, key);

const MiB = 1024 * 1024;

/** A map nested `depth` levels deep: {a: {a: … {leaf: 'x'}}}. */
function nested(depth: number): DocumentData {
  let v: DocumentData = { leaf: 'x' };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
}

type Outcome = 'allow' | 'deny' | string;

/**
 * Values no list entry (nor any field of one) may hold. `reachesRules`: the document is one Firestore stores, so the
 * RULES must refuse it (permission-denied); the others (100 levels deep, a full MiB) Firestore itself may refuse
 * first (invalid-argument), which is a refusal too. `rest`: sent through the REST API (the SDK cannot serialise it).
 */
interface Hostile {
  name: string;
  value: (db: Firestore) => unknown;
  reachesRules: boolean;
  /** The plain JSON type it has, to skip it for a field where that type is valid (an int for appearances). */
  kind?: 'int' | 'null';
  rest?: boolean;
  /** Refused by Firestore itself when it is an entry of a list (no arrays directly in arrays). */
  arrayInArray?: boolean;
}

const HOSTILE: Hostile[] = [
  { name: 'a reference', value: (db) => doc(db, 'players/x'), reachesRules: true },
  { name: 'bytes', value: () => Bytes.fromUint8Array(new Uint8Array([0, 1, 2, 255])), reachesRules: true },
  { name: 'a geopoint', value: () => new GeoPoint(40.4, -3.7), reachesRules: true },
  { name: 'a timestamp', value: () => Timestamp.fromMillis(0), reachesRules: true },
  { name: 'a map nested 10 deep', value: () => nested(10), reachesRules: true },
  { name: 'a map nested 100 deep', value: () => nested(100), reachesRules: false, rest: true },
  // The most a document can hold with the rest of the CV around it: it reaches the rules.
  { name: 'a string of 1 MiB − 16 KiB', value: () => 'a'.repeat(MiB - 16 * 1024), reachesRules: true },
  { name: 'a string of 1 MiB', value: () => 'a'.repeat(MiB), reachesRules: false },
  { name: 'an int', value: () => 7, reachesRules: true, kind: 'int' },
  { name: 'a float', value: () => 1.5, reachesRules: true },
  { name: 'a bool', value: () => true, reachesRules: true },
  { name: 'null', value: () => null, reachesRules: true, kind: 'null' },
  // As an entry of a list, Firestore itself refuses it (no arrays in arrays); in a field, the rules must.
  { name: 'a list', value: () => ['x'], reachesRules: true, arrayInArray: true },
  { name: 'an empty map', value: () => ({}), reachesRules: true },
];

/** One list of the CV: its key, a valid full-size list, and (for lists of maps) the fields whose type may vary. */
interface ListCase {
  key: string;
  full: () => unknown[];
  /** Fields of a map entry, with the hostile kinds that are valid for them (skipped). */
  fields?: Record<string, Hostile['kind'][]>;
}

const pad = (i: number, n: number) => String(i).padStart(n, '0');

const LISTS: ListCase[] = [
  {
    key: 'links',
    full: () =>
      Array.from({ length: b('links').max }, (_, i) => ({ label: `Link ${i}`, url: `https://example.com/${i}` })),
    fields: { label: [], url: [] },
  },
  {
    key: 'languages',
    full: () => Array.from({ length: b('languages').max }, (_, i) => `Language ${pad(i, 2)}`),
  },
  {
    key: 'secondaryPositions',
    // distinct positions, never the main one (CM in the fixture) nor the goalkeeper's (an outfield player)
    full: () =>
      strings('positions')
        .filter((p) => p !== 'CM' && p !== String(LIMITS.goalkeeperPosition))
        .slice(0, b('secondaryPositions').max),
  },
];

/** career and honours: one document per entry, its fields and the kinds of hostile value valid for each. */
interface EntryList {
  key: 'career' | 'honours';
  valid: (position: number) => DocumentData;
  fields: Record<string, Hostile['kind'][]>;
}

/**
 * A CV with `list` inside it, where the lists lived before they became documents (with the other list empty, as such a
 * CV had both): the rules must refuse it whatever it holds.
 */
const oldPlace = (list: EntryList['key'], entries: unknown[]): DocumentData =>
  validPlayer({ career: [], honours: [], [list]: entries });

const ENTRY_LISTS: EntryList[] = [
  {
    key: 'career',
    valid: (i) => validCareerEntry({ club: `Club ${pad(i, 2)}`, league: i % 2 ? '' : 'League', from: 2000, to: i % 2 ? null : 2001 }),
    fields: { club: [], league: [], from: [], to: ['null'], appearances: ['int'], goals: ['int'] },
  },
  {
    key: 'honours',
    valid: (i) => validHonour({ title: `Cup ${pad(i, 2)}` }),
    fields: { title: [], season: [] },
  },
];

describe('hostile CVs: every list entry of a CV is validated', () => {
  let env: FirestoreTestEnv;
  let owner: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    owner = env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    admin = env.admin();
    await clearFirestore();
    // The private details every CV below agrees with (birth month, shown e-mail).
    await setDoc(doc(admin, detailsPath(OWNER_UID)), validDetails());
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  /** The owner creates their CV; an accepted one is removed again so the next write is a create too. */
  async function outcome(data: DocumentData): Promise<Outcome> {
    try {
      await setDoc(doc(owner, 'players', OWNER_UID), data);
      await deleteDoc(doc(admin, 'players', OWNER_UID));
      return 'allow';
    } catch (e) {
      const code = (e as { code?: string }).code;
      return code === 'permission-denied' ? 'deny' : `refused by Firestore (${code})`;
    }
  }

  /** The same create through the REST API (createdAt and updatedAt set to the request time there). */
  async function restOutcome(data: DocumentData): Promise<Outcome> {
    const { createdAt: _c, updatedAt: _u, ...fields } = data;
    const status = await restCreate(`players/${OWNER_UID}`, fields, OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    if (status === 200) await deleteDoc(doc(admin, 'players', OWNER_UID));
    return status === 200 ? 'allow' : status === 403 ? 'deny' : `refused by Firestore (HTTP ${status})`;
  }

  /** Checks one write: 'allow' must be 'allow'; a hostile value must be denied by the rules (or by Firestore). */
  async function check(label: string, data: DocumentData, expected: 'allow' | Hostile, mismatches: string[]) {
    const got = expected !== 'allow' && expected.rest ? await restOutcome(data) : await outcome(data);
    if (expected === 'allow') {
      if (got !== 'allow') mismatches.push(`${label}: expected allow, got ${got}`);
    } else if (expected.reachesRules ? got !== 'deny' : got === 'allow') {
      mismatches.push(`${label}: expected ${expected.reachesRules ? 'deny' : 'a refusal'}, got ${got}`);
    }
  }

  for (const list of LISTS) {
    const max = list.full().length;
    it(`${list.key}: a full list of ${max} valid entries is accepted`, async () => {
      const mismatches: string[] = [];
      await check(`${list.key} × ${max}`, validPlayer({ [list.key]: list.full() }), 'allow', mismatches);
      // The REST path the 100-deep maps take accepts a valid CV, so its refusals below are about the value.
      const rest = await restOutcome(validPlayer({ [list.key]: list.full() }));
      if (rest !== 'allow') mismatches.push(`${list.key} × ${max} through REST: expected allow, got ${rest}`);
      expect(mismatches).toEqual([]);
    });

    const positions = [...new Set([0, Math.floor((max - 1) / 2), max - 1])];
    for (const at of positions) {
      it(`${list.key}[${at}] of ${max}: no hostile value as the entry, in a field of it, or as an extra key`, { timeout: 180_000 }, async () => {
        const mismatches: string[] = [];
        const write = (entry: unknown) => {
          const l = list.full();
          l[at] = entry;
          return validPlayer({ [list.key]: l });
        };
        for (const h of HOSTILE) {
          await check(`${list.key}[${at}] = ${h.name}`, write(h.value(owner)), h.arrayInArray ? { ...h, reachesRules: false } : h, mismatches);
          if (!list.fields) continue;
          const valid = list.full()[at] as DocumentData;
          for (const [field, validKinds] of Object.entries(list.fields)) {
            if (h.kind && validKinds.includes(h.kind)) continue;
            await check(`${list.key}[${at}].${field} = ${h.name}`, write({ ...valid, [field]: h.value(owner) }), h, mismatches);
          }
          await check(`${list.key}[${at}] + extra key = ${h.name}`, write({ ...valid, extra: h.value(owner) }), h, mismatches);
        }
        expect(mismatches).toEqual([]);
      });
    }
  }

  /** The owner creates the entry document at `path`; an accepted one is removed again so the next write is a create. */
  async function entryOutcome(path: string, data: DocumentData): Promise<Outcome> {
    try {
      await setDoc(doc(owner, path), data);
      await deleteDoc(doc(admin, path));
      return 'allow';
    } catch (e) {
      const code = (e as { code?: string }).code;
      return code === 'permission-denied' ? 'deny' : `refused by Firestore (${code})`;
    }
  }

  async function entryRestOutcome(path: string, data: DocumentData): Promise<Outcome> {
    const status = await restCreate(path, data, OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true }, false);
    if (status === 200) await deleteDoc(doc(admin, path));
    return status === 200 ? 'allow' : status === 403 ? 'deny' : `refused by Firestore (HTTP ${status})`;
  }

  async function checkEntry(label: string, path: string, data: DocumentData, expected: 'allow' | Hostile, mismatches: string[]) {
    const got = expected !== 'allow' && expected.rest ? await entryRestOutcome(path, data) : await entryOutcome(path, data);
    if (expected === 'allow') {
      if (got !== 'allow') mismatches.push(`${label}: expected allow, got ${got}`);
    } else if (expected.reachesRules ? got !== 'deny' : got === 'allow') {
      mismatches.push(`${label}: expected ${expected.reachesRules ? 'deny' : 'a refusal'}, got ${got}`);
    }
  }

  for (const list of ENTRY_LISTS) {
    const max = b(list.key).max;
    it(`${list.key}: the CV document holds no ${list.key} list, not even a valid one`, async () => {
      const entries = Array.from({ length: 2 }, (_, i) => list.valid(i));
      expect(await outcome(oldPlace(list.key, entries))).toBe('deny');
      expect(await outcome(oldPlace(list.key, []))).toBe('deny');
      expect(await outcome(validPlayer())).toBe('allow');
    });

    it(`${list.key}: ${max} valid entry documents (00…${max - 1}) are all accepted, through the SDK and REST`, { timeout: 120_000 }, async () => {
      const mismatches: string[] = [];
      for (let at = 0; at < max; at++) {
        await checkEntry(`${list.key}/${pad(at, 2)}`, entryPath(OWNER_UID, list.key, at), list.valid(at), 'allow', mismatches);
        const rest = await entryRestOutcome(entryPath(OWNER_UID, list.key, at), list.valid(at));
        if (rest !== 'allow') mismatches.push(`${list.key}/${pad(at, 2)} through REST: expected allow, got ${rest}`);
      }
      expect(mismatches).toEqual([]);
    });

    it(`${list.key}: no entry document at position ${max} (id '${max}') or past it`, async () => {
      expect(await entryOutcome(`players/${OWNER_UID}/${list.key}/${max}`, list.valid(0))).toBe('deny');
      expect(await entryOutcome(`players/${OWNER_UID}/${list.key}/99`, list.valid(0))).toBe('deny');
    });

    // The ends and the middle: the valid entry there passes (so a refusal below is about the value), each hostile value
    // in each field or as an extra key is refused, and so is the hostile value at that position of a list in the CV.
    for (const at of [...new Set([0, 1, Math.floor((max - 1) / 2), max - 1])]) {
      it(`${list.key}[${at}]: no hostile value in a field of the entry document, as an extra key, or in a list in the CV`, { timeout: 180_000 }, async () => {
        const mismatches: string[] = [];
        const path = entryPath(OWNER_UID, list.key, at);
        const valid = list.valid(at);
        await checkEntry(`${list.key}/${pad(at, 2)} (valid)`, path, valid, 'allow', mismatches);
        for (const h of HOSTILE) {
          for (const [field, validKinds] of Object.entries(list.fields)) {
            if (h.kind && validKinds.includes(h.kind)) continue;
            await checkEntry(`${list.key}/${pad(at, 2)}.${field} = ${h.name}`, path, { ...valid, [field]: h.value(owner) }, h, mismatches);
          }
          await checkEntry(`${list.key}/${pad(at, 2)} + extra key = ${h.name}`, path, { ...valid, extra: h.value(owner) }, h, mismatches);
          // The old place: the list inside the CV, full, the hostile value at this position.
          if (!h.rest) {
            const inCv = Array.from({ length: max }, (_, i) => list.valid(i)) as unknown[];
            inCv[at] = h.value(owner);
            await check(`CV ${list.key}[${at}] = ${h.name}`, oldPlace(list.key, inCv), h.arrayInArray ? { ...h, reachesRules: false } : h, mismatches);
          }
        }
        expect(mismatches).toEqual([]);
      });
    }
  }

  // Point 2: join() turns numbers into text, so a joined-string check alone lets them through. Named one by one (the
  // walk above covers them at every position too).
  describe('numbers never pass as text', () => {
    const career = (over: DocumentData) => validCareerEntry(over);
    const cases: [string, () => DocumentData][] = [
      ['languages: [12, 34]', () => validPlayer({ languages: [12, 34] })],
      ["languages: ['English', 1234]", () => validPlayer({ languages: ['English', 1234] })],
      ['links[0].label: 123', () => validPlayer({ links: [{ label: 123, url: 'https://example.com' }] })],
      ['links[1].label: 123', () => validPlayer({ links: [{ label: 'Site', url: 'https://example.com' }, { label: 123, url: 'https://example.com/2' }] })],
    ];
    for (const [name, data] of cases) {
      it(`${name} is denied`, async () => {
        expect(await outcome(data())).toBe('deny');
      });
    }
    const entries: [string, string, () => DocumentData][] = [
      ['career/00.club: 7', entryPath(OWNER_UID, 'career', 0), () => career({ club: 7 })],
      ['career/00.league: 7', entryPath(OWNER_UID, 'career', 0), () => career({ league: 7 })],
      ['career/01.club: 7', entryPath(OWNER_UID, 'career', 1), () => career({ club: 7 })],
      ['career/29.club: 7', entryPath(OWNER_UID, 'career', 29), () => career({ club: 7 })],
      ["career/05.from: '2020'", entryPath(OWNER_UID, 'career', 5), () => career({ from: '2020' })],
      ['honours/00.season: 2024', entryPath(OWNER_UID, 'honours', 0), () => validHonour({ season: 2024 })],
      ['honours/00.title: 2024', entryPath(OWNER_UID, 'honours', 0), () => validHonour({ title: 2024 })],
      ['honours/02.season: 2024', entryPath(OWNER_UID, 'honours', 2), () => validHonour({ season: 2024 })],
      ['honours/29.title: 2024', entryPath(OWNER_UID, 'honours', 29), () => validHonour({ title: 2024 })],
    ];
    for (const [name, path, data] of entries) {
      it(`${name} is denied (the same entry with text passes)`, async () => {
        expect(await entryOutcome(path, data())).toBe('deny');
        const fixed = Object.fromEntries(Object.entries(data()).map(([k, v]) => [k, typeof v === 'number' && ['club', 'league', 'title', 'season'].includes(k) ? String(v) : v === '2020' ? 2020 : v]));
        expect(await entryOutcome(path, fixed)).toBe('allow');
      });
    }
  });

  // `links` is a list or nothing: an empty string or map has size() 0 too, which passed as "no links".
  describe('links is a list', () => {
    const cases: [string, unknown][] = [
      ['an empty string', ''],
      ['an empty map', {}],
      ['a number', 5],
      ['a string', 'https://example.com'],
      ['null', null],
    ];
    for (const [name, links] of cases) {
      it(`links as ${name} is denied (an empty list passes)`, async () => {
        expect(await outcome(validPlayer({ links }))).toBe('deny');
        expect(await outcome(validPlayer({ links: [] }))).toBe('allow');
      });
    }
  });

  // A right-to-left override (U+202E) or an isolate turns the site's own text after the name around (the CV page, the
  // directory's cards, <title>, og:description). The limits walk checks every such character in every free-text field
  // against the core's list; here the hostile writes the walk does not make: at the last index of a full list, at the
  // last entry position, and a name that is only overrides.
  describe('no bidi overrides in the text others see', () => {
    const RLO = '\u202E';
    const fullLinks = (label: (i: number) => string) =>
      Array.from({ length: b('links').max }, (_, i) => ({ label: label(i), url: `https://example.com/${i}` }));
    const cases: [string, () => DocumentData][] = [
      ['firstName: an RLO before the name', () => validPlayer({ firstName: `${RLO}Ana` })],
      ['lastName: an RLO after the name (what follows it on the page turns around)', () => validPlayer({ lastName: `Silva${RLO}` })],
      ['lastName: only isolates', () => validPlayer({ lastName: '\u2066\u2069' })],
      ['city: an LRE … PDF pair', () => validPlayer({ city: 'Ma\u202Adrid\u202C' })],
      ['currentClub: an RLI', () => validPlayer({ currentClub: 'CD\u2067 Leganés' })],
      ['bio: an RLO on its second line', () => validPlayer({ bio: `Midfielder.\n${RLO}Fast.` })],
      [`links[${b('links').max - 1}].label of ${b('links').max}: an RLO`, () =>
        validPlayer({ links: fullLinks((i) => (i === b('links').max - 1 ? `Clip${RLO}` : `Clip ${i}`)) })],
      [`languages[${b('languages').max - 1}] of ${b('languages').max}: an FSI`, () =>
        validPlayer({ languages: Array.from({ length: b('languages').max }, (_, i) => (i === b('languages').max - 1 ? 'Basque\u2068' : `Language ${i}`)) })],
    ];
    for (const [name, data] of cases) {
      it(`${name} is denied`, async () => {
        expect(await outcome(data())).toBe('deny');
      });
    }
    const entries: [string, string, () => DocumentData][] = [
      ['career/29.club: an RLO', entryPath(OWNER_UID, 'career', 29), () => validCareerEntry({ club: `Arsenal${RLO}` })],
      ['career/00.league: a PDI', entryPath(OWNER_UID, 'career', 0), () => validCareerEntry({ league: 'WSL\u2069' })],
      ['honours/29.title: an LRO', entryPath(OWNER_UID, 'honours', 29), () => validHonour({ title: 'Cup\u202D' })],
    ];
    for (const [name, path, data] of entries) {
      it(`${name} is denied`, async () => {
        expect(await entryOutcome(path, data())).toBe('deny');
      });
    }
    it('the same texts without the overrides, and with a right-to-left mark (U+200F), pass', async () => {
      expect(await outcome(validPlayer({ firstName: 'Ana\u200F', lastName: 'Silva', city: 'Madrid', bio: 'Midfielder.\nFast.' }))).toBe('allow');
      expect(await outcome(validPlayer({ links: fullLinks((i) => `Clip ${i}`) }))).toBe('allow');
      expect(await entryOutcome(entryPath(OWNER_UID, 'career', 29), validCareerEntry({ club: 'Arsenal\u200F' }))).toBe('allow');
    });
  });
});
