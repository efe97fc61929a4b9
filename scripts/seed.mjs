// Loads SKORA demo data into RUNNING emulators (Auth + Firestore database "skora"): the named demo accounts and
// players (each with plausible attributes, playerStats/{uid}: scripts/lib/generated-stats.mjs, and a 2025/26 season of
// weekly stats, players/{uid}/weeklyStats/{week}: scripts/lib/generated-weekly.mjs), and 2,000 generated players (scripts/lib/generated-players.mjs), with the player index and the aggregates
// (scripts/lib/seed-generated.mjs). Idempotent: fixed uids, accounts are created or reset, documents are overwritten
// (never duplicated).
//
//   node scripts/seed.mjs            # hosts from FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST or 127.0.0.1
//   import { seed, DEMO_ACCOUNTS } from './scripts/seed.mjs'
//
// Uses only the emulators' REST APIs with `Authorization: Bearer owner` (admin; bypasses security rules).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, commitAll, emulatorHosts, toValue } from './lib/firestore-rest.mjs';
import { ageOn, playerStats } from './lib/generated-stats.mjs';
import { demoSeason, SEASON_END, SEASON_WEEKS } from './lib/generated-weekly.mjs';
import { DEMO_SCOUT, seedDemoScout } from './lib/demo-scout.mjs';
import { GENERATED_PLAYERS, seedInBulk } from './lib/seed-generated.mjs';

export const PROJECT_ID = 'demo-skora';
export const DATABASE_ID = 'skora';
const SEED_CREATED_AT = '2025-01-15T10:00:00.000Z';

/** Demo credentials (listed in the README). All accounts are email-verified. */
export const DEMO_PASSWORD = 'SkoraDemo1';
export const DEMO_ACCOUNTS = Object.freeze([
  { uid: 'demo-player', email: 'demo@skora.test', password: DEMO_PASSWORD, displayName: 'Demo Player' },
  { uid: 'demo-tiago-moreira', email: 'tiago.moreira@skora.test', password: DEMO_PASSWORD, displayName: 'Tiago Moreira' },
  { uid: 'demo-lucia-ferrer', email: 'lucia.ferrer@skora.test', password: DEMO_PASSWORD, displayName: 'Lucía Ferrer' },
  { uid: 'demo-karim-benali', email: 'karim.benali@skora.test', password: DEMO_PASSWORD, displayName: 'Karim Benali' },
  { uid: 'demo-jonas-weber', email: 'jonas.weber@skora.test', password: DEMO_PASSWORD, displayName: 'Jonas Weber' },
  { uid: 'demo-daan-visser', email: 'daan.visser@skora.test', password: DEMO_PASSWORD, displayName: 'Daan Visser' },
  { uid: 'demo-chinedu-okafor', email: 'chinedu.okafor@skora.test', password: DEMO_PASSWORD, displayName: 'Chinedu Okafor' },
  { uid: 'demo-kwame-asante', email: 'kwame.asante@skora.test', password: DEMO_PASSWORD, displayName: 'Kwame Asante' },
  { uid: 'demo-moussa-diallo', email: 'moussa.diallo@skora.test', password: DEMO_PASSWORD, displayName: 'Moussa Diallo' },
  { uid: 'demo-rafael-campos', email: 'rafael.campos@skora.test', password: DEMO_PASSWORD, displayName: 'Rafael Campos' },
  { uid: 'demo-mateo-quiroga', email: 'mateo.quiroga@skora.test', password: DEMO_PASSWORD, displayName: 'Mateo Quiroga' },
  { uid: 'demo-santiago-rios', email: 'santiago.rios@skora.test', password: DEMO_PASSWORD, displayName: 'Santiago Ríos' },
  // A scout (a club's recruiter) with a scout profile and a shortlist instead of a CV (scripts/lib/demo-scout.mjs).
  { ...DEMO_SCOUT, password: DEMO_PASSWORD },
]);

/**
 * The demo players' profiles as their owners entered them (invented people), every value in one object: the data
 * split turns each into players/{uid} (the CV) and players/{uid}/private/details (date of birth, map point, contact
 * e-mail and its flag) through the core's rule (`demoPlayerDocuments`), so the seed never restates what is public.
 */
export const DEMO_PLAYERS = Object.freeze([
  {
    uid: 'demo-player', firstName: 'Demo', lastName: 'Player', dateOfBirth: '2002-05-14', nationality: 'PT',
    countryOfResidence: 'PT', city: 'Lisbon', playerType: 'outfield', mainPosition: 'CM', preferredFoot: 'right',
    heightCm: 178, weightKg: 72, currentClub: 'GD Alfama', availability: 'open-to-offers',
    bio: 'Box-to-box midfielder who loves to press high and arrive late in the box.', location: { lat: 38.7223, lng: -9.1393 },
    secondaryPositions: ['CDM', 'CAM'], languages: ['Portuguese', 'English'],
    career: [
      { club: 'Sporting Alvalade U19', league: 'Liga Revelação', from: 2019, to: 2021, appearances: 48, goals: 7 },
      { club: 'GD Alfama', league: 'Campeonato de Portugal', from: 2021, to: null, appearances: 71, goals: 12 },
    ],
    honours: [{ title: 'Campeonato de Portugal, Serie C winner', season: '2023/24' }],
    links: [{ label: 'Season highlights 2024/25', url: 'https://www.youtube.com/watch?v=skoraDemo01' }],
    contactEmail: 'demo@skora.test', showContactEmail: true,
  },
  {
    uid: 'demo-tiago-moreira', firstName: 'Tiago', lastName: 'Moreira', dateOfBirth: '2000-11-02', nationality: 'PT',
    countryOfResidence: 'PT', city: 'Porto', playerType: 'goalkeeper', mainPosition: 'GK', preferredFoot: 'right',
    heightCm: 191, weightKg: 85, currentClub: 'FC Ribeira', availability: 'free-agent',
    bio: 'Commanding keeper, strong on crosses and comfortable playing out from the back.', location: { lat: 41.1579, lng: -8.6291 },
    languages: ['Portuguese', 'Spanish'],
    career: [{ club: 'FC Ribeira', league: 'Liga 3', from: 2020, to: null, appearances: 96, goals: 0 }],
    links: [{ label: 'Saves compilation', url: 'https://youtu.be/skoraTiago1' }],
  },
  {
    uid: 'demo-lucia-ferrer', firstName: 'Lucía', lastName: 'Ferrer', dateOfBirth: '2003-03-21', nationality: 'ES',
    countryOfResidence: 'ES', city: 'Valencia', playerType: 'outfield', mainPosition: 'LW', preferredFoot: 'left',
    heightCm: 165, weightKg: 57, currentClub: 'CD Turia', availability: 'open-to-offers',
    bio: 'Quick winger who likes to cut inside onto her right foot.', location: { lat: 39.4699, lng: -0.3763 },
    secondaryPositions: ['RW', 'ST'], languages: ['Spanish', 'Catalan', 'English'],
    honours: [{ title: 'Copa Valenciana', season: '2024' }],
    links: [{ label: 'Goals and assists 2024/25', url: 'https://www.youtube.com/watch?v=skoraLucia1' }],
  },
  {
    uid: 'demo-karim-benali', firstName: 'Karim', lastName: 'Benali', dateOfBirth: '1999-08-09', nationality: 'MA',
    countryOfResidence: 'FR', city: 'Lyon', playerType: 'outfield', mainPosition: 'CAM', preferredFoot: 'right',
    heightCm: 175, weightKg: 70, currentClub: 'AS Croix-Rousse', availability: 'under-contract',
    bio: 'Creative number ten, set-piece specialist.', location: { lat: 45.764, lng: 4.8357 },
  },
  {
    uid: 'demo-jonas-weber', firstName: 'Jonas', lastName: 'Weber', dateOfBirth: '1998-01-30', nationality: 'DE',
    countryOfResidence: 'DE', city: 'Cologne', playerType: 'outfield', mainPosition: 'CB', preferredFoot: 'right',
    heightCm: 189, weightKg: 84, currentClub: 'SV Rheinufer', availability: 'free-agent',
    bio: 'Aerially dominant centre-back, captain of his current side.', location: { lat: 50.9375, lng: 6.9603 },
  },
  {
    uid: 'demo-daan-visser', firstName: 'Daan', lastName: 'Visser', dateOfBirth: '2004-06-17', nationality: 'NL',
    countryOfResidence: 'NL', city: 'Utrecht', playerType: 'outfield', mainPosition: 'RB', preferredFoot: 'right',
    heightCm: 180, weightKg: 73, currentClub: 'VV Domstad', availability: 'open-to-offers',
    bio: 'Overlapping full-back with a good final ball.', location: { lat: 52.0907, lng: 5.1214 },
  },
  {
    uid: 'demo-chinedu-okafor', firstName: 'Chinedu', lastName: 'Okafor', dateOfBirth: '2001-12-05', nationality: 'NG',
    countryOfResidence: 'NG', city: 'Lagos', playerType: 'outfield', mainPosition: 'ST', preferredFoot: 'right',
    heightCm: 183, weightKg: 78, currentClub: 'Lagoon City FC', availability: 'free-agent',
    bio: 'Powerful striker, good hold-up play and finishing with both feet.', location: { lat: 6.5244, lng: 3.3792 },
    secondaryPositions: ['CF'], languages: ['English', 'Yoruba'],
    links: [{ label: 'Every goal of the season', url: 'https://www.youtube.com/shorts/skoraChine1' }],
  },
  {
    uid: 'demo-kwame-asante', firstName: 'Kwame', lastName: 'Asante', dateOfBirth: '2002-09-13', nationality: 'GH',
    countryOfResidence: 'GH', city: 'Kumasi', playerType: 'goalkeeper', mainPosition: 'GK', preferredFoot: 'left',
    heightCm: 188, weightKg: 82, currentClub: 'Ashanti Stars', availability: 'open-to-offers',
    bio: 'Shot-stopper with sharp reflexes and a long, accurate kick.', location: { lat: 6.6885, lng: -1.6244 },
  },
  {
    uid: 'demo-moussa-diallo', firstName: 'Moussa', lastName: 'Diallo', dateOfBirth: '2000-04-26', nationality: 'SN',
    countryOfResidence: 'SN', city: 'Dakar', playerType: 'outfield', mainPosition: 'CDM', preferredFoot: 'right',
    heightCm: 186, weightKg: 79, currentClub: 'Étoile de Médina', availability: 'free-agent',
    bio: 'Ball-winning holding midfielder who reads the game well.', location: { lat: 14.7167, lng: -17.4677 },
  },
  {
    uid: 'demo-rafael-campos', firstName: 'Rafael', lastName: 'Campos', dateOfBirth: '2003-07-08', nationality: 'BR',
    countryOfResidence: 'BR', city: 'Belo Horizonte', playerType: 'outfield', mainPosition: 'RW', preferredFoot: 'left',
    heightCm: 172, weightKg: 66, currentClub: 'EC Pampulha', availability: 'open-to-offers',
    bio: 'Inverted winger, loves one-on-ones and shooting from distance.', location: { lat: -19.9167, lng: -43.9345 },
  },
  {
    uid: 'demo-mateo-quiroga', firstName: 'Mateo', lastName: 'Quiroga', dateOfBirth: '1997-10-19', nationality: 'AR',
    countryOfResidence: 'AR', city: 'Rosario', playerType: 'outfield', mainPosition: 'LB', preferredFoot: 'left',
    heightCm: 176, weightKg: 71, currentClub: 'Club Atlético Paraná', availability: 'under-contract',
    bio: 'Experienced left-back, tireless up and down the flank.', location: { lat: -32.9442, lng: -60.6505 },
  },
  {
    uid: 'demo-santiago-rios', firstName: 'Santiago', lastName: 'Ríos', dateOfBirth: '2005-02-11', nationality: 'CO',
    countryOfResidence: 'CO', city: 'Medellín', playerType: 'goalkeeper', mainPosition: 'GK', preferredFoot: 'right',
    heightCm: 186, weightKg: 80, currentClub: 'Deportivo Aburrá', availability: 'free-agent',
    bio: 'Young sweeper-keeper, quick off his line.', location: { lat: 6.2442, lng: -75.5812 },
  },
]);

/** The keys every profile has (docs/player-model.md); a demo player's own values override them. */
export const CV_DEFAULTS = Object.freeze({
  secondaryPositions: [],
  career: [],
  honours: [],
  languages: [],
  links: [],
  showContactEmail: false,
  visibility: 'public',
  hasPhoto: false,
});

async function upsertAccount(authHost, account) {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const found = await call(`${base}/accounts:lookup`, { localId: [account.uid] });
  const fields = {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
  };
  if (found.users?.length) {
    await call(`${base}/accounts:update`, { localId: account.uid, ...fields });
    return 'updated';
  }
  await call(`${base}/accounts`, { localId: account.uid, ...fields });
  return 'created';
}

/**
 * Each demo player as the documents it is stored as, `{ uid, cv, details, entries }` (no timestamps): the data
 * split's CV (without its career and honours) and private details, and one document per career and honours entry
 * (`{ path, data }`, players/{uid}/career/{NN}…), all by the core's rules (functions/core, built by
 * scripts/build-wasm.mjs).
 */
export async function demoPlayerDocuments() {
  return Promise.all(
    DEMO_PLAYERS.map(async ({ uid, ...data }) => ({ uid, ...(await playerDocuments(uid, await splitProfile({ ...CV_DEFAULTS, ...data })) ) })),
  );
}

/**
 * The data split's `{ cv, details }` of player `uid` (the CV with its lists) as the documents stored:
 * `{ cv, details, entries }`, the CV without career and honours, and each entry as `{ path, data }`.
 */
export async function playerDocuments(uid, { cv, details }) {
  const { Player } = await import('../functions/src/core.js');
  const writes = Player.writes(uid, cv);
  if (!writes) throw new Error(`the core builds no documents for player ${uid}`);
  return { cv: writes.cv, details, entries: writes.entries };
}

/**
 * A profile in one object (the exact date of birth, location, e-mail and its flag, a guardian's e-mail, with the CV's
 * keys; no timestamps) as the data split's `{ cv, details }`, by the core's rule. Also used by the e2e specs to write test players.
 */
export async function splitProfile(profile) {
  const { Player } = await import('../functions/src/core.js');
  const split = Player.split(profile);
  if (!split?.details) throw new Error(`the core could not split the profile of ${profile.firstName} ${profile.lastName}`);
  return { cv: split.cv, details: split.details };
}

async function writeDocument(firestoreHost, path, doc) {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/${path}`;
  // PATCH without updateMask = create or fully replace: re-running never duplicates.
  await call(url, { fields: toValue(doc).mapValue.fields }, 'PATCH');
}

/**
 * A demo player's attributes (`playerStats/{uid}` without updatedAt): plausible for their position and age on `today`
 * ('YYYY-MM-DD'), tests measured before it; goalkeepers get the GK set.
 */
export function demoPlayerStats({ uid, cv, details }, today) {
  return playerStats({ uid, mainPosition: cv.mainPosition, age: ageOn(details.dateOfBirth, today), measuredBefore: today });
}

/**
 * A demo player's 2025/26 season of weekly stats: the `players/{uid}/weeklyStats/{week}` documents without updatedAt,
 * oldest week first (goalkeepers with the GK figures). The same on every day: their attributes as of the season's end
 * tilt the figures.
 */
export function demoPlayerWeekly(player) {
  return demoSeason({ uid: player.uid, mainPosition: player.cv.mainPosition, stats: demoPlayerStats(player, SEASON_END) });
}

async function writePlayer(firestoreHost, player, now) {
  const { uid, cv, details, entries } = player;
  // The documents' paths are the core's, as the app's and the functions' are.
  const { Player } = await import('../functions/src/core.js');
  const paths = Player.paths(uid);
  if (!paths) throw new Error(`the core gives demo player ${uid} no document paths`);
  await writeDocument(firestoreHost, paths.private, { ...details, updatedAt: now });
  await writeDocument(firestoreHost, paths.cv, { ...cv, createdAt: new Date(SEED_CREATED_AT), updatedAt: now });
  for (const { path, data } of entries) await writeDocument(firestoreHost, path, data);
  const stats = demoPlayerStats(player, now.toISOString().slice(0, 10));
  await writeDocument(firestoreHost, paths.stats, { ...stats, updatedAt: now });
  // The demo player's measured tests, confirmed by their coach as an official's confirmation writes it.
  if (uid === DEMO_CONFIRMED.uid) {
    const { Confirmations } = await import('../functions/src/core.js');
    const confirmed = Confirmations.testsRecord(uid, stats, DEMO_CONFIRMED.by);
    if (confirmed) await writeDocument(firestoreHost, confirmed.path, confirmed.record);
  }
}

/**
 * Who confirmed the demo player's weeks, and how many of them (the oldest): a partly confirmed CV, as a scout meets
 * one ("… of … minutes confirmed by Rui Lopes (coach, GD Alfama)"; the newer weeks stay the player's word). The same
 * coach confirmed their measured tests.
 */
export const DEMO_CONFIRMED = Object.freeze({ uid: 'demo-player', by: 'Rui Lopes (coach, GD Alfama)', share: 2 / 3 });

/**
 * The named players' seasons as writes (for one bulk commit): each logged week, and the season's other weeks deleted,
 * so a re-seed leaves exactly these; and the demo player's record of confirmed weeks, as an official's confirmation
 * writes it (the core's hashes of the weeks as logged).
 */
async function weeklyWrites(players, now) {
  const { Confirmations, Player } = await import('../functions/src/core.js');
  return players.flatMap((player) => {
    const collection = Player.paths(player.uid).weekly;
    const logged = demoPlayerWeekly(player);
    const weeks = new Set(logged.map((doc) => doc.week));
    const confirmed =
      player.uid === DEMO_CONFIRMED.uid
        ? Confirmations.records(
            player.uid,
            logged.slice(0, Math.round(logged.length * DEMO_CONFIRMED.share)).map((doc) => ({ id: doc.week, data: doc })),
            DEMO_CONFIRMED.by,
          )
        : [];
    return [
      ...logged.map((doc) => ({ set: `${collection}/${doc.week}`, data: { ...doc, updatedAt: now } })),
      ...SEASON_WEEKS.filter((week) => !weeks.has(week)).map((week) => ({ delete: `${collection}/${week}` })),
      ...confirmed.map(({ path, record }) => ({ set: path, data: record })),
    ];
  });
}

/**
 * Seeds the running emulators: the named demo accounts and players, and `generated` generated players (default
 * 2,000; the bench also seeds 200), with the player index and the aggregates. Returns a summary.
 */
export async function seed({ log = console.log, generated = GENERATED_PLAYERS } = {}) {
  const seeded = await seedInBulk({ count: generated, log }, () => seedNamed({ log }));
  // After the index: the scout's list copies each entry's order keys.
  const named = DEMO_PLAYERS.map((p) => p.uid).filter((uid) => uid !== 'demo-player');
  await seedDemoScout(emulatorHosts().firestore, named, new Date(), log);
  return seeded;
}

async function seedNamed({ log }) {
  const h = emulatorHosts();
  const now = new Date();
  let created = 0;
  let updated = 0;
  for (const account of DEMO_ACCOUNTS) {
    (await upsertAccount(h.auth, account)) === 'created' ? created++ : updated++;
  }
  const players = await demoPlayerDocuments();
  for (const player of players) await writePlayer(h.firestore, player, now);
  await commitAll(h.firestore, await weeklyWrites(players, now));
  log(
    `[seed] auth ${h.auth}: ${created} account(s) created, ${updated} reset; ` +
      `firestore ${h.firestore} database "${DATABASE_ID}": ${DEMO_PLAYERS.length} players/{uid} (+ private/details, career and honours entries, playerStats/{uid}, a season of weeklyStats) written`,
  );
  log(`[seed] demo login: ${DEMO_ACCOUNTS[0].email} / ${DEMO_ACCOUNTS[0].password} (all demo accounts use password ${DEMO_PASSWORD})`);
  return { created, updated, players: DEMO_PLAYERS.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seed().catch((e) => {
    console.error(`[seed] failed: ${e.message}\nAre the emulators running? (see scripts/emulators.mjs)`);
    process.exit(1);
  });
}
