// A Sunday evening on the emulators: 2,000 weekly-stats writes by 400 players of one position (centre-backs) within
// 60 s, each a write of the player's own `players/{uid}/weeklyStats/{week}` as the app makes it, and the Cloud
// Functions indexing them. Reported:
//   - the index lag: from a write to the player's entry counting it (its `season.minutes`, seen by a listener), p50
//     and p95 over the writes that add minutes;
//   - the reindex transactions' attempts beyond the first (the functions' log: contention) and the triggers that
//     failed;
//   - the time from the last write until the centre-backs' figures (`aggregates/positions/byPosition/CB`, its per-90
//     histograms) count every player as a rebuild from their entries would.
// The aggregates are folded as in production: the functions leave each write's change as a delta, and this script
// runs the fold every minute as the schedule does (the emulator runs no schedules); code without a fold (before it
// existed) counts in the entries' transactions and is measured the same way.
// Twice, each with 400 players of its own:
//   - through the emulator's triggers: every write sets off the weekly trigger, whose entry write sets off two more.
//     The Functions emulator runs every event at once, starting a Node process for each one no idle process can
//     take (it ignores `maxInstances`), all on this machine's two cores: its lag is that queue;
//   - at production's concurrency: the triggers paused, the bench runs the weekly trigger's own work (`reindex`, the
//     same code and transaction) for each write, at most TRIGGER_MAX_INSTANCES at once, each one event at a time, as
//     the trigger's instances do (functions/src/instances.js). The entry triggers' work runs on instances of their
//     own in production and writes nothing the entry reads, so it is left out.
// Its own emulators (Functions included, no Hosting), with nothing seeded but these 800 players.
//   node scripts/lib/write-burst.mjs [triggers] [instances]   (default: both; or `npm run bench -- --burst-only`)
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startEmulators } from '../emulators.mjs';
import { backfillIndex } from '../backfill-index.mjs';
import { CV_DEFAULTS } from '../seed.mjs';
import { DATABASE_ID, PROJECT_ID } from './firebase-env.mjs';
import { commitAll, emulatorHosts } from './firestore-rest.mjs';
import { generatedStretch } from './generated-weekly.mjs';
import { log, ROOT } from './run.mjs';
import { pauseTriggers, writeGeneratedAccounts } from './seed-generated.mjs';

export const BURST = { players: 400, weeksEach: 5, seconds: 60, position: 'CB', country: 'FO' };
/** Each run's players: through the emulator's triggers, and at production's concurrency. */
const RUNS = [
  { name: 'triggers', prefix: 'burst-' },
  { name: 'instances', prefix: 'burst-i-' },
];
/** How often the bench folds the aggregates, as the schedule does in production. */
const FOLD_EVERY_MS = 60_000;
const EMULATOR_LOG = join(ROOT, 'test-results/write-burst-emulators.log');

function players(prefix) {
  return Array.from({ length: BURST.players }, (_, k) => {
    const id = `${prefix}${String(k + 1).padStart(4, '0')}`;
    const now = new Date();
    const cv = {
      firstName: 'Burst',
      lastName: `Player ${k + 1}`,
      birthMonth: '2000-05',
      nationality: BURST.country,
      countryOfResidence: BURST.country,
      city: 'Tórshavn',
      playerType: 'outfield',
      mainPosition: BURST.position,
      availability: 'open-to-offers',
      ...CV_DEFAULTS,
      createdAt: now,
      updatedAt: now,
    };
    const details = { dateOfBirth: '2000-05-10', showContactEmail: false, updatedAt: now };
    const weeks = generatedStretch({ uid: id, mainPosition: BURST.position, stats: null }).slice(0, BURST.weeksEach);
    return { uid: id, cv, details, weeks };
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Counts with their zero counts and empty maps left out and their keys sorted, to compare documents by what they count
 * (increments merged into a document leave zeros, and keep the order their keys came in).
 */
function counts(value) {
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const c = counts(v);
    if (c === 0 || (c && typeof c === 'object' && Object.keys(c).length === 0)) continue;
    out[k] = c;
  }
  return out;
}

/** `only`: the runs to make, by name (all of them by default). */
export async function writeBurst({ only = RUNS.map((run) => run.name) } = {}) {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const fd = openSync(EMULATOR_LOG, 'w');
  // The functions leave each write's change as a delta; the fold runs here, every minute, as the schedule does.
  process.env.SKORA_FOLD_ON_SCHEDULE = '1';
  const emulators = await startEmulators({ log: () => {}, stdio: fd, watchRules: false, hosting: false, functions: true });
  try {
    Object.assign(process.env, emulators.env ?? {});
    const hosts = emulatorHosts();
    process.env.FIRESTORE_EMULATOR_HOST ??= hosts.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hosts.auth;
    const requireFromFunctions = createRequire(join(ROOT, 'functions/package.json'));
    const { initializeApp } = requireFromFunctions('firebase-admin/app');
    const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
    const app = initializeApp({ projectId: PROJECT_ID }, `write-burst-${Date.now()}`);
    const db = getFirestore(app, DATABASE_ID);
    const functionsCode = await import(pathToFileURL(join(ROOT, 'functions/src/player-index.js')).href);
    const { TRIGGER_MAX_INSTANCES } = await import(pathToFileURL(join(ROOT, 'functions/src/instances.js')).href);
    const { PlayerIndex } = await import(pathToFileURL(join(ROOT, 'functions/src/core.js')).href);
    const { getAuth } = requireFromFunctions('firebase-admin/auth');
    const auth = getAuth(app);
    const fold = functionsCode.foldAggregates;

    // Both runs' players, indexed and counted before the bursts.
    const runs = RUNS.filter((run) => only.includes(run.name)).map((run) => ({ ...run, players: players(run.prefix) }));
    const all = runs.flatMap((run) => run.players);
    const resume = await pauseTriggers(hosts.hub, () => {});
    await writeGeneratedAccounts(all.map((p) => p.uid));
    await commitAll(hosts.firestore, all.flatMap((p) => [
      { set: `players/${p.uid}`, data: p.cv },
      { set: `players/${p.uid}/private/details`, data: p.details },
    ]));
    await resume();
    await backfillIndex({ log: () => {} });
    log(`write burst: ${all.length} centre-backs indexed`);

    /**
     * What each entry counts, as a listener sees it change (uid → [{ minutes, at }]); call the result to stop. For the
     * triggers, whose runs the bench does not see: a listener costs the bench's one thread about as much as the work
     * it watches, so the bench's own reindexes say when they committed instead.
     */
    function watchEntries(seen) {
      return db
        .collection('playerIndex')
        .where('countryOfResidence', '==', BURST.country)
        .onSnapshot((snapshot) => {
          const at = Date.now();
          for (const change of snapshot.docChanges()) {
            const minutes = change.doc.get('season.minutes') ?? 0;
            const list = seen.get(change.doc.id) ?? [];
            list.push({ minutes, at });
            seen.set(change.doc.id, list);
          }
        });
    }

    /**
     * One burst of `players`' weeks; `afterWrite(player, doc)`: the reindex the bench runs for the write, when it runs
     * them (resolves to its attempts and the time its transaction committed, which read the write: the entry counts
     * it from then on).
     */
    async function burst({ name, players: group }, afterWrite) {
      log(`write burst (${name}): ${BURST.players * BURST.weeksEach} weekly writes over ${BURST.seconds} s…`);
      const seen = new Map();
      const unsubscribe = afterWrite ? () => {} : watchEntries(seen);
      const logBefore = readFileSync(EMULATOR_LOG, 'utf8').length;
      const writes = [];
      const work = [];
      const total = BURST.players * BURST.weeksEach;
      const gap = (BURST.seconds * 1000) / total;
      const started = Date.now();
      let folds = 0;
      const folding = fold
        ? setInterval(() => void fold(db, { log: () => {} }).then(() => folds++), FOLD_EVERY_MS)
        : null;
      await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          const week = Math.floor(i / BURST.players);
          const player = group[i % BURST.players];
          const doc = player.weeks[week];
          if (!doc) return;
          await new Promise((r) => setTimeout(r, started + i * gap - Date.now()));
          const expected = player.weeks.slice(0, week + 1).reduce((sum, w) => sum + (w.minutes ?? 0), 0);
          await db.doc(`players/${player.uid}/weeklyStats/${doc.week}`).set({ ...doc, updatedAt: new Date() });
          const write = { uid: player.uid, expected, adds: (doc.minutes ?? 0) > 0, at: Date.now() };
          writes.push(write);
          if (afterWrite) {
            work.push(
              afterWrite(player, doc).then(({ attempts, at }) => {
                write.counted = at;
                return attempts;
              }),
            );
          }
        }),
      );
      const lastWrite = Date.now();
      const driven = await Promise.all(work);

      // Every entry counting its player's last week, then the position's figures counting every player.
      const countedAt = (w) => w.counted ?? (seen.get(w.uid) ?? []).find((s) => s.minutes >= w.expected)?.at;
      while (writes.some((w) => countedAt(w) === undefined) && Date.now() - lastWrite < 300_000) {
        await new Promise((r) => setTimeout(r, 200));
      }
      unsubscribe();
      // The position's season documents as a rebuild from the players' season records writes them.
      const records = (await db.collection(PlayerIndex.paths().countedSeasons).get()).docs.map((d) => d.data());
      const seasons = `/${BURST.position}/seasons/`;
      const rebuilt = PlayerIndex.aggregates([], undefined, records).documents.filter((d) => d.path.includes(seasons));
      const expectedPer90 = JSON.stringify(rebuilt.map((d) => [d.path, counts(d.data.per90 ?? {})]));
      let figuresAt = null;
      while (Date.now() - lastWrite < 300_000) {
        const stored = await Promise.all(rebuilt.map((d) => db.doc(d.path).get()));
        if (JSON.stringify(stored.map((d, i) => [rebuilt[i].path, counts(d.data()?.per90 ?? {})])) === expectedPer90) {
          figuresAt = Date.now();
          break;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      if (folding) clearInterval(folding);

      const lags = writes
        .filter((w) => w.adds)
        .map((w) => {
          const counted = countedAt(w);
          return counted === undefined ? undefined : Math.max(0, counted - w.at);
        })
        .filter((lag) => lag !== undefined)
        .sort((a, b) => a - b);
      const burstLog = readFileSync(EMULATOR_LOG, 'utf8').slice(logBefore);
      const logged = [...burstLog.matchAll(/playerIndex\/burst-\d+: \w+ \([^)]*?(\d+) attempts?\)/g)].map((m) => Number(m[1]));
      const attempts = afterWrite ? driven : logged;
      const failed = (burstLog.match(/Function error|Unhandled error|ABORTED|Too much contention/gi) ?? []).length;
      return {
        name,
        writes: writes.length,
        sentInSeconds: (lastWrite - started) / 1000,
        lagP50: percentile(lags, 50),
        lagP95: percentile(lags, 95),
        lagged: lags.length,
        reindexes: attempts.length,
        retries: attempts.reduce((sum, n) => sum + n - 1, 0),
        failed,
        figuresAfterLastWrite: figuresAt === null ? null : figuresAt - lastWrite,
        folded: Boolean(fold),
        folds,
      };
    }

    const results = [];
    for (const run of runs) {
      if (run.name === 'triggers') {
        results.push(await burst(run));
        continue;
      }
      // At production's concurrency: the triggers paused, each write's reindex on one of TRIGGER_MAX_INSTANCES
      // instances, one event at a time, in the order the events come.
      await pauseTriggers(hosts.hub, () => {});
      const instance = pool(TRIGGER_MAX_INSTANCES);
      const result = await burst(run, (player, doc) =>
        instance(async () => {
          const reindexed = await functionsCode.reindex(db, player.uid, { auth, bucket: null, log: () => {}, week: doc.week });
          return { attempts: reindexed.attempts, at: Date.now() };
        }),
      );
      results.push({ ...result, instances: TRIGGER_MAX_INSTANCES });
    }
    return results;
  } finally {
    await emulators.stop();
    closeSync(fd);
  }
}

/** Runs jobs at most `size` at a time, in the order they come: `run(job)` resolves to what the job resolves to. */
function pool(size) {
  const queue = [];
  let busy = 0;
  const next = () => {
    while (busy < size && queue.length > 0) {
      const job = queue.shift();
      busy += 1;
      job().finally(() => {
        busy -= 1;
        next();
      });
    }
  };
  return (job) =>
    new Promise((resolve, reject) => {
      queue.push(() => job().then(resolve, reject));
      next();
    });
}

const HOW = {
  triggers: "through the emulator's triggers (a Node process for each event no idle one can take, on two cores)",
  instances: 'at production\'s concurrency (the weekly trigger\'s work on {n} instances, one event at a time each)',
};

export function printWriteBurst(results) {
  if (!results) return;
  for (const r of results) {
    console.log(`\nWrite burst (2,000 weekly writes by 400 centre-backs within 60 s, on the emulators), ${HOW[r.name].replace('{n}', r.instances)}:`);
    console.log(`  writes sent: ${r.writes} in ${r.sentInSeconds.toFixed(1)} s`);
    console.log(`  index lag (write → the player's entry counts it), ${r.lagged} writes: p50 ${seconds(r.lagP50)}, p95 ${seconds(r.lagP95)}`);
    console.log(`  reindex transactions: ${r.reindexes} with their attempts, ${r.retries} attempts beyond the first; failed triggers: ${r.failed}`);
    const figures = r.figuresAfterLastWrite === null ? 'not within 5 min' : `${seconds(r.figuresAfterLastWrite)} after the last write`;
    console.log(`  the centre-backs' figures count every player: ${figures}${r.folded ? ` (the fold every ${FOLD_EVERY_MS / 1000} s, ${r.folds} runs)` : ' (counted in the entries\' transactions)'}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2);
  printWriteBurst(await writeBurst(only.length > 0 ? { only } : {}));
  process.exit(0);
}
