// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  PLAYER_SIZE,
  buildClusterIndex,
  clusterLabel,
  clusterSize,
  expandCluster,
  itemsInView,
  type MapItem,
} from './cluster-index';

const WORLD = { south: -85, west: -180, north: 85, east: 180 };

/** A marker's centre in screen pixels at `zoom` (Leaflet's Web Mercator, 256-px tiles). */
function pixel(item: MapItem, zoom: number): [number, number] {
  const world = 256 * 2 ** zoom;
  const sin = Math.sin((item.lat * Math.PI) / 180);
  return [(item.lng / 360 + 0.5) * world, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world];
}

const sizeOf = (item: MapItem) => (item.kind === 'player' ? PLAYER_SIZE : clusterSize(item.count));

/** Pairs of markers whose square boxes overlap at `zoom` (swept left to right: boxes are at most 50 px wide). */
function overlapping(items: MapItem[], zoom: number): string[] {
  const found: string[] = [];
  const placed = items.map((item) => ({ item, at: pixel(item, zoom) })).sort((a, b) => a.at[0] - b.at[0]);
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length && placed[j]!.at[0] - placed[i]!.at[0] < 50; j++) {
      const [a, b] = [placed[i]!, placed[j]!];
      const half = (sizeOf(a.item) + sizeOf(b.item)) / 2;
      if (Math.abs(a.at[0] - b.at[0]) < half && Math.abs(a.at[1] - b.at[1]) < half) found.push(`${a.item.key} × ${b.item.key}`);
    }
  }
  return found;
}

/** A fixed-seed generator of numbers in [0, 1), so the crowds are the same on every run. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

/** rows[i] at points[i] = [lat, lng]. */
function indexOf(entries: [row: number, lat: number, lng: number][]) {
  const rows = Uint32Array.from(entries.map(([row]) => row));
  const points = Float32Array.from(entries.flatMap(([, lat, lng]) => [lat, lng]));
  return buildClusterIndex(rows, points);
}

const MADRID: [number, number] = [40.4, -3.7];
const BARCELONA: [number, number] = [41.4, 2.2];
const LISBON: [number, number] = [38.7, -9.1];

describe('buildClusterIndex', () => {
  it('indexes the rows with a location and skips NaN and impossible points', () => {
    const index = indexOf([
      [3, ...MADRID],
      [7, Number.NaN, Number.NaN],
      [9, 95, 0],
      [11, ...LISBON],
    ]);
    expect(index.size).toBe(2);
    const rows = itemsInView(index, WORLD, 16).map((item) => (item.kind === 'player' ? item.row : -1));
    expect(rows.sort((a, b) => a - b)).toEqual([3, 11]);
  });

  it('reads points pairwise and ignores rows without a point', () => {
    const index = buildClusterIndex(Uint32Array.from([1, 2, 3]), Float32Array.from([...MADRID, ...LISBON]));
    expect(index.size).toBe(2);
  });

  it('is empty for no rows', () => {
    const index = buildClusterIndex(new Uint32Array(0), new Float32Array(0));
    expect(itemsInView(index, WORLD, 4)).toEqual([]);
  });
});

describe('itemsInView', () => {
  const index = indexOf([
    [1, ...MADRID],
    [2, ...MADRID],
    [3, ...BARCELONA],
    [4, ...LISBON],
  ]);

  it('clusters nearby players at a low zoom, with the contract label', () => {
    const items = itemsInView(index, WORLD, 2);
    expect(items).toHaveLength(1);
    const [cluster] = items;
    expect(cluster).toMatchObject({ kind: 'cluster', count: 4 });
    expect(clusterLabel(4)).toBe('4 players');
  });

  it('splits them at a high zoom, keeping players at one point as a cluster', () => {
    const items = itemsInView(index, WORLD, 10);
    const players = items.filter((item) => item.kind === 'player').map((item) => item.row);
    const clusters = items.filter((item) => item.kind === 'cluster');
    expect(players.sort((a, b) => a - b)).toEqual([3, 4]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 2, lat: expect.closeTo(MADRID[0], 4), lng: expect.closeTo(MADRID[1], 4) });
  });

  it('keeps players at one point together above the last clustering zoom', () => {
    const items = itemsInView(index, WORLD, 18);
    expect(items.filter((item) => item.kind === 'cluster')).toHaveLength(1);
    expect(items).toHaveLength(3);
  });

  it('returns only what is inside the bounds', () => {
    const portugal = { south: 36, west: -10, north: 42, east: -6 };
    const items = itemsInView(index, portugal, 10);
    expect(items).toEqual([expect.objectContaining({ kind: 'player', row: 4, key: 'p4' })]);
  });

  it('reads bounds across the antimeridian (west > east)', () => {
    const pacific = indexOf([
      [1, -17.8, 178.4],
      [2, -13.8, -171.8],
      [3, ...MADRID],
    ]);
    const items = itemsInView(pacific, { south: -30, west: 170, north: 0, east: -160 }, 8);
    expect(items.map((item) => (item.kind === 'player' ? item.row : -1)).sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it('keys clusters by index generation, players by row', () => {
    const first = itemsInView(index, WORLD, 2, 1)[0];
    const second = itemsInView(index, WORLD, 2, 2)[0];
    expect(first?.key).not.toBe(second?.key);
    expect(itemsInView(index, WORLD, 10, 1).find((item) => item.kind === 'player')?.key).toMatch(/^p\d+$/);
  });

  it('handles 10,000 players quickly, with few items in a view', () => {
    const count = 10_000;
    const rows = new Uint32Array(count);
    const points = new Float32Array(count * 2);
    const random = seeded(42);
    for (let i = 0; i < count; i++) {
      rows[i] = i;
      points[2 * i] = 36 + random() * 7;
      points[2 * i + 1] = -9 + random() * 12;
    }
    const started = performance.now();
    const big = buildClusterIndex(rows, points);
    const items = itemsInView(big, { south: 35, west: -10, north: 44, east: 4 }, 6);
    const elapsed = performance.now() - started;
    expect(big.size).toBe(count);
    expect(items.length).toBeLessThan(400);
    expect(items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(count);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('markers never overlap (WCAG 2.5.8: each is a target of its own)', () => {
  /** `count` players in a box of Europe, from a fixed seed. */
  function crowd(count: number, south = 36, west = -9, north = 58, east = 24) {
    const rows = new Uint32Array(count);
    const points = new Float32Array(count * 2);
    const random = seeded(7);
    for (let i = 0; i < count; i++) {
      rows[i] = i;
      // Rounded to a 0.05° grid, as coarse locations are: some players share a point.
      points[2 * i] = Math.round((south + random() * (north - south)) * 20) / 20;
      points[2 * i + 1] = Math.round((west + random() * (east - west)) * 20) / 20;
    }
    return buildClusterIndex(rows, points);
  }

  it.each([200, 2000])('%i players: at every zoom no two boxes overlap and every player is counted once', (count) => {
    const index = crowd(count);
    for (let zoom = 2; zoom <= 18; zoom++) {
      const items = itemsInView(index, WORLD, zoom);
      expect(overlapping(items, zoom), `zoom ${zoom}`).toEqual([]);
      expect(items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(count);
      expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    }
  });

  it('merges two clusters whose centroids drifted together, and one activation zooms them apart', () => {
    // Two tight groups 40 px apart at zoom 5, each far enough from the other's seed to start its own cluster in
    // supercluster, but whose markers (32 px and more) would touch: they are one marker.
    const index = crowd(60, 44, 0, 44.6, 0.6);
    const items = itemsInView(index, WORLD, 5);
    expect(overlapping(items, 5)).toEqual([]);
    for (const item of items) {
      if (item.kind !== 'cluster') continue;
      const expansion = expandCluster(index, item, 5);
      if (expansion.kind === 'zoom') {
        expect(expansion.zoom).toBeGreaterThan(5);
        expect(overlapping(itemsInView(index, WORLD, expansion.zoom), expansion.zoom)).toEqual([]);
      }
    }
  });

  it('a merged cluster of players at points too close for any zoom lists them', () => {
    // 1e-5° apart: under a pixel at the last clustering zoom, yet separate points for supercluster at zoom 16.
    const index = indexOf([
      [5, 40.4, -3.7],
      [8, 40.40001, -3.70001],
    ]);
    const [item] = itemsInView(index, WORLD, 18);
    if (item?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(expandCluster(index, item, 18)).toEqual({ kind: 'players', rows: [5, 8] });
  });
});

describe('expandCluster', () => {
  it('zooms to where a cluster of different points splits', () => {
    const index = indexOf([
      [1, ...MADRID],
      [2, ...BARCELONA],
    ]);
    const [cluster] = itemsInView(index, WORLD, 2);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const expansion = expandCluster(index, cluster, 2);
    expect(expansion.kind).toBe('zoom');
    if (expansion.kind !== 'zoom') return;
    expect(expansion.zoom).toBeGreaterThan(2);
    expect(expansion.zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
    const after = itemsInView(index, WORLD, expansion.zoom);
    expect(after.every((item) => item.kind === 'player')).toBe(true);
  });

  it('lists the players of a cluster no zoom splits (one coarse point), in row order', () => {
    const index = indexOf([
      [9, ...MADRID],
      [4, ...MADRID],
      [6, ...MADRID],
    ]);
    const [cluster] = itemsInView(index, WORLD, 12);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(expandCluster(index, cluster, 12)).toEqual({ kind: 'players', rows: [4, 6, 9] });
  });
});
