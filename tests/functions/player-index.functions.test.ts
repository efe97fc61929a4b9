// The Cloud Functions that keep playerIndex/{uid} and aggregates/** (functions/src): documents are written to
// Firestore as the admin (so hostile documents the rules refuse can be stored too), and the tests wait for what the
// triggers write. Run inside `emulators:exec` with the Functions emulator (npm test's e2e stage). Every test uses
// uids and countries of its own, so counts can be compared before and after.
import { afterAll, describe, expect, it } from 'vitest';
import { utcDate, validPlayer } from '../rules/fixtures';
import { account, deleteAccounts, markVerified } from './support/auth-rest';
import { bytes, geoPoint, read, reference, remove, write, type Fields, type Value } from './support/firestore-rest';
import { waitFor as waitForProbe } from './support/wait-for';

/** Every key an entry has, always (null when unknown): crates/core/src/player_index/entry.rs. `clips` and
 * `hasClips` are there only for players with YouTube links (no query orders by them). */
const ENTRY_KEYS = [
  'availability',
  'birthMonth',
  'city',
  'club',
  'countryOfResidence',
  'displayName',
  'filterKeys',
  'geohash',
  'hasPhoto',
  'heightCm',
  'location',
  'locationPrecision',
  'mainPosition',
  'nameKeys',
  'nationalities',
  'playerType',
  'positions',
  'sortKey',
  'updatedAt',
  'visibility',
];
const MAX_ENTRY_BYTES = 2048;
/** How long a trigger may take on a busy two-core machine (it takes about a second when idle). */
const TRIGGER_TIMEOUT_MS = 30_000;

const run = Date.now().toString(36);
const created = new Set<string>();
/** A uid of this run; its documents are deleted after the tests. */
const uid = async (name: string, { verified = true } = {}) => {
  const id = `fn-${run}-${name}`;
  created.add(id);
  // Only verified owners are listed: every test player has an account (functions/src/player-index.js).
  await account(id, { verified });
  return id;
};

// The journeys run next on the same emulators and count the seeded public players: leave no player behind (the
// functions then delete the entries, which the cleanup waits for, so the aggregates are back where they were).
afterAll(async () => {
  for (const id of created) {
    await remove(`players/${id}/private/details`);
    await remove(`players/${id}`);
  }
  for (const id of created) await whenNoEntry(id);
  await deleteAccounts(created);
});

/** A valid CV (tests/rules/fixtures.ts) with real timestamps instead of the SDK's serverTimestamp(). */
function cv(overrides: Fields = {}): Fields {
  const now = new Date();
  return { ...(validPlayer() as Fields), createdAt: now, updatedAt: now, ...overrides };
}

/** Polls until `probe` returns something other than undefined; returns it with the time it took. */
const waitFor = <T>(what: string, probe: () => Promise<T | undefined>) =>
  waitForProbe(what, probe, TRIGGER_TIMEOUT_MS);

const entryOf = (id: string) => read(`playerIndex/${id}`);
type Entry = NonNullable<Awaited<ReturnType<typeof entryOf>>>;
const whenEntry = (id: string, ok: (e: Entry) => boolean = () => true) =>
  waitFor(`playerIndex/${id}`, async () => {
    const e = await entryOf(id);
    return e && ok(e) ? e : undefined;
  });
const whenNoEntry = (id: string) => waitFor(`playerIndex/${id} to be gone`, async () => ((await entryOf(id)) ? undefined : true));

/** countries.{code} of aggregates/countries and the total, as numbers (absent = 0). */
async function countryCounts(code: string) {
  const countries = (await read('aggregates/countries')) ?? {};
  const c = countries.countries?.[code] ?? {};
  return {
    total: (countries.players as number | undefined) ?? 0,
    players: (c.players as number | undefined) ?? 0,
    goalkeepers: (c.types?.goalkeeper as number | undefined) ?? 0,
    atPosition: (position: string) => (c.positions?.[position] as number | undefined) ?? 0,
  };
}

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What a page can rely on: the known keys only, the right types, bounded sizes. */
function expectWellFormed(entry: Entry) {
  expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
  expect(new TextEncoder().encode(JSON.stringify(entry)).length).toBeLessThanOrEqual(MAX_ENTRY_BYTES);
  expect(typeof entry.displayName).toBe('string');
  expect(entry.displayName.length).toBeGreaterThan(0);
  expect(entry.displayName.length).toBeLessThanOrEqual(121);
  expect(Array.isArray(entry.nameKeys) && entry.nameKeys.every((k: unknown) => typeof k === 'string')).toBe(true);
  for (const key of ['city', 'club']) expect(entry[key] === null || (typeof entry[key] === 'string' && entry[key].length <= 80)).toBe(true);
  expect(Array.isArray(entry.positions) && entry.positions.every((p: unknown) => typeof p === 'string')).toBe(true);
  expect(Array.isArray(entry.nationalities) && entry.nationalities.every((c: unknown) => typeof c === 'string')).toBe(true);
  expect(['public', 'members']).toContain(entry.visibility);
  expect(typeof entry.hasPhoto).toBe('boolean');
  if (entry.location !== null) {
    expect(Object.keys(entry.location).sort()).toEqual(['lat', 'lng']);
    expect(typeof entry.geohash).toBe('string');
  }
}

describe('playerIndex/{uid} from players/{uid}', () => {
  it('a CV write produces its index entry within seconds, with nothing exact in it', async () => {
    const id = await uid('ana');
    const exact = { lat: 40.4168, lng: -3.7038 };
    const born = utcDate(21, -40);
    await write(`players/${id}`, cv({ location: exact, dateOfBirth: born, countryOfResidence: 'ES' }));
    const { value: entry, ms } = await whenEntry(id);
    console.log(`[functions] playerIndex/${id} written ${ms} ms after the CV`);
    expectWellFormed(entry);
    expect(entry).toMatchObject({
      displayName: 'Ana Silva',
      sortKey: 'silva ana',
      birthMonth: born.slice(0, 7),
      playerType: 'outfield',
      mainPosition: 'CM',
      positions: ['CM', 'CAM', 'CDM'],
      nationalities: ['PT', 'BR'],
      countryOfResidence: 'ES',
      city: 'Madrid',
      club: 'CD Leganés',
      availability: 'open-to-offers',
      heightCm: 172,
      hasPhoto: false,
      visibility: 'public',
      locationPrecision: 'area',
    });
    expect(typeof entry.updatedAt).toBe('number');
    // The directory's tags: each position, each nationality ("Based in" is an equality on countryOfResidence, no tag)
    // and each pair.
    expect(entry.filterKeys).toEqual(
      expect.arrayContaining(['p:CM', 'p:CAM', 'p:CDM', 'n:PT', 'n:BR', 'p:CM/n:PT', 'p:CAM/n:BR', 'p:CDM/n:BR']),
    );
    expect(entry.filterKeys).not.toEqual(expect.arrayContaining(['n:ES']));
    expect(entry.filterKeys).toHaveLength(3 + 2 + 6);
    // The coarse location: not the exact point, but within its 5 km cell.
    expect(entry.location).not.toEqual(exact);
    expect(km(entry.location, exact)).toBeLessThan(8);
    const text = JSON.stringify(entry);
    for (const secret of [born, 'ana@example.com', String(exact.lat), String(exact.lng)]) expect(text).not.toContain(secret);
  });

  it("the entry carries the beginnings of every word of the name, the directory's name search keys", async () => {
    const id = await uid('names');
    await write(`players/${id}`, cv({ firstName: 'Elsa María', lastName: 'Åberg Conceição-Moreira' }));
    const { value: entry } = await whenEntry(id);
    expectWellFormed(entry);
    // Folded, each word from 2 letters up to 8 bytes, a compound surname's parts as words of their own.
    expect(entry.nameKeys).toEqual([
      'el', 'els', 'elsa', 'ma', 'mar', 'mari', 'maria', 'ab', 'abe', 'aber', 'aberg',
      'co', 'con', 'conc', 'conce', 'concei', 'conceic', 'conceica', 'mo', 'mor', 'more', 'morei', 'moreir', 'moreira',
    ]);
    // An edit of the name rewrites them.
    await write(`players/${id}`, cv({ firstName: 'Omar', lastName: 'Abdelrahman' }));
    const { value: renamed } = await whenEntry(id, (e) => e.displayName === 'Omar Abdelrahman');
    expect(renamed.nameKeys).toEqual(['om', 'oma', 'omar', 'ab', 'abd', 'abde', 'abdel', 'abdelr', 'abdelra', 'abdelrah']);
  });

  it('an edit of the CV updates the entry', async () => {
    const id = await uid('edit');
    await write(`players/${id}`, cv({ currentClub: 'First Club' }));
    await whenEntry(id, (e) => e.club === 'First Club');
    await write(`players/${id}`, cv({ currentClub: 'Second Club', visibility: 'members' }));
    const { value } = await whenEntry(id, (e) => e.club === 'Second Club');
    expect(value.visibility).toBe('members');
  });

  it('a deletion removes the entry and takes its counts back out of the aggregates', async () => {
    // The Faroe Islands and LWB are this test's own: nothing else writes them while it runs.
    const id = await uid('gone');
    const before = await countryCounts('FO');
    const beforeLwb = (await read('aggregates/positions/byPosition/LWB'))?.players ?? 0;
    await write(`players/${id}`, cv({ countryOfResidence: 'FO', mainPosition: 'LWB', secondaryPositions: [], heightCm: 183 }));
    await whenEntry(id);
    const counted = await waitFor('the Faroe Islands counted', async () => {
      const c = await countryCounts('FO');
      return c.players === before.players + 1 ? c : undefined;
    });
    expect(counted.value.atPosition('LWB')).toBe(before.atPosition('LWB') + 1);
    const lwb = await read('aggregates/positions/byPosition/LWB');
    expect(lwb?.players).toBe(beforeLwb + 1);
    expect(lwb?.figures?.heightCm?.['183']).toBeGreaterThanOrEqual(1);

    await remove(`players/${id}`);
    await whenNoEntry(id);
    const after = await waitFor('the Faroe Islands taken back', async () => {
      const c = await countryCounts('FO');
      return c.players === before.players ? c : undefined;
    });
    expect(after.value.atPosition('LWB')).toBe(before.atPosition('LWB'));
    expect((await read('aggregates/positions/byPosition/LWB'))?.players).toBe(beforeLwb);
  });

  it("an unverified owner's CV is not listed and counts nowhere; verified, their next write lists them", async () => {
    // Andorra is this test's own. Only verified people publish: a throwaway account's CV (stored past the rules, as
    // before they asked for a verified e-mail) reaches neither the index nor the aggregates.
    const before = await countryCounts('AD');
    const unverified = await uid('unverified', { verified: false });
    const verified = await uid('verified');
    await write(`players/${unverified}`, cv({ countryOfResidence: 'AD', firstName: 'Throwaway' }));
    await write(`players/${verified}`, cv({ countryOfResidence: 'AD' }));
    await whenEntry(verified);
    await waitFor('Andorra counting the verified player', async () => {
      const c = await countryCounts('AD');
      return c.players === before.players + 1 ? c : undefined;
    });
    // Both triggers ran long before this (the unverified one was written first); give a slow one time all the same.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await entryOf(unverified)).toBeUndefined();
    expect((await countryCounts('AD')).players).toBe(before.players + 1);

    // The owner verifies; the next write of theirs lists them.
    await markVerified(unverified);
    await write(`players/${unverified}`, cv({ countryOfResidence: 'AD', firstName: 'Throwaway', bio: 'Verified now.' }));
    const { value } = await whenEntry(unverified);
    expect(value.displayName).toBe('Throwaway Silva');
    await waitFor('Andorra counting both', async () => {
      const c = await countryCounts('AD');
      return c.players === before.players + 2 ? c : undefined;
    });
  });

  it('the totals follow the countries ("N players from M countries")', async () => {
    const id = await uid('totals');
    await write(`players/${id}`, cv({ countryOfResidence: 'NZ' }));
    await whenEntry(id);
    const { value } = await waitFor('totals in line with aggregates/countries', async () => {
      const countries = await read('aggregates/countries');
      const totals = await read('aggregates/totals');
      const withPlayers = Object.values(countries?.countries ?? {}).filter((c) => (c as { players?: number }).players! > 0);
      return totals && countries && totals.players === countries.players && totals.countries === withPlayers.length
        ? totals
        : undefined;
    });
    expect(value.players).toBeGreaterThanOrEqual(1);
    expect(value.countries).toBeGreaterThanOrEqual(1);
  });

  it("under 16, the entry shows the residence country's centroid, never the player's point", async () => {
    // Norway is this test's own. A 14-year-old with an exact point, and an adult without one: both are placed at
    // Norway's centroid, which is where the index puts anyone it may not place more precisely.
    const child = await uid('child');
    const adult = await uid('nopoint');
    const home = { lat: 59.9139, lng: 10.7522 }; // Oslo
    await write(`players/${child}`, cv({ countryOfResidence: 'NO', location: home, dateOfBirth: utcDate(14, -10) }));
    const { location: _omitted, ...noPoint } = cv({ countryOfResidence: 'NO' });
    await write(`players/${adult}`, noPoint);
    const [{ value: c }, { value: a }] = await Promise.all([whenEntry(child), whenEntry(adult)]);
    expect(c.locationPrecision).toBe('country');
    expect(a.locationPrecision).toBe('country');
    expect(c.location).toEqual(a.location);
    expect(km(c.location, home)).toBeGreaterThan(50);
    expect(c.birthMonth).toBe(utcDate(14, -10).slice(0, 7));
  });

  it('the private document, when there is one, gives the exact values (before and after the data split)', async () => {
    const id = await uid('split');
    // After the split the CV keeps the birth month only; the exact date and point are in private/details.
    const { dateOfBirth: _d, location: _l, contactEmail: _e, ...split } = cv({ countryOfResidence: 'PT' });
    await write(`players/${id}`, { ...split, birthMonth: utcDate(30).slice(0, 7) });
    const first = await whenEntry(id);
    expect(first.value.locationPrecision).toBe('country');
    const lisbon = { lat: 38.7223, lng: -9.1393 };
    await write(`players/${id}/private/details`, { dateOfBirth: utcDate(30), location: lisbon });
    const { value } = await whenEntry(id, (e) => e.locationPrecision === 'area');
    expect(km(value.location, lisbon)).toBeLessThan(8);
    expect(value.location).not.toEqual(lisbon);
  });

  it('a write that changes nothing the index uses runs no reindex; the next one that does, does', async () => {
    const id = await uid('skip');
    await write(`players/${id}`, cv({ countryOfResidence: 'PT' }));
    await write(`players/${id}/private/details`, { dateOfBirth: utcDate(30), contactEmail: 'first@example.com' });
    await whenEntry(id, (e) => e.birthMonth === utcDate(30).slice(0, 7));
    // Both writes' triggers done (a late one would find its reindex to do and undo what follows).
    await new Promise((r) => setTimeout(r, 5_000));
    // The entry tampered with (as the admin): a reindex would put it back, so it stays only if none runs.
    const entry = await entryOf(id);
    await write(`playerIndex/${id}`, { ...(entry as Fields), displayName: 'Left As Is' });
    await write(`players/${id}/private/details`, { dateOfBirth: utcDate(30), contactEmail: 'second@example.com' });
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await entryOf(id))?.displayName).toBe('Left As Is');
    // A change the entry shows: the reindex runs and the entry is the core's again.
    await write(`players/${id}/private/details`, { dateOfBirth: utcDate(31), contactEmail: 'second@example.com' });
    await whenEntry(id, (e) => e.displayName === 'Ana Silva');
  });
});

describe('hasPhoto', () => {
  const STORAGE = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}`;
  const BUCKET = 'demo-skora.appspot.com';

  const pictureUrl = (id: string) => `${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(`profilePictures/${id}`)}`;
  const upload = (id: string) =>
    fetch(`${STORAGE}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(`profilePictures/${id}`)}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });

  it('is true only when the picture is in Storage, and the CV is brought in line with it', async () => {
    const withFile = await uid('photo');
    const without = await uid('nophoto');
    expect((await upload(withFile)).ok).toBe(true);
    await write(`players/${withFile}`, cv({ hasPhoto: true }));
    await write(`players/${without}`, cv({ hasPhoto: true }));
    const [{ value: a }, { value: b }] = await Promise.all([whenEntry(withFile), whenEntry(without)]);
    expect(a.hasPhoto).toBe(true);
    expect(b.hasPhoto).toBe(false);
    // A CV that claims a picture nobody serves says no photo from the same write on.
    expect((await read(`players/${without}`))?.hasPhoto).toBe(false);
    expect((await read(`players/${withFile}`))?.hasPhoto).toBe(true);
    await fetch(pictureUrl(withFile), { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  });

  it('follows the file: an upload after the CV and a removal reach the index through the Storage triggers', async () => {
    const id = await uid('later');
    await write(`players/${id}`, cv({ hasPhoto: true }));
    expect((await whenEntry(id)).value.hasPhoto).toBe(false);
    // No document changes from here on: only the Storage triggers can update the entry.
    expect((await upload(id)).ok).toBe(true);
    const added = await whenEntry(id, (e) => e.hasPhoto === true);
    console.info(`hasPhoto after the upload: ${added.ms} ms`);
    const removed = await fetch(pictureUrl(id), { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    expect(removed.ok).toBe(true);
    await whenEntry(id, (e) => e.hasPhoto === false);
  });
});

describe('clips', () => {
  it("keeps the CV's YouTube links (at most two) for the gallery, and nothing for other links", async () => {
    const id = await uid('clips');
    await write(
      `players/${id}`,
      cv({
        links: [
          { label: 'Instagram', url: 'https://instagram.com/ana' },
          { label: 'Goals 2024', url: 'https://youtu.be/aaaaaaaaaaa' },
          { label: 'Saves', url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb' },
          { label: 'Third', url: 'https://youtu.be/ccccccccccc' },
        ],
      }),
    );
    const { value } = await whenEntry(id);
    expect(value.hasClips).toBe(true);
    expect(value.clips).toEqual([
      { videoId: 'aaaaaaaaaaa', title: 'Goals 2024' },
      { videoId: 'bbbbbbbbbbb', title: 'Saves' },
    ]);
    await write(`players/${id}`, cv({ links: [{ label: 'Instagram', url: 'https://instagram.com/ana' }] }));
    const { value: after } = await whenEntry(id, (e) => e.hasClips === undefined);
    expect(after.clips).toBeUndefined();
  });
});

describe('hostile documents never produce an entry that breaks a page', () => {
  it('SDK objects, bytes, a huge string and numbers in text fields give a small, well-formed entry', async () => {
    const id = await uid('hostile');
    let deep: Fields = { leaf: 1 };
    for (let i = 0; i < 18; i++) deep = { deeper: deep };
    await write(`players/${id}`, {
      visibility: 'members',
      firstName: 'Eve',
      lastName: 'x'.repeat(900_000),
      city: reference('players/someone-else'),
      currentClub: 12345,
      nationality: bytes(64 * 1024),
      countryOfResidence: ['PT'],
      location: geoPoint(38.7, -9.1),
      dateOfBirth: new Date('2001-01-01T00:00:00Z'),
      mainPosition: deep,
      secondaryPositions: ['ST', 7, null, { code: 'CM' }, 'ST'],
      heightCm: '180',
      availability: 42,
      hasPhoto: 'yes',
      updatedAt: 'yesterday',
    });
    const { value: entry } = await whenEntry(id);
    expectWellFormed(entry);
    expect(entry).toMatchObject({
      displayName: 'Eve',
      nameKeys: ['ev', 'eve'],
      city: null,
      club: null,
      nationalities: [],
      countryOfResidence: null,
      location: null,
      birthMonth: null,
      mainPosition: null,
      positions: ['ST'],
      heightCm: null,
      availability: null,
      hasPhoto: false,
      updatedAt: null,
    });
  });

  it('a CV that turns hostile loses its entry instead of showing garbage', async () => {
    const id = await uid('turned');
    await write(`players/${id}`, cv());
    await whenEntry(id);
    // No readable name (a megabyte string, a number) and no visibility the index knows: not listable.
    await write(`players/${id}`, {
      firstName: 'y'.repeat(1_000_000),
      lastName: 404,
      visibility: { public: true },
      blob: bytes(16 * 1024),
    });
    await whenNoEntry(id);
  });
});

describe('a hostile value in every list entry of a CV', () => {
  it('keeps what reads (a good clip, the positions), never stops the index, and the next player is indexed too', async () => {
    let deep: Fields = { leaf: 'x' };
    for (let i = 0; i < 18; i++) deep = { deeper: deep };
    const hostile: Value[] = [reference('players/someone-else'), bytes(4 * 1024), geoPoint(64.1, -21.9), new Date(), deep];
    const id = await uid('every-list');
    await write(
      `players/${id}`,
      cv({
        visibility: 'members',
        secondaryPositions: ['ST', ...hostile],
        career: [{ club: 'Valur', league: 'Besta deild', from: 2021, to: null, appearances: 30, goals: 4 }, ...hostile],
        honours: [{ title: 'Cup winner', season: '2023' }, ...hostile],
        languages: ['Icelandic', ...hostile, 'x'.repeat(600_000)],
        links: [{ label: 'Goals', url: 'https://youtu.be/hhhhhhhhhhh' }, ...hostile],
      }),
    );
    const { value: entry } = await whenEntry(id);
    const { clips, hasClips, ...rest } = entry;
    expectWellFormed(rest as Entry);
    expect(entry.visibility).toBe('members');
    expect(entry.positions).toContain('ST');
    expect(hasClips).toBe(true);
    expect(clips).toEqual([{ videoId: 'hhhhhhhhhhh', title: 'Goals' }]);

    // The functions' core still works for the next player (a trap would have broken it for the instance's life).
    const next = await uid('after-hostile');
    await write(`players/${next}`, cv({ visibility: 'members', firstName: 'Next' }));
    const { value: after } = await whenEntry(next);
    expect(after.displayName).toMatch(/^Next /);
  });
});

describe('the data split backfill (scripts/backfill-index.mjs)', () => {
  it('migrates a CV from before the split to the CV + private details, indexes it, and does nothing the second time', async () => {
    const id = await uid('oldshape');
    const exact = { lat: 41.3874, lng: 2.1686 };
    const born = utcDate(24, -5);
    const { birthMonth: _m, contactEmail: _e, ...rest } = cv({ countryOfResidence: 'ES' });
    await write(`players/${id}`, {
      ...rest,
      dateOfBirth: born,
      location: exact,
      contactEmail: 'hidden.old@example.com',
      showContactEmail: false,
    });
    await whenEntry(id);

    const { execFileSync } = await import('node:child_process');
    const backfill = () => execFileSync('node', ['scripts/backfill-index.mjs'], { encoding: 'utf8', env: process.env });
    const first = backfill();
    expect(first).toMatch(/[1-9]\d* CV\(s\) migrated to the data split/);

    const migrated = await read(`players/${id}`);
    expect(migrated).toMatchObject({ birthMonth: born.slice(0, 7), firstName: 'Ana' });
    for (const key of ['dateOfBirth', 'location', 'showContactEmail', 'contactEmail']) expect(migrated).not.toHaveProperty(key);
    expect(await read(`players/${id}/private/details`)).toMatchObject({
      dateOfBirth: born,
      location: exact,
      contactEmail: 'hidden.old@example.com',
      showContactEmail: false,
    });
    // The entry is computed from the private details now: still the exact point's cell, never the point.
    const { value: entry } = await whenEntry(id, (e) => e.birthMonth === born.slice(0, 7) && e.locationPrecision === 'area');
    expectWellFormed(entry);
    expect(entry.location).not.toEqual(exact);
    expect(km(entry.location, exact)).toBeLessThan(8);

    expect(backfill()).toMatch(/: 0 CV\(s\) migrated to the data split/);
  });
});
