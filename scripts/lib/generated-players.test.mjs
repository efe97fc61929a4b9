// The generated demo players: deterministic, spread like real football, in the contract's shape, and accepted by the
// core (the CV editor's validation, and the player index's reading). Needs the built cores: `npm run build:wasm`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generatedPlayer, generatedPlayers, generatedUid, REFERENCE_DAY } from './generated-players.mjs';
import { storedJson } from './seed-generated.mjs';

const COUNT = 2000;
const players = generatedPlayers(COUNT);

/**
 * The app's `profile` wasm module (bundler target) instantiated by hand: Node cannot import a .wasm file. Once: the
 * glue module keeps views of its instance's memory, which a second instance would leave reading the first one's.
 */
let profile;
function profileCore() {
  profile ??= instantiateProfile();
  return profile;
}

async function instantiateProfile() {
  const dir = new URL('../../app/src/shared/core/pkg/profile/', import.meta.url);
  const glue = await import(new URL('profile_bg.js', dir).href);
  const bytes = readFileSync(fileURLToPath(new URL('profile_bg.wasm', dir)));
  const { instance } = await WebAssembly.instantiate(bytes, { './profile_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return glue;
}

/** What the owner's CV editor would hold for this player (strings, as inputs give them). */
function editorForm({ cv, details }) {
  const text = (v) => (v === undefined ? '' : String(v));
  return {
    firstName: cv.firstName,
    lastName: cv.lastName,
    dateOfBirth: details.dateOfBirth,
    nationality: cv.nationality,
    secondNationality: text(cv.secondNationality),
    countryOfResidence: cv.countryOfResidence,
    city: cv.city,
    latitude: text(details.location?.lat),
    longitude: text(details.location?.lng),
    playerType: cv.playerType,
    mainPosition: cv.mainPosition,
    secondaryPositions: cv.secondaryPositions,
    preferredFoot: text(cv.preferredFoot),
    heightCm: text(cv.heightCm),
    weightKg: text(cv.weightKg),
    currentClub: text(cv.currentClub),
    availability: cv.availability,
    career: cv.career.map((c) => ({
      club: c.club, league: c.league, from: String(c.from), to: text(c.to ?? undefined),
      appearances: String(c.appearances), goals: String(c.goals),
    })),
    honours: cv.honours,
    languages: cv.languages.map((name) => ({ name })),
    bio: cv.bio,
    links: cv.links,
    contactEmail: text(details.contactEmail),
    showContactEmail: details.showContactEmail,
    guardianEmail: text(details.guardianEmail),
    visibility: cv.visibility,
  };
}

function counts(values) {
  const out = new Map();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

test('the same players every time, and a smaller set is the start of a larger one', () => {
  assert.deepEqual(generatedPlayers(COUNT), players);
  assert.deepEqual(generatedPlayers(200), players.slice(0, 200));
  assert.deepEqual(generatedPlayer(1234), players[1233]);
  // Not a sequence of one template: neighbours differ.
  assert.notDeepEqual(players[0].cv, players[1].cv);
});

test('uids gen-0001… are distinct document ids', () => {
  assert.equal(players[0].uid, 'gen-0001');
  assert.equal(players[COUNT - 1].uid, 'gen-2000');
  assert.equal(generatedUid(12345), 'gen-12345');
  assert.equal(new Set(players.map((p) => p.uid)).size, COUNT);
});

test('at least 40 countries, with real cities and many names', () => {
  const residences = counts(players.map((p) => p.cv.countryOfResidence));
  assert.ok(residences.size >= 40, `${residences.size} countries`);
  assert.ok(Math.max(...residences.values()) < COUNT * 0.08, 'no country dominates');
  assert.ok(new Set(players.map((p) => `${p.cv.city}|${p.cv.countryOfResidence}`)).size >= 200);
  assert.ok(new Set(players.map((p) => `${p.cv.firstName} ${p.cv.lastName}`)).size >= COUNT * 0.8);
  assert.ok(players.some((p) => /[^\x00-\x7f]/.test(p.cv.lastName)), 'names keep their accents');
  assert.ok(players.some((p) => p.cv.nationality !== p.cv.countryOfResidence), 'some play abroad');
});

test('ages 8 to 38 on the reference day, many of them youth', () => {
  const ref = Number(REFERENCE_DAY.slice(0, 4));
  const ages = players.map((p) => {
    const [y, m, d] = p.details.dateOfBirth.split('-').map(Number);
    return ref - y - (m > 1 || d > 1 ? 1 : 0); // REFERENCE_DAY is 1 January
  });
  assert.equal(Math.min(...ages), 8);
  assert.equal(Math.max(...ages), 38);
  const youth = ages.filter((a) => a < 18).length / COUNT;
  assert.ok(youth > 0.3 && youth < 0.6, `${youth} under 18`);
  const under16 = ages.filter((a) => a < 16).length / COUNT;
  assert.ok(under16 > 0.15, `${under16} under 16`);
  // A guardian's email for each player under 16 then (so on every later day), never on the CV.
  players.forEach(({ uid, cv, details }, i) => {
    if (ages[i] < 16) assert.equal(details.guardianEmail, `guardian.${uid}@skora.test`, uid);
    assert.ok(!('guardianEmail' in cv), uid);
  });
});

test('about one goalkeeper in eleven, and every outfield position with realistic secondaries', () => {
  const main = counts(players.map((p) => p.cv.mainPosition));
  const keepers = main.get('GK') / COUNT;
  assert.ok(keepers > 0.07 && keepers < 0.11, `${keepers} goalkeepers`);
  assert.equal(main.size, 15);
  assert.ok(main.get('CB') > main.get('LWB') * 4, 'centre-backs are common, wing-backs rare');
  for (const { cv } of players) {
    assert.equal(cv.playerType === 'goalkeeper', cv.mainPosition === 'GK');
    assert.ok(!cv.secondaryPositions.includes(cv.mainPosition) && !cv.secondaryPositions.includes('GK'));
    assert.equal(new Set(cv.secondaryPositions).size, cv.secondaryPositions.length);
  }
  assert.ok(players.filter((p) => p.cv.secondaryPositions.length > 0).length > COUNT * 0.4);
});

test('the contract: the CV has the birth month and no private data; the private document has it', () => {
  const visibilities = counts(players.map((p) => p.cv.visibility));
  assert.ok(visibilities.get('members') > 0 && visibilities.get('public') > COUNT * 0.8);
  assert.ok(players.some((p) => !('hasPhoto' in p.cv)), 'some CVs without the hasPhoto key');
  for (const { cv, details } of players) {
    for (const key of ['dateOfBirth', 'location', 'showContactEmail']) assert.ok(!(key in cv), key);
    assert.equal(cv.birthMonth, details.dateOfBirth.slice(0, 7));
    assert.notEqual(cv.hasPhoto, true);
    if ('contactEmail' in cv) assert.ok(details.showContactEmail && details.contactEmail === cv.contactEmail);
    if (details.showContactEmail) assert.equal(cv.contactEmail, details.contactEmail);
    assert.ok(cv.updatedAt instanceof Date && cv.createdAt <= cv.updatedAt);
    assert.deepEqual(details.updatedAt, cv.updatedAt);
  }
  assert.ok(players.some((p) => p.details.contactEmail && !p.cv.contactEmail), 'hidden emails stay private');
});

test("every player passes the core's CV validation (the owner's editor)", async () => {
  const core = await profileCore();
  for (const today of [REFERENCE_DAY, '2030-01-01']) {
    for (const player of players) {
      try {
        core.Profile.save({ uid: player.uid, form: editorForm(player), today, hasPhoto: false });
      } catch (error) {
        assert.fail(`${player.uid} on ${today}: ${JSON.stringify(error.fieldErrors ?? error.message)}`);
      }
    }
  }
});

test("every player gets an index entry from the functions' core, never at the exact point", async () => {
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const precision = { area: 0, country: 0 };
  for (const { uid, cv, details } of players) {
    const update = PlayerIndex.reindex(uid, { cv: storedJson(cv), private: storedJson(details) }, null, REFERENCE_DAY, false);
    assert.equal(update.write, 'set', uid);
    const e = update.entry;
    assert.equal(e.displayName, `${cv.firstName} ${cv.lastName}`);
    assert.equal(e.birthMonth, cv.birthMonth);
    assert.deepEqual(e.positions, [cv.mainPosition, ...cv.secondaryPositions]);
    assert.equal(e.countryOfResidence, cv.countryOfResidence);
    assert.equal(e.city, cv.city);
    assert.equal(e.club ?? undefined, cv.currentClub);
    assert.equal(e.visibility, cv.visibility);
    assert.equal(e.hasPhoto, false);
    assert.ok(e.location, uid);
    if (details.location) assert.notDeepEqual(e.location, details.location);
    precision[e.locationPrecision]++;
  }
  assert.ok(precision.area > COUNT / 2 && precision.country > COUNT / 10, JSON.stringify(precision));
});

test("every player's attributes pass the core's validation (the stats wizard's), goalkeepers with the GK set", async () => {
  const core = await profileCore();
  for (const { uid, cv, stats } of players) {
    const { updatedAt, ...doc } = stats;
    assert.deepEqual(updatedAt, cv.updatedAt, uid);
    assert.equal('goalkeeping' in doc, cv.mainPosition === 'GK', uid);
    // The tests were measured before the document was saved: that day is the wizard's `today`.
    const day = updatedAt.toISOString().slice(0, 10);
    for (const { measuredOn } of Object.values(doc.tests ?? {})) assert.ok(measuredOn < day, `${uid}: ${measuredOn}`);
    let validated;
    try {
      const form = core.Attributes.read({ stats: doc, playerType: cv.playerType }, null).form;
      validated = core.Attributes.save({ uid, form, today: day, playerType: cv.playerType }).document;
    } catch (error) {
      assert.fail(`${uid}: ${JSON.stringify(error.fieldErrors ?? error.message)}`);
    }
    // What the wizard would save for these values is the document itself: nothing out of range, rounded or dropped.
    assert.deepEqual(validated, doc, uid);
  }
  const tested = players.filter((p) => p.stats.tests).length / COUNT;
  assert.ok(tested > 0.3 && tested < 0.7, `${tested} with measured tests`);
});

test('attributes follow the position: strikers finish, centre-backs tackle, wingers are quick, keepers keep', () => {
  const mean = (position, pick) => {
    const of = players.filter((p) => p.cv.mainPosition === position);
    return of.reduce((sum, p) => sum + pick(p.stats), 0) / of.length;
  };
  assert.ok(mean('ST', (s) => s.technical.finishing) > mean('CB', (s) => s.technical.finishing) + 4);
  assert.ok(mean('CB', (s) => s.technical.tackling) > mean('ST', (s) => s.technical.tackling) + 4);
  assert.ok(mean('LW', (s) => s.physical.pace) > mean('CB', (s) => s.physical.pace) + 2);
  assert.ok(mean('GK', (s) => s.goalkeeping.reflexes) > mean('GK', (s) => s.technical.finishing) + 5);
  // Quicker players run faster 10 m sprints.
  const sprinters = players.filter((p) => p.stats.tests?.sprint10m);
  const fast = sprinters.filter((p) => p.stats.physical.pace >= 15);
  const slow = sprinters.filter((p) => p.stats.physical.pace <= 7);
  const avg = (list) => list.reduce((sum, p) => sum + p.stats.tests.sprint10m.value, 0) / list.length;
  assert.ok(avg(fast) < avg(slow), `${avg(fast)} s vs ${avg(slow)} s`);
});
