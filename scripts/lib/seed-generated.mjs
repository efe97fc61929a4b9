// Loads the generated demo players (scripts/lib/generated-players.mjs) into the running emulators in bulk: each
// player's CV, private details, career and honours entries (one document each), attributes (playerStats), weekly stats
// (a stretch of the 2025/26 season for some of them: scripts/lib/generated-weekly.mjs) and index entry, then the
// aggregates. Thousands of single writes would each set off the Functions emulator's triggers (two per
// player, each a transaction), so the triggers are switched off at the hub for the bulk write and the index is computed here, by the core the functions run (functions/src/core.js), then the
// aggregates are rebuilt from the stored entries by the backfill's own step (functions/src/player-index.js).
// Idempotent: fixed uids, documents replaced, generated players past the wanted count removed.
import { backfillIndex } from '../backfill-index.mjs';
import { DATABASE_ID, PROJECT_ID } from './firebase-env.mjs';
import { call, commitAll, emulatorHosts, idsWithPrefix } from './firestore-rest.mjs';
import { GENERATED_UID_PREFIX, generatedPlayer, generatedPlayers } from './generated-players.mjs';
import { GENERATED_WEEKLY_SAVED, generatedWeekly } from './generated-weekly.mjs';

/** How many generated players `npm run dev` and the journeys get (at least 2,000). */
export const GENERATED_PLAYERS = 2000;

/**
 * A document as the functions hand it to the core (functions/src/firestore-json.js reads a stored Timestamp as
 * `{seconds, nanoseconds}`), for the values the generator uses: so the entry computed here is the entry a trigger
 * would compute from the stored document.
 */
export function storedJson(doc) {
  return JSON.stringify(doc, function stored(key, value) {
    const raw = this[key];
    if (!(raw instanceof Date)) return value;
    const ms = raw.getTime();
    return { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6 };
  });
}

/**
 * A player's weekly stats documents (oldest first, each with its `week`) as the reindex transaction hands them to the
 * core (functions/src/player-index.js): JSON text of `[{ id, data }]`, the newest `limit` first; null when none.
 */
export function weeklyJson(docs, limit) {
  if (!docs.length) return null;
  return storedJson(docs.slice(-limit).reverse().map((data) => ({ id: data.week, data })));
}

/** The most accounts one batchCreate (the Admin SDK's importUsers) takes. */
const ACCOUNTS_PER_BATCH = 1000;

/**
 * Gives every uid of `uids` a verified Auth account (an e-mail of its own, no password: nobody signs in to it) and
 * deletes the accounts of `stale`: only verified owners are listed (functions/src/player-index.js, ownerVerified), so
 * without one a generated player would leave the index at the next reindex of it (the backfill, a trigger). In
 * batches, which the Auth emulator takes in a few milliseconds each; replacing an existing account, so a re-seed is
 * the same.
 */
export async function writeGeneratedAccounts(uids, stale = []) {
  const base = `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const all = [...uids];
  for (let i = 0; i < all.length; i += ACCOUNTS_PER_BATCH) {
    const users = all.slice(i, i + ACCOUNTS_PER_BATCH).map((uid) => ({ localId: uid, email: `${uid}@generated.skora.test`, emailVerified: true }));
    const { error = [] } = await call(`${base}/accounts:batchCreate`, { users, allowOverwrite: true });
    if (error.length) throw new Error(`the Auth emulator refused generated accounts: ${JSON.stringify(error.slice(0, 3))}`);
  }
  const old = [...stale];
  for (let i = 0; i < old.length; i += ACCOUNTS_PER_BATCH) {
    await call(`${base}/accounts:batchDelete`, { localIds: old.slice(i, i + ACCOUNTS_PER_BATCH), force: true });
  }
}

/**
 * Switches the Functions emulator's background triggers off; returns the call that switches them back on. Without a
 * Functions emulator (the bench, the rules tests) there is nothing to switch and both are no-ops.
 */
export async function pauseTriggers(hub, log) {
  const url = (what) => `http://${hub}/functions/${what}BackgroundTriggers`;
  try {
    await call(url('disable'), undefined, 'PUT');
  } catch (error) {
    if (!/ 400: /.test(error.message) && !/fetch failed/.test(error.message)) throw error;
    return async () => {};
  }
  log?.('[seed] Cloud Functions triggers paused for the bulk write');
  return async () => {
    await call(url('enable'), undefined, 'PUT');
    await triggersLive();
    log?.('[seed] Cloud Functions triggers resumed');
  };
}

/**
 * Resolves once a trigger runs again: the Functions emulator answers "enable" before it has loaded the functions
 * anew, and a write in between runs no trigger (a journey's player would never be indexed). A probe saved to a list
 * is counted by `countShortlisted` (it counts players with a CV: the probe has a bare one, never listed, since no
 * account owns it); its count, once there, shows the triggers are live. The probe is removed. The wait is long enough
 * for the bench's 10,000 bench entries, whose paused events the emulators drain first (60 s was not).
 */
async function triggersLive({ timeoutMs = 120_000 } = {}) {
  const { firestore } = emulatorHosts();
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const probe = `seed-probe-${Date.now().toString(36)}`;
  const saved = `users/${probe}/shortlists/00/saved/${probe}-player`;
  const cv = `players/${probe}-player`;
  const where = PlayerIndex.interestWrite(`${probe}-player`, probe, 'shortlisted', Date.now());
  const documents = `http://${firestore}/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents`;
  await commitAll(firestore, [{ set: cv, data: { firstName: 'Probe' } }]);
  await commitAll(firestore, [{ set: saved, data: { note: '', player: `${probe}-player` } }]);
  const started = Date.now();
  try {
    for (;;) {
      const res = await fetch(`${documents}/${where.month}`, { headers: { Authorization: 'Bearer owner' } });
      if (res.ok) return;
      if (Date.now() - started > timeoutMs) throw new Error(`the Cloud Functions triggers did not run within ${timeoutMs / 1000} s of being resumed`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await commitAll(firestore, [{ delete: saved }, { delete: where.marker }, { delete: where.month }, { delete: cv }]);
  }
}

/**
 * Writes generated players 1..count with their index entries (triggers must be paused, see pauseTriggers) and
 * deletes generated players beyond `count`. The aggregates are NOT rebuilt here: the caller does it once every
 * player of the seed is indexed.
 * @returns {Promise<{ uids: Set<string>, removed: number, ms: number }>}
 */
export async function writeGeneratedPlayers({ count, today, log = console.log }) {
  const started = Date.now();
  const { firestore } = emulatorHosts();
  const { Player, PlayerIndex } = await import('../../functions/src/core.js');
  const PATHS = PlayerIndex.paths();
  const players = generatedPlayers(count);
  const wanted = new Set(players.map((p) => p.uid));
  // Some players log a stretch of the season: enough of each main position for the core's percentiles.
  const weeklyOf = generatedWeekly(players);
  const writes = [];
  let weeks = 0;
  // Rated now, as the named demo players are: their ratings count in this season's age groups (the percentiles' peers).
  const ratedAt = new Date();
  for (const { uid, cv, details, stats: generated } of players) {
    const stats = { ...generated, updatedAt: ratedAt };
    const paths = Player.paths(uid);
    const weekly = (weeklyOf.get(uid) ?? []).map((doc) => ({ ...doc, updatedAt: GENERATED_WEEKLY_SAVED }));
    // The CV as stored: without its lists, each career and honours entry a document of its own (the core's split).
    const split = Player.writes(uid, cv);
    // The core speaks JSON: the timestamps go back as the Dates they are (written as Firestore timestamps).
    const stored = { ...split, cv: { ...split.cv, createdAt: cv.createdAt, updatedAt: cv.updatedAt } };
    // No stored entry and no picture in Storage (generated players have none): the core's entry for these documents.
    // Every week read, as the backfill does: the player's record of the seasons they count in is made whole.
    const documents = {
      cv: storedJson(stored.cv),
      private: storedJson(details),
      stats: storedJson(stats),
      weekly: weeklyJson(weekly, PATHS.weeklyEntriesRead),
      seasonWeekly: weeklyJson(weekly, weekly.length),
    };
    const update = PlayerIndex.reindex(uid, documents, null, today, false);
    writes.push({ set: paths.cv, data: stored.cv }, { set: paths.private, data: details }, { set: paths.stats, data: stats });
    for (const { path, data } of stored.entries) writes.push({ set: path, data });
    for (const data of weekly) writes.push({ set: `${paths.weekly}/${data.week}`, data });
    weeks += weekly.length;
    if (update.countedWrite === 'set') writes.push({ set: `${PATHS.countedSeasons}/${uid}`, data: update.counted });
    if (update.write === 'set') writes.push({ set: paths.index, data: update.entry });
    else throw new Error(`the core gives generated player ${uid} no index entry (${update.write})`);
  }
  // Leftovers of a larger earlier seed (the bench seeds 2,000, then 200).
  const stale = new Set([
    ...(await idsWithPrefix(firestore, PATHS.players, GENERATED_UID_PREFIX)),
    ...(await idsWithPrefix(firestore, PATHS.playerIndex, GENERATED_UID_PREFIX)),
    ...(await idsWithPrefix(firestore, PATHS.playerStats, GENERATED_UID_PREFIX)),
  ]);
  for (const uid of wanted) stale.delete(uid);
  // Their weeks too (known without a read, like their entries: the choice of player i depends on players 1..i).
  const numberOf = (uid) => Number(uid.slice(GENERATED_UID_PREFIX.length));
  const last = Math.max(0, ...[...stale].map(numberOf).filter(Number.isInteger));
  const staleWeekly = stale.size ? generatedWeekly(generatedPlayers(last)) : new Map();
  for (const uid of stale) {
    const paths = Player.paths(uid);
    // A generated player is the same at every seed (its number is its seed), so its entries are known without a read.
    const number = numberOf(uid);
    const old = Number.isInteger(number) && number > 0 ? generatedPlayer(number) : null;
    const entries = old?.uid === uid ? Player.writes(uid, { career: [], honours: [] }, { career: old.cv.career.length, honours: old.cv.honours.length }) : null;
    writes.push({ delete: paths.cv }, { delete: paths.private }, { delete: paths.stats }, { delete: paths.index });
    for (const path of entries?.deletes ?? []) writes.push({ delete: path });
    for (const { week } of staleWeekly.get(uid) ?? []) writes.push({ delete: `${paths.weekly}/${week}` });
  }
  await commitAll(firestore, writes);
  await writeGeneratedAccounts(wanted, stale);
  const ms = Date.now() - started;
  log(
    `[seed] ${count} generated players written (a verified account, CV, private details, career and honours entries, attributes, ` +
      `${weeks} weekly stats of ${weeklyOf.size} players, index entry; ${writes.length} writes), ${stale.size} removed, in ${ms} ms`,
  );
  return { uids: wanted, removed: stale.size, ms };
}

/**
 * The whole seed with the triggers paused: `seedNamed()` writes the named demo players (scripts/seed.mjs), then the
 * generated ones are written in bulk with their entries, every other player (the named ones, and any kept in
 * .emulator-data) is indexed by the backfill's transaction per player, and the aggregates are rebuilt from every
 * entry. Prints the time it took.
 * @template T
 * @param {{ count: number, log?: (m: string) => void }} options
 * @param {() => Promise<T>} seedNamed
 * @returns {Promise<T & { generated: number, ms: number }>}
 */
export async function seedInBulk({ count, log = console.log }, seedNamed) {
  const started = Date.now();
  const resume = await pauseTriggers(emulatorHosts().hub, log);
  let named;
  try {
    named = await seedNamed();
    const { utcToday } = await import('../../functions/src/player-index.js');
    const { uids } = await writeGeneratedPlayers({ count, today: utcToday(), log });
    await backfillIndex({ log, indexed: (uid) => uids.has(uid) });
  } finally {
    await resume();
  }
  const ms = Date.now() - started;
  log(`[seed] demo data ready: the named players and ${count} generated ones, index and aggregates, in ${(ms / 1000).toFixed(1)} s`);
  return { ...named, generated: count, ms };
}
