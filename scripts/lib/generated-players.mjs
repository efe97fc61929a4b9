// The generated demo players (at least 2,000 across at least 40 countries): invented people in real cities,
// in the shared data contract's shape: `players/{uid}` (the CV: `birthMonth`, no exact birth date, no exact location,
// a contact email only when shown) and `players/{uid}/private/details` (exact date of birth, exact location near the
// city centre, contact email and its show flag, a guardian's email for players under 16), and `playerStats/{uid}`
// (plausible attributes for the position, generated-stats.mjs; goalkeepers the GK set). Uids `gen-0001`,
// `gen-0002`, …; the seed gives each a verified Auth account without a password (seed-generated.mjs: only verified
// owners are listed), which nobody can sign in to.
//
// Deterministic: player i depends only on i (its own seeded PRNG), never on Math.random, the clock or how many
// players are asked for, so `generatedPlayers(200)` is the first 200 of `generatedPlayers(2000)` and every seed run
// writes the same documents. Ages are counted on REFERENCE_DAY (8 to 38 then; players only grow older, so every CV
// stays within the core's age limits of 8 to 50 for years).
import { playerStats } from './generated-stats.mjs';
import { hash32, prng } from './prng.mjs';
import { ADULT_HEIGHT, AGE_WEIGHTS, BIOS, COUNTRIES, DESTINATIONS, LEAGUES, LINE, NEIGHBOURS, OUTFIELD_POSITIONS } from './generated-players-data.mjs';

export const GENERATED_UID_PREFIX = 'gen-';
/** The day ages are counted on, and the latest day a generated document was created or updated. */
export const REFERENCE_DAY = '2026-01-01';
const REFERENCE_MS = Date.parse(`${REFERENCE_DAY}T00:00:00Z`);
const REFERENCE_YEAR = Number(REFERENCE_DAY.slice(0, 4));
const DAY_MS = 86_400_000;
/**
 * The age from which a player answers contact requests without a guardian (the core's GUARDIAN_BELOW_AGE; the test
 * validating every player with the core on REFERENCE_DAY fails if the two differ).
 */
const GUARDIAN_BELOW_AGE = 16;

/** `gen-0001` for i = 1 (four digits at least, more past 9,999). */
export function generatedUid(i) {
  return `${GENERATED_UID_PREFIX}${String(i).padStart(4, '0')}`;
}

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));
const COUNTRY_WEIGHTS = COUNTRIES.map((c) => [c, c.weight]);
/** Growth (share of adult height) by age; 18 and over: 1. */
const GROWTH = { 8: 0.7, 9: 0.73, 10: 0.76, 11: 0.79, 12: 0.83, 13: 0.87, 14: 0.92, 15: 0.96, 16: 0.98, 17: 0.99 };
const LEFT_SIDE = new Set(['LB', 'LWB', 'LM', 'LW']);
const RIGHT_SIDE = new Set(['RB', 'RWB', 'RM', 'RW']);
/** Countries where many people carry two surnames. */
const TWO_SURNAMES = new Set(['ES', 'PT', 'BR', 'AR', 'CO', 'MX', 'CL', 'PE', 'UY', 'EC']);
/** Goals per appearance by line. */
const SCORING = { goalkeeper: 0, defence: 0.04, midfield: 0.12, attack: 0.35 };

function isoDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

function city(r, country) {
  // The first cities are the biggest: they get more players.
  const [name, lat, lng] = r.weighted(country.cities.map((c, k) => [c, k === 0 ? 3 : k === 1 ? 2 : 1]));
  return { name, lat, lng };
}

function club(r, country, cityName) {
  return r.pick(country.clubs).replace('{c}', cityName);
}

function secondaryPositions(r, main) {
  if (main === 'GK') return [];
  const count = r.weighted([[0, 35], [1, 35], [2, 22], [3, 8]]);
  const left = [...NEIGHBOURS[main]];
  const out = [];
  while (out.length < count && left.length) {
    // The nearest positions are the likeliest.
    const k = Math.min(Math.floor(r.next() ** 2 * left.length), left.length - 1);
    out.push(left.splice(k, 1)[0]);
  }
  return out;
}

function preferredFoot(r, main) {
  if (r.chance(0.08)) return undefined; // not given
  if (LEFT_SIDE.has(main)) return r.weighted([['left', 60], ['right', 32], ['both', 8]]);
  if (RIGHT_SIDE.has(main)) return r.weighted([['right', 85], ['left', 10], ['both', 5]]);
  return r.weighted([['right', 74], ['left', 20], ['both', 6]]);
}

/** Height and weight, each left out when not given or outside the CV's limits (small children). */
function build(r, main, age, woman) {
  const full = r.normal(ADULT_HEIGHT[main] - (woman ? 12 : 0), 5.5) * (GROWTH[age] ?? 1);
  const bmi = age < 13 ? r.normal(17, 1) : age < 16 ? r.normal(19, 1) : age < 18 ? r.normal(21, 1) : r.normal(woman ? 21.5 : 22.8, 1.2);
  const heightCm = Math.round(full);
  const weightKg = Math.round(bmi * (full / 100) ** 2);
  return {
    heightCm: heightCm >= 140 && heightCm <= 220 && !r.chance(0.1) ? heightCm : undefined,
    weightKg: weightKg >= 35 && weightKg <= 130 && !r.chance(0.2) ? weightKg : undefined,
  };
}

function availability(r, age) {
  if (age < 16) return r.weighted([['not-looking', 45], ['under-contract', 35], ['open-to-offers', 20]]);
  return r.weighted([['open-to-offers', 35], ['free-agent', 18], ['under-contract', 32], ['on-loan', 5], ['not-looking', 10]]);
}

function languages(r, nationality, residence, age) {
  const out = [nationality.languages[0]];
  if (nationality.languages[1] && r.chance(0.5)) out.push(nationality.languages[1]);
  if (residence !== nationality && r.chance(0.7)) out.push(residence.languages[0]);
  if (age >= 14 && r.chance(0.4)) out.push('English');
  return [...new Set(out)];
}

/** Past clubs (in the residence country), then the current one; every year before REFERENCE_YEAR. */
function career(r, residence, currentClub, age, birthYear, line) {
  if (age < 17 || r.chance(0.25)) return [];
  const stints = r.int(1, 3);
  const entries = [];
  let from = birthYear + r.int(16, 18);
  for (let k = 0; k < stints && from < REFERENCE_YEAR; k++) {
    const last = k === stints - 1;
    const to = last ? REFERENCE_YEAR - 1 : Math.min(REFERENCE_YEAR - 1, from + r.int(0, 3));
    const seasons = to - from + 1;
    const appearances = r.int(3, 30) * seasons;
    const name = last && currentClub ? currentClub : club(r, residence, city(r, residence).name);
    entries.push({
      club: name,
      league: r.pick(LEAGUES),
      from,
      to: last && currentClub ? null : to,
      appearances,
      goals: Math.round(appearances * SCORING[line] * r.next() * 2),
    });
    from = to + 1;
  }
  return entries;
}

function honours(r, age) {
  if (age < 15 || !r.chance(0.12)) return [];
  const year = REFERENCE_YEAR - r.int(1, Math.min(6, age - 13));
  return [{ title: r.pick(['League champions', 'Regional Cup winners', 'Player of the season', 'Youth Cup winners']), season: `${year - 1}/${String(year).slice(2)}` }];
}

/**
 * Player number `i` (1-based): `{ uid, cv, details, stats }`, the documents `players/{uid}`,
 * `players/{uid}/private/details` and `playerStats/{uid}` as plain values (timestamps as Date).
 */
export function generatedPlayer(i) {
  const uid = generatedUid(i);
  const r = prng(hash32(`skora-demo-player:${i}`));

  const nationality = r.weighted(COUNTRY_WEIGHTS);
  const abroad = r.chance(0.1);
  const residence = abroad ? BY_CODE.get(r.pick(DESTINATIONS.filter((c) => c !== nationality.code))) : nationality;
  const place = city(r, residence);
  const second = r.chance(0.06) ? (abroad && r.chance(0.4) ? residence : r.weighted(COUNTRY_WEIGHTS)) : null;

  const woman = r.chance(0.22);
  const firstName = r.pick(woman ? nationality.women : nationality.men);
  let lastName = r.pick(nationality.surnames);
  if (TWO_SURNAMES.has(nationality.code) && r.chance(0.25)) {
    const other = r.pick(nationality.surnames);
    if (other !== lastName) lastName = `${lastName} ${other}`;
  }

  const age = r.weighted(AGE_WEIGHTS);
  const born = Date.UTC(REFERENCE_YEAR - age, 0, 1) - r.int(0, 364) * DAY_MS; // `age` on REFERENCE_DAY
  const dateOfBirth = isoDay(born);

  const goalkeeper = r.chance(1 / 11);
  const mainPosition = goalkeeper ? 'GK' : r.weighted(OUTFIELD_POSITIONS);
  const line = LINE[mainPosition];
  const { heightCm, weightKg } = build(r, mainPosition, age, woman);
  const status = availability(r, age);
  const clubbed = status === 'free-agent' ? r.chance(0.25) : r.chance(0.92);
  const youth = age < 19 ? ` U${age + 1}` : '';
  const currentClub = clubbed ? `${club(r, residence, place.name)}${youth}` : undefined;

  const contactEmail = age >= 16 && r.chance(0.45) ? `${uid}@skora.test` : undefined;
  const showContactEmail = contactEmail !== undefined && r.chance(0.6);
  // Contact requests to a player under 16 go to their guardian, so the rules require one in the details until the
  // 16th birthday. Every player under 16 on a later day was under 16 on REFERENCE_DAY, so this covers every seed
  // run. Drawn from no random number: the other values stay those of earlier seeds.
  const guardianEmail = age < GUARDIAN_BELOW_AGE ? `guardian.${uid}@skora.test` : undefined;
  const located = r.chance(age >= 16 ? 0.9 : 0.6);
  // The exact point (private): somewhere within a few kilometres of the city centre.
  const jitter = 0.04;
  const location = located
    ? {
        lat: Math.round((place.lat + (r.next() * 2 - 1) * jitter) * 1e5) / 1e5,
        lng: Math.round((place.lng + ((r.next() * 2 - 1) * jitter) / Math.cos((place.lat * Math.PI) / 180)) * 1e5) / 1e5,
      }
    : undefined;

  const createdMs = REFERENCE_MS - r.int(30, 900) * DAY_MS - r.int(0, DAY_MS / 1000 - 1) * 1000;
  const updatedMs = createdMs + Math.floor(r.next() * (REFERENCE_MS - createdMs) / 1000) * 1000;
  const bio = age >= 14 && r.chance(0.65) ? r.pick(BIOS[line]) : '';

  const cv = {
    firstName,
    lastName,
    birthMonth: dateOfBirth.slice(0, 7),
    nationality: nationality.code,
    ...(second && second.code !== nationality.code ? { secondNationality: second.code } : {}),
    countryOfResidence: residence.code,
    city: place.name,
    playerType: goalkeeper ? 'goalkeeper' : 'outfield',
    mainPosition,
    secondaryPositions: secondaryPositions(r, mainPosition),
    ...optional('preferredFoot', preferredFoot(r, mainPosition)),
    ...optional('heightCm', heightCm),
    ...optional('weightKg', weightKg),
    ...optional('currentClub', currentClub),
    availability: status,
    career: career(r, residence, currentClub, age, REFERENCE_YEAR - age - 1, line),
    honours: honours(r, age),
    languages: languages(r, nationality, residence, age),
    bio,
    // No links: the clips gallery lists the named demo players' videos (tests/e2e/blog-clips.spec.ts).
    links: [],
    ...(showContactEmail ? { contactEmail } : {}),
    visibility: r.chance(0.12) ? 'members' : 'public',
    // Some CVs predate the key (written before pictures existed): the index must read them as "no picture".
    ...(r.chance(0.06) ? {} : { hasPhoto: false }),
    createdAt: new Date(createdMs),
    updatedAt: new Date(updatedMs),
  };
  const details = {
    dateOfBirth,
    ...optional('location', location),
    ...optional('contactEmail', contactEmail),
    showContactEmail,
    ...optional('guardianEmail', guardianEmail),
    updatedAt: new Date(updatedMs),
  };
  // The attributes were saved with the CV's last update; their tests were measured before that day.
  const stats = { ...playerStats({ uid, mainPosition, age, measuredBefore: isoDay(updatedMs) }), updatedAt: new Date(updatedMs) };
  return { uid, cv, details, stats };
}

function optional(key, value) {
  return value === undefined ? {} : { [key]: value };
}

/** Players 1..count. */
export function generatedPlayers(count) {
  return Array.from({ length: count }, (_, k) => generatedPlayer(k + 1));
}
