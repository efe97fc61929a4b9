// Plausible attributes for the demo players ("every demo player gets plausible attributes, goalkeepers the
// GK set"): the `playerStats/{uid}` document of Contract B (docs/attributes.md) without its updatedAt, for a player
// of a given main position and age. Demo data, not a rule: the core owns every range and formula, and the tests
// (generated-players.test.mjs) check each document with the core's own validation.
//
// Deterministic: the values depend only on the uid, the position, the age and the day they are measured before (their
// own PRNG, seeded by the uid, apart from the CV's), so re-seeding writes the same documents and adding attributes
// changed no generated CV.
//
// How the numbers are made: a player's level (1–20, higher with age up to the early twenties, spread ±2), plus a
// bias per position and attribute (a centre-back heads and tackles, a winger is quick and dribbles, a goalkeeper's
// outfield technique is poor), plus noise; weak foot and skill moves as EA FC hands them out by line. The measured
// tests follow the ratings they measure (sprints and top speed from pace and acceleration, Yo-Yo and beep test from
// stamina, jumps from jumping reach), slower for children; about half the players have some, each test optional.
import { hash32, prng } from './prng.mjs';

const PHYSICAL = ['acceleration', 'agility', 'balance', 'jumpingReach', 'naturalFitness', 'pace', 'stamina', 'strength'];
const TECHNICAL = [
  'corners', 'crossing', 'dribbling', 'finishing', 'firstTouch', 'freeKickTaking', 'heading', 'longShots', 'longThrows',
  'marking', 'passing', 'penaltyTaking', 'tackling', 'technique',
];
const GOALKEEPING = [
  'aerialReach', 'commandOfArea', 'communication', 'eccentricity', 'handling', 'kicking', 'oneOnOnes', 'passing',
  'punching', 'reflexes', 'rushingOut', 'throwing',
];
/** Goalkeeping keys that are tendencies (how often, not how well): spread around the middle whatever the level. */
const TENDENCIES = new Set(['eccentricity', 'punching', 'rushingOut']);

const FULL_BACK = {
  physical: { pace: 2, acceleration: 2, stamina: 3 },
  technical: { tackling: 2, marking: 2, crossing: 3, longThrows: 2, finishing: -3, heading: -1 },
};
const WIDE_MID = {
  physical: { pace: 2, stamina: 2, acceleration: 1 },
  technical: { crossing: 3, dribbling: 2, corners: 1, marking: -1, heading: -2 },
};
const WINGER = {
  physical: { pace: 3, acceleration: 3, agility: 2, balance: 1, strength: -2 },
  technical: { dribbling: 4, technique: 2, finishing: 2, crossing: 2, marking: -4, tackling: -4, heading: -2 },
};
/** Bias per main position and attribute, in rating points (absent: 0). */
const BIAS = {
  GK: {
    physical: { pace: -3, acceleration: -2, agility: 1, jumpingReach: 2, stamina: -2, strength: 1 },
    technical: Object.fromEntries(TECHNICAL.map((k) => [k, k === 'passing' ? -2 : k === 'firstTouch' ? -3 : -5])),
  },
  CB: {
    physical: { pace: -1, acceleration: -1, jumpingReach: 3, strength: 3 },
    technical: {
      marking: 4, tackling: 4, heading: 4, finishing: -4, dribbling: -3, crossing: -2, longShots: -2, technique: -2,
      corners: -3, freeKickTaking: -3,
    },
  },
  LB: FULL_BACK,
  RB: FULL_BACK,
  LWB: FULL_BACK,
  RWB: FULL_BACK,
  CDM: { physical: { stamina: 2, strength: 2 }, technical: { tackling: 3, marking: 2, passing: 2, finishing: -2 } },
  CM: { physical: { stamina: 3, naturalFitness: 1 }, technical: { passing: 3, firstTouch: 2, technique: 1, longShots: 1 } },
  CAM: {
    physical: { agility: 2, balance: 2 },
    technical: {
      passing: 3, technique: 3, dribbling: 3, firstTouch: 3, longShots: 2, freeKickTaking: 2, corners: 1, marking: -3,
      tackling: -3, heading: -2,
    },
  },
  LM: WIDE_MID,
  RM: WIDE_MID,
  LW: WINGER,
  RW: WINGER,
  CF: {
    physical: { agility: 1, balance: 1 },
    technical: { finishing: 3, firstTouch: 3, technique: 3, passing: 2, marking: -4, tackling: -4 },
  },
  ST: {
    physical: { strength: 1, acceleration: 1, jumpingReach: 1 },
    technical: { finishing: 4, heading: 2, firstTouch: 2, penaltyTaking: 2, marking: -4, tackling: -4, longThrows: -1 },
  },
};
const LINE = { GK: 'goalkeeper', CB: 'defence', LB: 'defence', RB: 'defence', LWB: 'defence', RWB: 'defence', LW: 'attack', RW: 'attack', CF: 'attack', ST: 'attack' };
/** EA FC's stars: weak foot for everyone, skill moves by line. */
const WEAK_FOOT = [[1, 4], [2, 28], [3, 45], [4, 18], [5, 5]];
const SKILL_MOVES = {
  goalkeeper: [[1, 80], [2, 20]],
  defence: [[1, 10], [2, 55], [3, 30], [4, 5]],
  midfield: [[1, 3], [2, 30], [3, 50], [4, 15], [5, 2]],
  attack: [[2, 15], [3, 45], [4, 30], [5, 10]],
};
const DAY_MS = 86_400_000;

const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));
const rating = (x) => clamp(Math.round(x), 1, 20);
const round = (x, decimals) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/**
 * The attributes of the player `uid` (main position `mainPosition`, `age` years old), their tests measured on days up
 * to `measuredBefore` ('YYYY-MM-DD', not after today): `{ tests?, physical, technical, goalkeeping? }` (goalkeeping for
 * 'GK' only; tests only when the player has some).
 */
export function playerStats({ uid, mainPosition, age, measuredBefore }) {
  const r = prng(hash32(`skora-demo-stats:${uid}`));
  const bias = BIAS[mainPosition] ?? BIAS.CM;
  const line = LINE[mainPosition] ?? 'midfield';
  // Up to about 21 a player grows into their level; the spread is who they are.
  const level = 6 + clamp((age - 8) * 0.45, 0, 6) + r.normal(0, 2);
  const group = (keys, biases) => Object.fromEntries(keys.map((k) => [k, rating(r.normal(level + (biases[k] ?? 0), 1.8))]));

  const physical = group(PHYSICAL, bias.physical);
  const technical = {
    ...group(TECHNICAL, bias.technical),
    weakFoot: r.weighted(WEAK_FOOT),
    skillMoves: r.weighted(SKILL_MOVES[line]),
  };
  const stats = {};
  const tests = measuredTests(r, physical, age, measuredBefore);
  if (Object.keys(tests).length) stats.tests = tests;
  stats.physical = physical;
  stats.technical = technical;
  if (mainPosition === 'GK') {
    stats.goalkeeping = Object.fromEntries(
      GOALKEEPING.map((k) => [k, TENDENCIES.has(k) ? rating(r.normal(10, 4)) : rating(r.normal(level + 2, 1.8))]),
    );
  }
  return stats;
}

/** Each test optional: about half the players have any, and those have each test with probability 0.6. */
function measuredTests(r, physical, age, measuredBefore) {
  if (!r.chance(age >= 14 ? 0.55 : 0.3)) return {};
  const share = (rating) => (rating - 1) / 19;
  const speed = share((physical.pace + physical.acceleration) / 2);
  const endurance = share(physical.stamina);
  const spring = share(physical.jumpingReach);
  // Children are slower and jump less, whatever their rating among children.
  const youth = Math.max(0, 16 - age);
  const last = Date.parse(`${measuredBefore}T00:00:00Z`);
  const day = () => new Date(last - r.int(1, 400) * DAY_MS).toISOString().slice(0, 10);
  const all = {
    sprint10m: () => round(clamp(2.15 - 0.45 * speed + 0.04 * youth + r.normal(0, 0.05), 1.4, 3.0), 2),
    sprint30m: () => round(clamp(4.9 - 0.9 * speed + 0.12 * youth + r.normal(0, 0.08), 3.5, 6.5), 2),
    sprint40m: () => round(clamp(6.0 - 1.1 * speed + 0.15 * youth + r.normal(0, 0.1), 4.2, 8.0), 2),
    yoyoIr1: () => round(clamp(14 + 6 * endurance - 0.4 * youth + r.normal(0, 0.5), 5.1, 23.8), 1),
    cmj: () => Math.round(clamp(30 + 20 * spring - 1.5 * youth + r.normal(0, 3), 10, 80)),
    broadJump: () => Math.round(clamp(200 + 60 * spring - 6 * youth + r.normal(0, 10), 80, 350)),
    topSpeed: () => round(clamp(26 + 8 * speed - 0.8 * youth + r.normal(0, 0.8), 10, 40), 1),
    beepTest: () => round(clamp(9 + 5 * endurance - 0.5 * youth + r.normal(0, 0.5), 1, 21), 1),
  };
  const tests = {};
  for (const [key, value] of Object.entries(all)) if (r.chance(0.6)) tests[key] = { value: value(), measuredOn: day() };
  return tests;
}

/** Whole years from `dateOfBirth` to `day` (both 'YYYY-MM-DD'). */
export function ageOn(dateOfBirth, day) {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}
