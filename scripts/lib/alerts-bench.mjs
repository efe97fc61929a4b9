// The bench's figures for saved searches that alert: with 10,000 saved searches in the emulator (500 users with 20
// each, filters drawn like scouts' would be), what one index write costs the `alertSearches` function: the `in`
// queries, the searches read, the notifications written. The function's own code runs here (functions/src/
// search-alerts.js) with the Admin SDK against the emulator, for entries of the seeded players.
import { createRequire } from 'node:module';
import { commitAll } from './firestore-rest.mjs';
import { EMULATOR_HOSTS } from './firebase-env.mjs';

const POSITIONS = ['GK', 'CB', 'LB', 'RB', 'CDM', 'CM', 'CAM', 'LW', 'RW', 'ST'];
const COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'IT', 'GB', 'NL', 'BR', 'AR', 'NG', 'GH', 'SN', 'MA', 'US', 'BE', 'PL'];

/** A small seeded generator, so every run saves the same searches. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` saved searches spread over users of 20 each: a position for most, a country of residence for most, a
 * nationality for some, an age bound and a type for a few; each with the key the core gives it. */
function savedSearches(count, PlayerIndex) {
  const next = random(2026);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const writes = [];
  for (let i = 0; i < count; i++) {
    const parts = [];
    if (next() < 0.7) parts.push(`position=${pick(POSITIONS)}`);
    if (next() < 0.8 || parts.length === 0) parts.push(`basedIn=${pick(COUNTRIES)}`);
    if (next() < 0.3) parts.push(`nationality=${pick(COUNTRIES)}`);
    if (next() < 0.3) parts.push(`maxAge=${18 + Math.floor(next() * 6)}`);
    if (next() < 0.2) parts.push(`type=${next() < 0.5 ? 'goalkeeper' : 'outfield'}`);
    const user = `bench-alerts-${String(Math.floor(i / 20)).padStart(4, '0')}`;
    const id = String(i % 20).padStart(2, '0');
    const now = new Date();
    const search = parts.join('&');
    // The key the app's save stores (the core's rule).
    writes.push({ set: `users/${user}/searches/${id}`, data: { name: `Search ${i}`, search, key: PlayerIndex.alertKey(search), createdAt: now, updatedAt: now } });
  }
  return writes;
}

/** The figures: `[{ player, keys, queries, read, notified }]` for `samples` seeded entries, with `searches` saved. */
export async function alertFigures({ searches = 10_000, samples = 6 } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
  const { PlayerIndex } = await import('../../functions/src/core.js');
  await commitAll(EMULATOR_HOSTS.firestore, savedSearches(searches, PlayerIndex));
  const requireFromFunctions = createRequire(new URL('../../functions/package.json', import.meta.url));
  const { initializeApp } = requireFromFunctions('firebase-admin/app');
  const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
  const app = initializeApp({ projectId: 'demo-skora' }, `alerts-bench-${Date.now()}`);
  const db = getFirestore(app, 'skora');
  const { notifyNewMatches } = await import('../../functions/src/search-alerts.js');
  const { snapshotJson } = await import('../../functions/src/firestore-json.js');
  const entries = await db.collection('playerIndex').orderBy('updatedAt', 'desc').limit(samples).get();
  const figures = [];
  for (const entry of entries.docs) {
    const keys = PlayerIndex.alertKeys(snapshotJson(entry));
    // As if the entry were new: every search it passes is a new match.
    const { read, notified } = await notifyNewMatches(db, entry.id, { exists: false }, entry);
    const data = entry.data();
    figures.push({
      player: `${data.mainPosition ?? '?'} · ${data.nationalities?.join('/') ?? '?'} · based ${data.countryOfResidence ?? '?'}`,
      keys: keys.flat().length,
      queries: keys.length,
      read,
      notified,
    });
  }
  return { searches, figures };
}

export function printAlertFigures({ searches, figures }) {
  console.log(`\nSaved searches that alert: one index write with ${searches.toLocaleString('en')} saved searches stored`);
  console.log('─'.repeat(78));
  console.log(`${'player (new entry)'.padEnd(34)}${'keys'.padStart(6)}${'queries'.padStart(9)}${'reads'.padStart(8)}${'writes'.padStart(8)}`);
  for (const f of figures) {
    console.log(`${f.player.padEnd(34)}${String(f.keys).padStart(6)}${String(f.queries).padStart(9)}${String(f.read).padStart(8)}${String(f.notified).padStart(8)}`);
  }
  console.log('─'.repeat(78));
  console.log('Reads: the searches whose equality filters the entry passes (each query costs one read when empty); never all of them.');
}
