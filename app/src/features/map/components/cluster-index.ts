import type { Feature, Point } from 'geojson';
import Supercluster from 'supercluster';
import type { MapBounds } from './map-view';

/** Cluster radius in pixels: a cluster covers about a fingertip at every zoom. */
export const CLUSTER_RADIUS = 60;
/**
 * The last zoom at which points are clustered. Coarse locations are ≥ 5 km apart (or the same point), which is thousands
 * of pixels at zoom 16: a cluster still standing there holds players at the same coarse point, and no zoom splits it.
 */
export const CLUSTER_MAX_ZOOM = 16;
/** The map's own zoom limits (map-canvas.tsx): nothing is indexed below the minimum. */
export const MAP_MIN_ZOOM = 2;

type PlayerProps = { row: number };
type ClusterProps = Record<string, never>;

/** The players of one filter result, indexed for clustering; rebuilt only when the rows or their points change. */
export type ClusterIndex = {
  readonly supercluster: Supercluster<PlayerProps, ClusterProps>;
  /** Players with a location (those indexed). */
  readonly size: number;
};

/** What the map shows at a zoom inside a view: one player, or a cluster of `count` players. */
export type MapItem =
  | { kind: 'player'; key: string; row: number; lat: number; lng: number }
  | { kind: 'cluster'; key: string; id: number; count: number; lat: number; lng: number };

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
    maxZoom: CLUSTER_MAX_ZOOM,
    minZoom: MAP_MIN_ZOOM,
  });
  supercluster.load(features);
  return { supercluster, size: features.length };
}

/**
 * The players and clusters inside `bounds` at `zoom` (west > east: the view crosses the antimeridian). Above the last
 * clustering zoom the clusters of that zoom are kept, so players at one point stay one cluster instead of markers
 * drawn on top of each other. `generation` tells clusters of different indexes apart (supercluster's ids restart).
 */
export function itemsInView(index: ClusterIndex, bounds: MapBounds, zoom: number, generation = 0): MapItem[] {
  if (index.size === 0) return [];
  const z = Math.max(MAP_MIN_ZOOM, Math.min(CLUSTER_MAX_ZOOM, Math.floor(zoom)));
  const found = index.supercluster.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], z);
  return found.map((feature): MapItem => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      return {
        kind: 'cluster',
        key: `c${generation}:${props.cluster_id}`,
        id: props.cluster_id,
        count: props.point_count,
        lat,
        lng,
      };
    }
    const row = (props as PlayerProps).row;
    return { kind: 'player', key: `p${row}`, row, lat, lng };
  });
}

/** Zoom to where the cluster splits; players at one point (it never splits) are listed instead, in row order. */
export function expandCluster(index: ClusterIndex, clusterId: number): ClusterExpansion {
  const zoom = index.supercluster.getClusterExpansionZoom(clusterId);
  if (zoom <= CLUSTER_MAX_ZOOM) return { kind: 'zoom', zoom };
  const rows = index.supercluster.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.row);
  return { kind: 'players', rows: rows.sort((a, b) => a - b) };
}

/** The accessible name of a cluster (UI contract): "{N} players". */
export function clusterLabel(count: number): string {
  return `${count} players`;
}
