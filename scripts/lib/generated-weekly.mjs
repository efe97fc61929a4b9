// Plausible weekly stats for the demo players ("every demo player gets a plausible 2025/26 season of weekly
// entries, goalkeepers with GK figures"): the `players/{uid}/weeklyStats/{week}` documents of Contract W
// (docs/weekly-stats.md) without their updatedAt. Demo data, not a rule: the core owns every range, cross-field rule
// and formula, and the test (generated-weekly.test.mjs) passes each document through the core's own validation and
// reads the seasons back through the core's index.
//
// Deterministic: a player's weeks depend only on the uid, the main position and the attributes (their own PRNG,
// seeded by the uid, apart from the CV's and the attributes'), so re-seeding writes the same documents.
//
// How the numbers are made: per 90 minutes, a rate per position (a striker shoots three times and scores about once
// in two games; a centre-back clears five balls and wins three headers; a keeper faces three or four shots on target
// and saves about 70% of them), scaled a little by the attribute that drives it (finishing, passing, tackling,
// heading, reflexes) and drawn week by week: shots, then shots on target among them, then goals among those, so every
// cross-field rule holds by construction (on target ≤ shots, goals ≤ shots, completed ≤ attempted, starts ≤ matches,
// saves ≤ shots faced, penalties saved ≤ faced, a clean sheet only in a week without a goal conceded).
import { REFERENCE_DAY } from './generated-players.mjs';
import { ageOn } from './generated-stats.mjs';
import { hash32, prng } from './prng.mjs';

/** The season the demo data logs: 2025/26 (July 2025 to June 2026). */
export const DEMO_SEASON = 2025;

/**
 * The ISO weeks of the 2025/26 season in order: a week belongs to the season holding its Thursday, so the season runs
 * from 2025-W27 (Thursday 3 July 2025) to 2026-W26 (Thursday 25 June 2026); 2025 has 52 ISO weeks. A fixed list of
 * ids (the demo data's calendar), checked against the core's season rule by the test.
 */
export const SEASON_WEEKS = Object.freeze([
  ...Array.from({ length: 26 }, (_, k) => `2025-W${String(27 + k).padStart(2, '0')}`),
  ...Array.from({ length: 26 }, (_, k) => `2026-W${String(1 + k).padStart(2, '0')}`),
]);
/** The season's last day: the demo players' attributes are taken as of then (so their weeks never change). */
export const SEASON_END = '2026-06-30';
/** When the generated players' weeks were saved: after the season (they have no accounts; any fixed time will do). */
export const GENERATED_WEEKLY_SAVED = new Date(`${SEASON_END}T18:00:00Z`);
const at = (week) => SEASON_WEEKS.indexOf(week);
/** Pre-season friendlies: July. */
const PRE_SEASON_END = at('2025-W31');
/** The winter break most leagues take: the last week of December and the first of January. */
const WINTER_BREAK = new Set(['2025-W52', '2026-W01']);
/** June: the season is over (a few players log a last friendly or training week). */
const OFF_SEASON = at('2026-W23');

/**
 * Rates per 90 minutes by position: shots, share on target, share of those scored, assists, key passes, passes
 * attempted and their accuracy, dribbles, tackles won, interceptions, clearances, aerial duels won, fouls, yellow
 * cards, distance (km) and a typical top speed (km/h). Amateur and youth football, roughly FBref's lower leagues.
 */
const ST = {
  shots: 3.0, onTarget: 0.45, conversion: 0.34, assists: 0.14, keyPasses: 1.0, passes: 24, accuracy: 0.72,
  dribbles: 1.1, tackles: 0.4, interceptions: 0.2, clearances: 0.6, aerials: 2.6, fouls: 1.4, yellow: 0.12,
  distance: 9.8, speed: 31.5,
};
const CF = {
  ...ST, shots: 2.6, onTarget: 0.44, conversion: 0.3, assists: 0.22, keyPasses: 1.6, passes: 32, accuracy: 0.76,
  dribbles: 1.6, tackles: 0.5, interceptions: 0.3, clearances: 0.4, aerials: 1.6, fouls: 1.1, yellow: 0.1, distance: 10.2,
  speed: 31,
};
const WINGER = {
  shots: 2.3, onTarget: 0.4, conversion: 0.3, assists: 0.24, keyPasses: 1.8, passes: 30, accuracy: 0.75, dribbles: 2.6,
  tackles: 0.8, interceptions: 0.4, clearances: 0.3, aerials: 0.6, fouls: 1.0, yellow: 0.1, distance: 10.4, speed: 32.5,
};
const CAM = {
  shots: 2.0, onTarget: 0.38, conversion: 0.28, assists: 0.27, keyPasses: 2.3, passes: 45, accuracy: 0.8, dribbles: 1.8,
  tackles: 1.0, interceptions: 0.6, clearances: 0.4, aerials: 0.6, fouls: 1.2, yellow: 0.14, distance: 10.8, speed: 30.5,
};
const WIDE_MID = {
  shots: 1.4, onTarget: 0.36, conversion: 0.26, assists: 0.2, keyPasses: 1.5, passes: 36, accuracy: 0.77, dribbles: 1.6,
  tackles: 1.4, interceptions: 0.9, clearances: 0.8, aerials: 0.8, fouls: 1.1, yellow: 0.13, distance: 11.2, speed: 31.5,
};
const CM = {
  shots: 1.2, onTarget: 0.35, conversion: 0.22, assists: 0.12, keyPasses: 1.2, passes: 55, accuracy: 0.84, dribbles: 0.9,
  tackles: 1.8, interceptions: 1.2, clearances: 1.1, aerials: 1.0, fouls: 1.2, yellow: 0.17, distance: 11.4, speed: 30,
};
const CDM = {
  shots: 0.7, onTarget: 0.33, conversion: 0.2, assists: 0.07, keyPasses: 0.7, passes: 58, accuracy: 0.86, dribbles: 0.5,
  tackles: 2.6, interceptions: 1.9, clearances: 2.2, aerials: 1.9, fouls: 1.6, yellow: 0.22, distance: 11, speed: 29.5,
};
const FULL_BACK = {
  shots: 0.5, onTarget: 0.3, conversion: 0.2, assists: 0.12, keyPasses: 0.9, passes: 46, accuracy: 0.79, dribbles: 0.8,
  tackles: 2.1, interceptions: 1.4, clearances: 2.9, aerials: 1.5, fouls: 1.1, yellow: 0.16, distance: 10.8, speed: 31.5,
};
const WING_BACK = {
  ...FULL_BACK, shots: 0.7, onTarget: 0.32, assists: 0.16, keyPasses: 1.2, passes: 44, accuracy: 0.78, dribbles: 1.1,
  tackles: 1.9, interceptions: 1.2, clearances: 2.2, aerials: 1.2, yellow: 0.15, distance: 11.3, speed: 32,
};
const CB = {
  shots: 0.6, onTarget: 0.32, conversion: 0.22, assists: 0.03, keyPasses: 0.3, passes: 50, accuracy: 0.86, dribbles: 0.2,
  tackles: 1.6, interceptions: 1.9, clearances: 5.6, aerials: 3.6, fouls: 1.1, yellow: 0.18, distance: 10, speed: 29.5,
};
/** Goalkeepers: their outfield figures, and per 90 the shots on target they face (penalties apart), their save rate,
 * penalties faced and the share saved, crosses claimed, punches and their distribution accuracy (%). */
const GK = {
  shots: 0, onTarget: 0, conversion: 0, assists: 0.01, keyPasses: 0.05, passes: 30, accuracy: 0.68, dribbles: 0,
  tackles: 0.02, interceptions: 0.1, clearances: 0.9, aerials: 0.3, fouls: 0.05, yellow: 0.03, distance: 5.6, speed: 25,
  shotsFaced: 3.4, saveRate: 0.7, penalties: 0.12, penaltySaveRate: 0.22, crossesClaimed: 1.4, punches: 0.6,
  distribution: 66,
};
const RATES = {
  GK, CB, LB: FULL_BACK, RB: FULL_BACK, LWB: WING_BACK, RWB: WING_BACK, CDM, CM, CAM, LM: WIDE_MID, RM: WIDE_MID,
  LW: WINGER, RW: WINGER, CF, ST,
};

const NOTES = {
  brace: ['Two goals today, both from inside the box.', 'Brace! The second one was a volley at the far post.'],
  goal: ['Got on the scoresheet.', 'Scored from a header off a corner.', 'Finally a goal, first touch and finish.'],
  assist: ['Set up the winner with a cut-back.', 'Assist from a long diagonal, happy with my passing.'],
  cleanSheet: ['Clean sheet, kept my line high all game.', 'Big save late on to keep the clean sheet.'],
  conceded: ['Conceded three, we were too open in midfield.', 'Tough one, two goals from set pieces.'],
  defending: ['Won almost every header today.', 'Solid defensive game, coach happy with my positioning.'],
  bench: ['Came off the bench for the last half hour.', 'Short cameo, need more minutes.'],
  comeback: ['Back after the injury, eased in off the bench.'],
  friendly: ['Pre-season friendly, building fitness.', 'Friendly against a league-above side, good test.'],
  training: ['No match this week: extra gym and sprint work.', 'International break, trained with the reserves.'],
  general: ['Tough away game, the pitch was heavy.', 'Coach asked me to press higher, felt good.', 'Felt sharp after a good week of training.'],
};

const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));
const round1 = (x) => Math.round(x * 10) / 10;
/** Share of a 1–20 rating, 0–1 (a missing rating counts as average). */
const share = (rating) => ((rating ?? 10.5) - 1) / 19;
/** A multiplier from 0.7 (rating 1) to 1.3 (rating 20): attributes tilt the figures, they do not make them. */
const tilt = (rating) => 0.7 + 0.6 * share(rating);

function poisson(r, mean) {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(r.normal(mean, Math.sqrt(mean))));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = r.next();
  while (p > limit) {
    k++;
    p *= r.next();
  }
  return k;
}

function binomial(r, n, p) {
  if (n > 40) return clamp(Math.round(r.normal(n * p, Math.sqrt(n * p * (1 - p)))), 0, n);
  let k = 0;
  for (let i = 0; i < n; i++) if (r.next() < p) k++;
  return k;
}

/**
 * One player's way of playing: the position's rates tilted by their attributes (the `playerStats/{uid}` document's
 * ratings, when given), how often they start, whether they wear a GPS vest (distance and top speed), how often they
 * write a note.
 */
function profile(r, mainPosition, stats, { starter, notes }) {
  const base = RATES[mainPosition] ?? CM;
  const t = stats?.technical ?? {};
  const p = stats?.physical ?? {};
  const g = stats?.goalkeeping ?? {};
  const keeper = mainPosition === 'GK';
  return {
    keeper,
    starts: starter,
    rates: {
      ...base,
      shots: base.shots * tilt(t.finishing),
      conversion: clamp(base.conversion * tilt(t.finishing), 0, 0.9),
      assists: base.assists * tilt(t.passing),
      keyPasses: base.keyPasses * tilt(t.passing),
      accuracy: clamp(base.accuracy + 0.08 * (share(t.passing) - 0.5), 0.4, 0.95),
      dribbles: base.dribbles * tilt(t.dribbling),
      tackles: base.tackles * tilt(t.tackling),
      interceptions: base.interceptions * tilt(t.marking),
      aerials: base.aerials * tilt(t.heading ?? p.jumpingReach),
      ...(keeper
        ? {
            aerials: base.aerials * tilt(g.aerialReach),
            saveRate: clamp(0.62 + 0.16 * share(g.reflexes), 0.5, 0.85),
            crossesClaimed: base.crossesClaimed * tilt(g.commandOfArea),
            punches: base.punches * tilt(g.punching),
            distribution: clamp(Math.round(base.distribution + 16 * (share(g.kicking) - 0.5)), 40, 90),
          }
        : {}),
    },
    // Top speed follows pace (km/h, a typical week's best sprint).
    speed: base.speed + 4 * (share(p.pace) - 0.5) + r.normal(0, 0.8),
    gps: r.chance(0.6),
    notes,
  };
}

/** A week with matches: `{ matches, starts, minutes }` and every figure drawn from the minutes played. */
function matchWeek(r, player, { preSeason, comeback }) {
  const rt = player.rates;
  const matches = !preSeason && r.chance(0.14) ? 2 : 1;
  let starts = 0;
  let minutes = 0;
  for (let m = 0; m < matches; m++) {
    const starting = !comeback && r.chance(player.starts);
    if (starting) {
      starts++;
      // Most starters play the whole game; some are taken off; friendlies are shared out.
      minutes += preSeason ? r.int(45, 70) : r.chance(0.7) ? 90 : r.int(58, 85);
    } else {
      minutes += r.int(8, 35);
    }
  }
  const per90 = (rate) => (rate * minutes) / 90;
  const shots = poisson(r, per90(rt.shots));
  const shotsOnTarget = binomial(r, shots, rt.onTarget);
  const goals = binomial(r, shotsOnTarget, rt.conversion);
  const passesAttempted = poisson(r, per90(rt.passes));
  const week = {
    matches,
    starts,
    minutes,
    goals,
    assists: poisson(r, per90(rt.assists)),
    shots,
    shotsOnTarget,
    keyPasses: poisson(r, per90(rt.keyPasses)),
    passesCompleted: binomial(r, passesAttempted, clamp(rt.accuracy + r.normal(0, 0.04), 0.3, 0.98)),
    passesAttempted,
    successfulDribbles: poisson(r, per90(rt.dribbles)),
    tacklesWon: poisson(r, per90(rt.tackles)),
    interceptions: poisson(r, per90(rt.interceptions)),
    clearances: poisson(r, per90(rt.clearances)),
    aerialDuelsWon: poisson(r, per90(rt.aerials)),
    foulsCommitted: poisson(r, per90(rt.fouls)),
    yellowCards: Math.min(matches, poisson(r, per90(rt.yellow))),
    redCards: r.chance(0.004 * matches) ? 1 : 0,
  };
  if (player.keeper) Object.assign(week, keeperWeek(r, rt, starts, per90));
  return week;
}

/**
 * A goalkeeper's week: penalties are shots on target too, and a saved penalty is a save; goals conceded are the shots
 * on target not saved; the week's clean sheets are its starts when nothing went in (a clean sheet needs the whole
 * week clean: the contract keeps one pair of totals per week).
 */
function keeperWeek(r, rt, starts, per90) {
  const penaltiesFaced = poisson(r, per90(rt.penalties));
  const penaltiesSaved = binomial(r, penaltiesFaced, rt.penaltySaveRate);
  const openShots = poisson(r, per90(rt.shotsFaced));
  const saves = binomial(r, openShots, rt.saveRate) + penaltiesSaved;
  const shotsFaced = openShots + penaltiesFaced;
  const goalsConceded = shotsFaced - saves;
  return {
    saves,
    shotsFaced,
    goalsConceded,
    cleanSheets: goalsConceded === 0 ? starts : 0,
    penaltiesFaced,
    penaltiesSaved,
    crossesClaimed: poisson(r, per90(rt.crossesClaimed)),
    punches: poisson(r, per90(rt.punches)),
    distributionAccuracy: clamp(Math.round(r.normal(rt.distribution, 6)), 0, 100),
  };
}

/** How the player rates their own week (1–10): what went in, what went wrong, and how they felt. */
function selfRating(r, week) {
  let rating = 6 + r.normal(0, 0.8);
  if (week.matches) {
    rating += Math.min(2, week.goals * 0.9 + week.assists * 0.6);
    if (week.starts === 0) rating -= 0.8;
    if (week.cleanSheets) rating += 1;
    if (week.goalsConceded >= 3) rating -= 1.2;
    if (week.redCards) rating -= 2;
  }
  return clamp(Math.round(rating), 1, 10);
}

function note(r, week, { preSeason, comeback }) {
  const pick = (kind) => r.pick(NOTES[kind]);
  if (!week.matches) return pick('training');
  if (comeback) return pick('comeback');
  if (preSeason) return pick('friendly');
  if (week.goals >= 2) return pick('brace');
  if (week.goals === 1) return pick('goal');
  if (week.assists) return pick('assist');
  if (week.cleanSheets) return pick('cleanSheet');
  if (week.goalsConceded >= 2) return pick('conceded');
  if (week.starts === 0) return pick('bench');
  if (week.aerialDuelsWon >= 5 || week.clearances >= 8) return pick('defending');
  return pick('general');
}

/** The document of one week (`{ week, …figures }`, no updatedAt): matches or a training-only week. */
function weekDocument(r, player, week, context) {
  const doc = { week };
  const figures = context.training ? { matches: 0 } : matchWeek(r, player, context);
  Object.assign(doc, figures);
  // Training: more sessions in pre-season, fewer in a week of two matches.
  const sessions = context.preSeason ? r.int(4, 7) : context.training ? r.int(3, 5) : r.int(2, 4) - (figures.matches - 1);
  doc.trainingSessions = Math.max(1, sessions);
  doc.trainingMinutes = doc.trainingSessions * r.int(60, 95);
  if (player.gps && figures.minutes) {
    const expected = (player.rates.distance * figures.minutes) / 90;
    doc.distanceKm = round1(clamp(expected * r.normal(1, 0.06), 0.3, 150));
    doc.topSpeedKmh = round1(clamp(player.speed + r.normal(0, 0.9) - (figures.minutes < 30 ? 1 : 0), 10, 45));
  }
  doc.selfRating = selfRating(r, doc);
  if (r.chance(context.comeback || context.training ? 0.6 : player.notes)) doc.note = note(r, doc, context);
  return doc;
}

/**
 * The weeks logged: `count` weeks of the season from `first` on, skipping the winter break and June, with `gaps`
 * weeks left out at random and, when `injury` > 0, that many weeks in a row out (the week after is a comeback).
 */
function loggedWeeks(r, { first, count, gaps, injury }) {
  const open = SEASON_WEEKS.map((week, k) => ({ week, k })).filter(({ week, k }) => k >= first && !WINTER_BREAK.has(week) && k < OFF_SEASON);
  const weeks = open.slice(0, count + gaps + injury);
  const out = new Set(weeks.map((w) => w.week));
  const comebacks = new Set();
  if (injury > 0 && weeks.length > injury + 4) {
    const start = r.int(3, weeks.length - injury - 2);
    for (let k = start; k < start + injury; k++) out.delete(weeks[k].week);
    comebacks.add(weeks[start + injury].week);
  }
  const left = weeks.filter((w) => out.has(w.week) && !comebacks.has(w.week));
  for (let g = 0; g < gaps && out.size > count && left.length; g++) out.delete(left.splice(r.int(0, left.length - 1), 1)[0].week);
  return { weeks: SEASON_WEEKS.filter((w) => out.has(w)), comebacks };
}

/**
 * A named demo player's 2025/26 season (`{ uid, mainPosition, stats }`, stats: their `playerStats/{uid}` document):
 * 30–45 weeks from pre-season in July to the end of May, with the winter break, a few weeks not logged, sometimes an
 * injury spell, some weeks without a match. Newest week last.
 */
export function demoSeason({ uid, mainPosition, stats }) {
  const r = prng(hash32(`skora-demo-weekly:${uid}`));
  const player = profile(r, mainPosition, stats, { starter: r.normal(0.86, 0.06), notes: r.int(12, 25) / 100 });
  const injury = r.chance(0.5) ? r.int(2, 4) : 0;
  const { weeks, comebacks } = loggedWeeks(r, { first: r.int(1, 2), count: r.int(34, 42), gaps: r.int(1, 4), injury });
  return weeks.map((week) => {
    const k = at(week);
    const preSeason = k <= PRE_SEASON_END;
    const comeback = comebacks.has(week);
    const training = !comeback && !preSeason && r.chance(0.07);
    return weekDocument(r, player, week, { preSeason, comeback, training });
  });
}

/**
 * A generated player's stretch of the season (8–12 weeks in a row, from late August to March, a week or two not
 * logged), enough minutes for per-90 figures: regular starters, every logged week with a match.
 */
export function generatedStretch({ uid, mainPosition, stats }) {
  const r = prng(hash32(`skora-demo-weekly:${uid}`));
  const player = profile(r, mainPosition, stats, { starter: clamp(r.normal(0.85, 0.07), 0.6, 0.98), notes: 0.05 });
  const { weeks } = loggedWeeks(r, { first: r.int(at('2025-W34'), at('2026-W10')), count: r.int(8, 12), gaps: r.int(0, 2), injury: 0 });
  return weeks.map((week) => weekDocument(r, player, week, { preSeason: false, comeback: false, training: false }));
}

/**
 * How many generated players of each main position log weeks: enough for the core's percentiles (≥ 20 peers) among
 * the seniors of most positions, the age group of the demo players (a percentile compares within one group; 25 gave
 * the central midfielders 12 seniors, 40 gives them 22).
 */
export const WEEKLY_PER_POSITION = 40;
/** The youngest age (on the generated players' reference day, 2026-01-01) that logs: 14 before the season starts. */
export const WEEKLY_MIN_AGE = 15;

/**
 * The generated players who log weeks, and their weeks: the first WEEKLY_PER_POSITION players (by number) of each main
 * position aged at least WEEKLY_MIN_AGE on the reference day. The choice of player i depends only on players 1..i, so
 * a smaller seed logs the weeks of the start of a larger one. `players`: generatedPlayers(n). Returns Map uid → the
 * documents, oldest week first.
 */
export function generatedWeekly(players) {
  const taken = new Map();
  const out = new Map();
  for (const { uid, cv, details, stats } of players) {
    const position = cv.mainPosition;
    if (ageOn(details.dateOfBirth, REFERENCE_DAY) < WEEKLY_MIN_AGE || (taken.get(position) ?? 0) >= WEEKLY_PER_POSITION) continue;
    taken.set(position, (taken.get(position) ?? 0) + 1);
    out.set(uid, generatedStretch({ uid, mainPosition: position, stats }));
  }
  return out;
}
