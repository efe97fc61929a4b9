import type { Feature, Point } from 'geojson';
import Supercluster from 'supercluster';
import { MIN_ZOOM, type MapBounds } from './map-view';

/** A player's marker (CSS px): the 24 px target of WCAG 2.5.8 around a smaller dot. */
export const PLAYER_SIZE = 24;

/** A cluster's marker (CSS px), growing with its count so its number fits; at most `LARGEST_MARKER`. */
export function clusterSize(count: number): number {
  if (count < 10) return 32;
  if (count < 100) return 38;
  if (count < 1000) return 44;
  return LARGEST_MARKER;
}

export const LARGEST_MARKER = 50;

/**
 * Cluster radius in screen pixels (supercluster's `extent` is set to Leaflet's 256-px tile, so its radius is in screen
 * pixels; with its default 512 the radius would be half as many): the largest marker, so supercluster's seeds rarely
 * land on each other. Centroids drift towards their players, so `itemsInView` still merges what would overlap.
 */
export const CLUSTER_RADIUS = LARGEST_MARKER;
/** Leaflet's tile size: one zoom step doubles a world of 256 × 2^zoom pixels. */
const TILE_SIZE = 256;
/** Pixels kept free between two markers' boxes: Leaflet rounds positions to whole pixels. */
const MARKER_GAP = 2;
/**
 * The last zoom at which points are clustered. Coarse locations are ≥ 5 km apart (or the same point), which is thousands
 * of pixels at zoom 16: a cluster still standing there holds players at the same coarse point, and no zoom splits it.
 */
export const CLUSTER_MAX_ZOOM = 16;

type PlayerProps = { row: number };
type ClusterProps = Record<string, never>;

/** The players of one filter result, indexed for clustering; rebuilt only when the rows or their points change. */
export type ClusterIndex = {
  readonly supercluster: Supercluster<PlayerProps, ClusterProps>;
  /** Players with a location (those indexed). */
  readonly size: number;
};

/**
 * What the map shows at a zoom inside a view: one player, or a cluster of `count` players. A cluster is one of
 * supercluster's (`clusters` = [its id], `rows` = []) or, where markers would overlap, several of its items merged
 * (`clusters` = their cluster ids, `rows` = their single players).
 */
export type MapItem =
  | { kind: 'player'; key: string; row: number; lat: number; lng: number }
  | {
      kind: 'cluster';
      key: string;
      clusters: number[];
      rows: number[];
      /** Where its parts are (world units), to know the zoom at which a merged cluster comes apart. */
      parts: readonly Part[];
      count: number;
      lat: number;
      lng: number;
    };

/** What a cluster does when activated: zoom to where it splits, or (same point) list its players. */
export type ClusterExpansion = { kind: 'zoom'; zoom: number } | { kind: 'players'; rows: number[] };

/**
 * Indexes `rows` at their points (`points[2 * i]`, `points[2 * i + 1]` = latitude, longitude of `rows[i]`, the core's
 * `playerPoints`). Rows without a location (NaN) or with an impossible one are left out.
 */
export function buildClusterIndex(rows: Uint32Array, points: Float32Array): ClusterIndex {
  const features: Feature<Point, PlayerProps>[] = [];
  const count = Math.min(rows.length, Math.floor(points.length / 2));
  for (let i = 0; i < count; i++) {
    const lat = points[2 * i] ?? Number.NaN;
    const lng = points[2 * i + 1] ?? Number.NaN;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: { row: rows[i] ?? 0 },
    });
  }
  const supercluster = new Supercluster<PlayerProps, ClusterProps>({
    radius: CLUSTER_RADIUS,
    extent: TILE_SIZE,
    maxZoom: CLUSTER_MAX_ZOOM,
    minZoom: MIN_ZOOM,
  });
  supercluster.load(features);
  return { supercluster, size: features.length };
}

/**
 * The players and clusters inside `bounds` at `zoom` (west > east: the view crosses the antimeridian). Above the last
 * clustering zoom the clusters of that zoom are kept, so players at one point stay one cluster instead of markers
 * drawn on top of each other. `generation` tells clusters of different indexes apart (supercluster's ids restart).
 * No two markers' boxes overlap (WCAG 2.5.8: each is a target of its own): see `separate`.
 */
export function itemsInView(index: ClusterIndex, bounds: MapBounds, zoom: number, generation = 0): MapItem[] {
  if (index.size === 0) return [];
  const z = clusteringZoom(zoom);
  const found = index.supercluster.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], z);
  const groups = separate(
    found.map((feature): Group => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const props = feature.properties;
      const cluster = 'cluster' in props && props.cluster;
      const part = { x: toX(lng), y: toY(lat), count: cluster ? props.point_count : 1 };
      return { ...part, clusters: cluster ? [props.cluster_id] : [], rows: cluster ? [] : [(props as PlayerProps).row], parts: [part], lat, lng };
    }),
    TILE_SIZE * 2 ** z,
  );
  return groups.map((group): MapItem => {
    const { count, clusters, rows, parts } = group;
    const { lat, lng } = group;
    if (count === 1 && rows.length === 1) {
      const row = rows[0] ?? 0;
      return { kind: 'player', key: `p${row}`, row, lat, lng };
    }
    // One supercluster cluster keeps its id as its key; a merged one is keyed by all it holds.
    const key =
      parts.length === 1 ? `c${generation}:${clusters[0]}` : `c${generation}:${clusters.join('+')}|p${rows.join('+')}`;
    return { kind: 'cluster', key, clusters, rows, parts, count, lat, lng };
  });
}

/**
 * Zoom to where the cluster splits; players at one point (it never splits) are listed instead, in row order. A merged
 * cluster (see `separate`) zooms until its parts stand apart or the first of its clusters splits, whichever is first.
 */
export function expandCluster(index: ClusterIndex, item: Extract<MapItem, { kind: 'cluster' }>, zoom: number): ClusterExpansion {
  const z = clusteringZoom(zoom);
  let target = Infinity;
  for (const id of item.clusters) target = Math.min(target, index.supercluster.getClusterExpansionZoom(id));
  const parts = item.clusters.length + item.rows.length;
  if (parts > 1) target = Math.min(target, apartZoom(item.parts, z));
  if (target <= CLUSTER_MAX_ZOOM) return { kind: 'zoom', zoom: Math.max(target, z + 1) };
  const rows = [...item.rows];
  for (const id of item.clusters) {
    for (const leaf of index.supercluster.getLeaves(id, Infinity)) rows.push(leaf.properties.row);
  }
  return { kind: 'players', rows: rows.sort((a, b) => a - b) };
}

/** The zoom a marker's number is read at: the map's, within the clustering zooms. */
function clusteringZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(CLUSTER_MAX_ZOOM, Math.floor(zoom)));
}

/** The first zoom at which the parts of a merged cluster no longer overlap (distances double with each zoom). */
function apartZoom(parts: readonly Part[], z: number): number {
  const world = TILE_SIZE * 2 ** z;
  let zoom = z + 1;
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const a = parts[i]!;
      const b = parts[j]!;
      const apart = chebyshev(a, b) * world;
      zoom = Math.max(zoom, apart === 0 ? Infinity : z + Math.ceil(Math.log2(need(a, b) / apart)));
    }
  }
  return zoom;
}

/** One of supercluster's items at a zoom, in world units (0…1 across the Web Mercator world, as supercluster's). */
type Part = { x: number; y: number; count: number };

/** What `separate` merges: parts whose markers would overlap, drawn as one at their players' centroid. */
type Group = Part & { clusters: number[]; rows: number[]; parts: Part[]; lat: number; lng: number };

const markerSize = (count: number) => (count === 1 ? PLAYER_SIZE : clusterSize(count));

/** Centre-to-centre pixels two markers need so their boxes do not overlap (with the gap). */
const need = (a: Part, b: Part) => (markerSize(a.count) + markerSize(b.count)) / 2 + MARKER_GAP;

/** The larger of the horizontal and vertical distances (boxes overlap when both are short), across the antimeridian. */
function chebyshev(a: Part, b: Part): number {
  const dx = Math.abs(a.x - b.x);
  return Math.max(Math.min(dx, 1 - dx), Math.abs(a.y - b.y));
}

/**
 * Merges items whose markers' boxes would overlap at a world of `world` pixels, until none do: supercluster keeps its
 * seeds a radius apart, but a cluster's centroid moves towards its players, and a grown cluster's marker grows, so two
 * can still meet. Every player stays counted; a merged marker stands at its players' centroid.
 */
function separate(groups: Group[], world: number): Group[] {
  let alive = [...groups].sort((a, b) => b.count - a.count);
  // A grid of cells as wide as the farthest two markers can overlap: a marker meets only those of the 3 × 3 cells
  // around its own, so a view of thousands of markers is not compared pair by pair.
  const reach = LARGEST_MARKER + MARKER_GAP;
  const columns = Math.max(1, Math.floor(world / reach));
  const rowsOfCells = Math.max(1, Math.floor(world / reach));
  const cell = (column: number, row: number) => ((column + columns) % columns) * rowsOfCells + row;
  for (let merged = true; merged; ) {
    merged = false;
    const grid = new Map<number, number[]>();
    const at = alive.map((group, i) => {
      const column = Math.min(columns - 1, Math.floor(group.x * columns));
      const row = Math.min(rowsOfCells - 1, Math.floor(group.y * rowsOfCells));
      const key = cell(column, row);
      const list = grid.get(key);
      if (list) list.push(i);
      else grid.set(key, [i]);
      return [column, row] as const;
    });
    const gone = new Set<number>();
    for (let i = 0; i < alive.length; i++) {
      if (gone.has(i)) continue;
      const [column, row] = at[i]!;
      const near = new Set<number>();
      for (let dc = -1; dc <= 1; dc++) {
        for (let dr = -1; dr <= 1; dr++) {
          if (row + dr < 0 || row + dr >= rowsOfCells) continue;
          for (const j of grid.get(cell(column + dc, row + dr)) ?? []) near.add(j);
        }
      }
      for (const j of near) {
        if (j === i || gone.has(j)) continue;
        const a = alive[i]!;
        const b = alive[j]!;
        if (chebyshev(a, b) * world >= need(a, b)) continue;
        // The larger keeps its place in the order; what moved is checked again in the next pass.
        const [keep, drop] = j < i ? [j, i] : [i, j];
        alive[keep] = combine(alive[keep]!, alive[drop]!);
        gone.add(drop);
        merged = true;
        if (drop === i) break;
      }
    }
    if (merged) alive = alive.filter((_, i) => !gone.has(i)).sort((a, b) => b.count - a.count);
  }
  return alive;
}

function combine(a: Group, b: Group): Group {
  const count = a.count + b.count;
  // b's nearest copy of the world, so a merge across the antimeridian stays where both are.
  const bx = b.x - Math.round(b.x - a.x);
  const mean = (a.x * a.count + bx * b.count) / count;
  const x = mean - Math.floor(mean);
  const y = (a.y * a.count + b.y * b.count) / count;
  return {
    x,
    y,
    lat: toLat(y),
    lng: toLng(x),
    count,
    clusters: [...a.clusters, ...b.clusters],
    rows: [...a.rows, ...b.rows],
    parts: [...a.parts, ...b.parts],
  };
}

/** Web Mercator, as supercluster projects (0…1). */
const toX = (lng: number) => lng / 360 + 0.5;
function toY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
const toLng = (x: number) => (x - 0.5) * 360;
const toLat = (y: number) => (360 * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180))) / Math.PI - 90;

/** The accessible name of a cluster (UI contract): "{N} players". */
export function clusterLabel(count: number): string {
  return `${count} players`;
}
