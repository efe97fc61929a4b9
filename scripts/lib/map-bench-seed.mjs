// The bench-only players of the map page bench (scripts/lib/map-bench.mjs): 10,000 extra index entries in one
// cluster, around Copenhagen, so that one country holds more than the core's 5,000 (the map then reads only the
// geohash ranges in view, at high zoom) and 10,000 players are in view at once. Entries only: the map reads the index,
// never CVs (a card's "View CV" would find no CV; the bench opens none). Each entry is the core's, computed from a CV
// and private details by the functions' own reindex (functions/src/core.js), as the seed computes the generated
// players'. Written in bulk with the triggers paused, then the aggregates rebuilt from every stored entry (the
// backfill's step), so the world view's shading and the country's count include them. `removeMapCluster` takes them
// out again (the seed's own players stay as they were).
import { backfillIndex } from '../backfill-index.mjs';
import { commitAll, emulatorHosts, idsWithPrefix } from './firestore-rest.mjs';
import { COUNTRIES } from './generated-players-data.mjs';
import { prng } from './prng.mjs';
import { pauseTriggers, storedJson } from './seed-generated.mjs';

export const CLUSTER_UID_PREFIX = 'mapbench-';
/** Copenhagen: the cluster's centre (the bench opens the map there). */
export const CLUSTER = { country: 'DK', countryName: 'Denmark', lat: 55.6761, lng: 12.5683, spread: { lat: 0.35, lng: 0.6 } };

/**
 * `count` CVs with private details (players aged 16 to 35: younger ones are published at the country's centroid, out
 * of the cluster), exact points within ±0.35° of latitude and ±0.6° of longitude of the centre (about 40 km each way: some 200 distinct coarse points), as `{ uid, cv, details }`.
 */
export function clusterPlayers(count, seed = 10_000) {
  const r = prng(seed);
  const dk = COUNTRIES.find((c) => c.code === CLUSTER.country);
  const positions = ['GK', 'CB', 'LB', 'RB', 'CDM', 'CM', 'CAM', 'LM', 'RM', 'LW', 'RW', 'CF', 'ST'];
  return Array.from({ length: count }, (_, k) => {
    const uid = `${CLUSTER_UID_PREFIX}${String(k + 1).padStart(5, '0')}`;
    const woman = r.chance(0.22);
    const main = r.chance(1 / 11) ? 'GK' : r.pick(positions.slice(1));
    const year = 2025 - r.int(16, 35);
    const month = r.int(1, 12);
    const dateOfBirth = `${year}-${String(month).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    const updatedAt = new Date(Date.UTC(2025, 10, 1));
    const cv = {
      firstName: r.pick(woman ? dk.women : dk.men),
      lastName: r.pick(dk.surnames),
      birthMonth: dateOfBirth.slice(0, 7),
      nationality: CLUSTER.country,
      countryOfResidence: CLUSTER.country,
      city: 'Copenhagen',
      playerType: main === 'GK' ? 'goalkeeper' : 'outfield',
      mainPosition: main,
      secondaryPositions: [],
      currentClub: 'Bench FC',
      availability: 'open-to-offers',
      career: [],
      honours: [],
      languages: ['Danish'],
      links: [],
      showContactEmail: false,
      visibility: r.chance(0.12) ? 'members' : 'public',
      hasPhoto: false,
      createdAt: updatedAt,
      updatedAt,
    };
    const details = {
      dateOfBirth,
      location: { lat: CLUSTER.lat + (r.next() * 2 - 1) * CLUSTER.spread.lat, lng: CLUSTER.lng + (r.next() * 2 - 1) * CLUSTER.spread.lng },
      showContactEmail: false,
      updatedAt,
    };
    return { uid, cv, details };
  });
}

async function rebuildAggregates() {
  // The backfill with every player counted as indexed already: no reindex, only the aggregates from the entries.
  await backfillIndex({ log: () => {}, indexed: () => true });
}

/** Writes the cluster's `count` entries and rebuilds the aggregates; returns the number written and the time taken. */
export async function seedMapCluster({ count = 10_000, log = () => {} } = {}) {
  const started = Date.now();
  const { firestore, hub } = emulatorHosts();
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const PATHS = PlayerIndex.paths();
  const { utcToday } = await import('../../functions/src/player-index.js');
  const today = utcToday();
  const writes = clusterPlayers(count).map(({ uid, cv, details }) => {
    const update = PlayerIndex.reindex(uid, { cv: storedJson(cv), private: storedJson(details) }, null, today, false);
    if (update.write !== 'set') throw new Error(`the core gives bench player ${uid} no index entry (${update.write})`);
    return { set: `${PATHS.playerIndex}/${uid}`, data: update.entry };
  });
  const resume = await pauseTriggers(hub, log);
  try {
    await commitAll(firestore, writes);
    await rebuildAggregates();
  } finally {
    await resume();
  }
  return { written: writes.length, ms: Date.now() - started };
}

/** Deletes every cluster entry and rebuilds the aggregates. */
export async function removeMapCluster({ log = () => {} } = {}) {
  const { firestore, hub } = emulatorHosts();
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const PATHS = PlayerIndex.paths();
  const ids = await idsWithPrefix(firestore, PATHS.playerIndex, CLUSTER_UID_PREFIX);
  const resume = await pauseTriggers(hub, log);
  try {
    await commitAll(firestore, ids.map((id) => ({ delete: `${PATHS.playerIndex}/${id}` })));
    await rebuildAggregates();
  } finally {
    await resume();
  }
  return ids.length;
}
