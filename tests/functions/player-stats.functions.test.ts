// playerStats/{uid} → the player index: the trigger on the attributes reindexes the player, so the entry
// gets the face attributes and the overall (the core's, from the stats document) and the position histograms count
// them; deleting the attributes takes both back; a hostile stats document never stops the index. Documents are
// written as the admin (rules bypassed) through the emulator's REST API. Run inside `emulators:exec` with the
// Functions emulator: flock /work/notes/emulators.lock node /work/notes/run-functions-tests.mjs tests/functions/player-stats.functions.test.ts
import { afterAll, describe, expect, it } from 'vitest';
import { account, deleteAccounts } from './support/auth-rest';
import { bytes, geoPoint, read, reference, remove, write, type Fields, type Value } from './support/firestore-rest';
import { storedCv, waitForTrigger, whenEntry, type Entry } from './support/index-entry';

const run = Date.now().toString(36);
const created = new Set<string>();
const uid = async (name: string) => {
  const id = `fs-${run}-${name}`;
  created.add(id);
  // Only verified owners are listed: every test player has a verified account.
  await account(id);
  return id;
};

// Leave no player behind (the journeys count the seeded players next): the entries go with the CVs.
afterAll(async () => {
  for (const id of created) {
    await remove(`playerStats/${id}`);
    await remove(`players/${id}`);
  }
  for (const id of created) await whenEntry(id, () => false, true);
  await deleteAccounts(created);
});

const waitFor = waitForTrigger;
const cv = storedCv;

const ratings = (keys: string[], value: number): Fields => Object.fromEntries(keys.map((k) => [k, value]));
const PHYSICAL = ['acceleration', 'agility', 'balance', 'jumpingReach', 'naturalFitness', 'pace', 'stamina', 'strength'];
const TECHNICAL = [
  'corners', 'crossing', 'dribbling', 'finishing', 'firstTouch', 'freeKickTaking', 'heading', 'longShots',
  'longThrows', 'marking', 'passing', 'penaltyTaking', 'tackling', 'technique',
];
const GOALKEEPING = [
  'aerialReach', 'commandOfArea', 'communication', 'eccentricity', 'handling', 'kicking', 'oneOnOnes', 'passing',
  'punching', 'reflexes', 'rushingOut', 'throwing',
];

/** A valid stats document (Contract B): every rating at `level`, a few measured tests; the GK set when told. */
function stats(level: number, keeper = false): Fields {
  return {
    tests: { sprint10m: { value: 1.8, measuredOn: '2025-09-01' }, cmj: { value: 48, measuredOn: '2025-09-01' } },
    physical: ratings(PHYSICAL, level),
    technical: { ...ratings(TECHNICAL, level), weakFoot: 3, skillMoves: 3 },
    ...(keeper ? { goalkeeping: ratings(GOALKEEPING, level) } : {}),
    updatedAt: new Date(),
  };
}

/** figures.{face}.{bucket} of aggregates/positions/byPosition/{position}, as numbers (absent: 0). */
async function histogramCounts(position: string, faces: Record<string, number>): Promise<Record<string, number>> {
  const doc = (await read(`aggregates/positions/byPosition/${position}`)) ?? {};
  const figures = (doc.figures ?? {}) as Record<string, Record<string, number>>;
  return Object.fromEntries(
    Object.entries(faces).map(([face, value]) => [face, figures[face.toLowerCase()]?.[String(value)] ?? 0]),
  );
}

const hasFaces = (e: Entry) => e.faces !== undefined && e.faces !== null;

function expectFaces(entry: Entry) {
  const faces = entry.faces as Record<string, unknown>;
  expect(Object.keys(faces)).toHaveLength(6);
  for (const v of Object.values(faces)) expect(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 99).toBe(true);
  expect(Number.isInteger(entry.overall) && entry.overall >= 1 && entry.overall <= 99).toBe(true);
}

describe('playerIndex/{uid} from playerStats/{uid}', () => {
  it('saving the attributes gives the entry its face attributes and counts them in the position histograms; deleting them takes both back', async () => {
    // A position few tests use, so the counts compared are this player's.
    const id = await uid('wingback');
    await write(`players/${id}`, cv({ mainPosition: 'LWB', secondaryPositions: [], countryOfResidence: 'IS' }));
    const bare = (await whenEntry(id, () => true)).value;
    expect(hasFaces(bare)).toBe(false);
    expect(bare.overall ?? null).toBe(null);
    // The position's face histograms before this player has attributes (the other functions tests do not give LWB
    // players any): the counts below are compared with these.
    const before = ((await read('aggregates/positions/byPosition/LWB'))?.figures ?? {}) as Record<string, Record<string, number>>;

    await write(`playerStats/${id}`, stats(15));
    const { value: entry, ms } = await whenEntry(id, hasFaces);
    console.log(`[functions] playerIndex/${id} has its face attributes ${ms} ms after the stats write`);
    expectFaces(entry);
    const faces = entry.faces as Record<string, number>;
    expect(Object.keys(faces).sort()).toEqual(['DEF', 'DRI', 'PAC', 'PAS', 'PHY', 'SHO'].sort());

    // The histograms count the player once per face attribute (folded in after the entry is written), and the
    // deletion takes them back.
    const without = Object.fromEntries(Object.entries(faces).map(([f, v]) => [f, before[f.toLowerCase()]?.[String(v)] ?? 0]));
    const withStats = Object.fromEntries(Object.entries(without).map(([f, n]) => [f, n + 1]));
    const counting = (expected: Record<string, number>) => async () => {
      const counts = await histogramCounts('LWB', faces);
      return Object.keys(faces).every((f) => counts[f] === expected[f]) ? counts : undefined;
    };
    await waitFor('the histograms to count the attributes', counting(withStats));
    await remove(`playerStats/${id}`);
    const { value: after } = await whenEntry(id, (e) => !hasFaces(e));
    expect(after.overall ?? null).toBe(null);
    await waitFor('the histograms to take the attributes back', counting(without));

    // Saving again counts again (and an unchanged save counts nothing twice: the stored entry is the record).
    await write(`playerStats/${id}`, stats(15));
    await whenEntry(id, hasFaces);
    await waitFor('the histograms to count the attributes again', counting(withStats));
    await write(`playerStats/${id}`, { ...stats(15), updatedAt: new Date() });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await histogramCounts('LWB', faces)).toEqual(withStats);
  });

  it('better ratings give higher face attributes; a goalkeeper gets the goalkeeping faces', async () => {
    const weak = await uid('weak');
    const strong = await uid('strong');
    const keeper = await uid('keeper');
    await write(`players/${weak}`, cv({ mainPosition: 'ST', secondaryPositions: [] }));
    await write(`players/${strong}`, cv({ mainPosition: 'ST', secondaryPositions: [] }));
    await write(`players/${keeper}`, cv({ playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] }));
    await write(`playerStats/${weak}`, stats(5));
    await write(`playerStats/${strong}`, stats(18));
    await write(`playerStats/${keeper}`, stats(14, true));
    const [a, b, k] = await Promise.all([weak, strong, keeper].map(async (id) => (await whenEntry(id, hasFaces)).value));
    for (const e of [a, b, k]) expectFaces(e!);
    for (const face of Object.keys(a!.faces)) expect(b!.faces[face]).toBeGreaterThan(a!.faces[face]);
    expect(b!.overall).toBeGreaterThan(a!.overall);
    expect(Object.keys(k!.faces).sort()).toEqual(['DIV', 'HAN', 'KIC', 'POS', 'REF', 'SPD'].sort());
  });

  it('a hostile stats document gives no face attributes, never stops the index, and the next player is indexed', async () => {
    const id = await uid('hostile');
    await write(`players/${id}`, cv({ mainPosition: 'RWB', secondaryPositions: [] }));
    await whenEntry(id, () => true);
    const deep = (depth: number): Value => (depth === 0 ? 'x' : { a: deep(depth - 1) });
    const hostile: Fields = {
      tests: { sprint10m: { value: reference('players/x'), measuredOn: bytes(16) }, cmj: 'x'.repeat(900_000) },
      physical: { ...ratings(PHYSICAL, 12), pace: geoPoint(1, 2), strength: '20' },
      technical: deep(18) as Fields, // Firestore stores at most 20 levels
      goalkeeping: [1, 2, 3],
      updatedAt: 'yesterday',
      extra: bytes(1024),
    };
    await write(`playerStats/${id}`, hostile);
    // The CV's next write is indexed, with or without what the stats give (the core reads what it can).
    await write(`players/${id}`, cv({ mainPosition: 'RWB', secondaryPositions: [], city: 'Bergen' }));
    const { value: entry } = await whenEntry(id, (e) => e.city === 'Bergen');
    expect(hasFaces(entry)).toBe(false);
    expect(new TextEncoder().encode(JSON.stringify(entry)).length).toBeLessThanOrEqual(2048);
    // Stats that read partly (one rating a string): no face attributes from a guess, still an entry.
    await write(`playerStats/${id}`, { ...stats(12), physical: { ...ratings(PHYSICAL, 12), pace: 'fast' } });
    await write(`players/${id}`, cv({ mainPosition: 'RWB', secondaryPositions: [], city: 'Oslo' }));
    const { value: partly } = await whenEntry(id, (e) => e.city === 'Oslo');
    expect(hasFaces(partly)).toBe(false);

    const next = await uid('next');
    await write(`players/${next}`, cv());
    await write(`playerStats/${next}`, stats(11));
    expectFaces((await whenEntry(next, hasFaces)).value);
  });
});
