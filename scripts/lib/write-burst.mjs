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
// Its own emulators (Functions included, no Hosting), with nothing seeded but these 400 players.
//   node scripts/lib/write-burst.mjs            (or `npm run bench -- --burst-only`)
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
const PREFIX = 'burst-';
/** How often the bench folds the aggregates, as the schedule does in production. */
const FOLD_EVERY_MS = 60_000;
const EMULATOR_LOG = join(ROOT, 'test-results/write-burst-emulators.log');

const uid = (k) => `${PREFIX}${String(k + 1).padStart(4, '0')}`;

function players() {
  return Array.from({ length: BURST.players }, (_, k) => {
    const id = uid(k);
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

export async function writeBurst() {
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
    const { PlayerIndex } = await import(pathToFileURL(join(ROOT, 'functions/src/core.js')).href);
    const fold = functionsCode.foldAggregates;

    // The 400 players, indexed and counted before the burst.
    const all = players();
    const resume = await pauseTriggers(hosts.hub, () => {});
    await writeGeneratedAccounts(all.map((p) => p.uid));
    await commitAll(hosts.firestore, all.flatMap((p) => [
      { set: `players/${p.uid}`, data: p.cv },
      { set: `players/${p.uid}/private/details`, data: p.details },
    ]));
    await resume();
    await backfillIndex({ log: () => {} });
    log(`write burst: ${all.length} centre-backs indexed; ${BURST.players * BURST.weeksEach} weekly writes over ${BURST.seconds} s…`);

    // What each entry counts, as a listener sees it change.
    const seen = new Map(); // uid → [{ minutes, at }]
    const unsubscribe = db
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

    const logBefore = readFileSync(EMULATOR_LOG, 'utf8').length;
    const writes = [];
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
        const player = all[i % BURST.players];
        const doc = player.weeks[week];
        if (!doc) return;
        await new Promise((r) => setTimeout(r, started + i * gap - Date.now()));
        const expected = player.weeks.slice(0, week + 1).reduce((sum, w) => sum + (w.minutes ?? 0), 0);
        await db.doc(`players/${player.uid}/weeklyStats/${doc.week}`).set({ ...doc, updatedAt: new Date() });
        writes.push({ uid: player.uid, expected, adds: (doc.minutes ?? 0) > 0, at: Date.now() });
      }),
    );
    const lastWrite = Date.now();

    // Every entry counting its player's last week, then the position's figures counting every player.
    const entryDone = () => writes.every((w) => (seen.get(w.uid) ?? []).some((s) => s.minutes >= w.expected));
    while (!entryDone() && Date.now() - lastWrite < 300_000) await new Promise((r) => setTimeout(r, 200));
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
    unsubscribe();

    const lags = writes
      .filter((w) => w.adds)
      .map((w) => {
        const counted = (seen.get(w.uid) ?? []).find((s) => s.minutes >= w.expected);
        return counted && Math.max(0, counted.at - w.at);
      })
      .filter((lag) => lag !== undefined)
      .sort((a, b) => a - b);
    const burstLog = readFileSync(EMULATOR_LOG, 'utf8').slice(logBefore);
    const attempts = [...burstLog.matchAll(/playerIndex\/burst-\d+: \w+ \([^)]*?(\d+) attempts?\)/g)].map((m) => Number(m[1]));
    const retries = attempts.reduce((sum, n) => sum + n - 1, 0);
    const failed = (burstLog.match(/Function error|Unhandled error|ABORTED|Too much contention/gi) ?? []).length;
    return {
      writes: writes.length,
      sentInSeconds: (lastWrite - started) / 1000,
      lagP50: percentile(lags, 50),
      lagP95: percentile(lags, 95),
      lagged: lags.length,
      reindexes: attempts.length,
      retries,
      failed,
      figuresAfterLastWrite: figuresAt === null ? null : figuresAt - lastWrite,
      folded: Boolean(fold),
      folds,
    };
  } finally {
    await emulators.stop();
    closeSync(fd);
  }
}

export function printWriteBurst(r) {
  if (!r) return;
  console.log('\nWrite burst (2,000 weekly writes by 400 centre-backs within 60 s, on the emulators):');
  console.log(`  writes sent: ${r.writes} in ${r.sentInSeconds.toFixed(1)} s`);
  console.log(`  index lag (write → the player's entry counts it), ${r.lagged} writes: p50 ${seconds(r.lagP50)}, p95 ${seconds(r.lagP95)}`);
  console.log(`  reindex transactions: ${r.reindexes} logged with their attempts, ${r.retries} attempts beyond the first; failed triggers: ${r.failed}`);
  const figures = r.figuresAfterLastWrite === null ? 'not within 5 min' : `${seconds(r.figuresAfterLastWrite)} after the last write`;
  console.log(`  the centre-backs' figures count every player: ${figures}${r.folded ? ` (the fold every ${FOLD_EVERY_MS / 1000} s, ${r.folds} runs)` : ' (counted in the entries\' transactions)'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printWriteBurst(await writeBurst());
  process.exit(0);
}
