// INTERIM until the core's `mapReadPlan` (Contract M, map-core's increment 2) lands in the map module: then this
// file goes and its importers take `mapReadPlan`, `MapReadPlan` and `MapQuery` from shared/core/map. It follows the
// contract's plan for a country of ≤ 5,000 players (one query, pages of 500) and says "zoom in" above.
import type { MapBounds } from '../../../shared/core/map';

export interface MapQuery {
  collection: string;
  where: { field: string; op: string; value: unknown }[];
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  pageSize: number;
  maxPages: number;
}

export type MapReadPlan = { kind: 'country'; queries: MapQuery[] } | { kind: 'zoomIn'; minZoom: number; players: number };

export function mapReadPlan(
  country: string,
  countryPlayers: number,
  _view: (MapBounds & { zoom: number }) | null,
  members: boolean,
): MapReadPlan {
  if (countryPlayers > 5000) return { kind: 'zoomIn', minZoom: 8, players: countryPlayers };
  const visibility = members
    ? { field: 'visibility', op: 'in', value: ['public', 'members'] }
    : { field: 'visibility', op: '==', value: 'public' };
  return {
    kind: 'country',
    queries: [
      {
        collection: 'playerIndex',
        where: [visibility, { field: 'countryOfResidence', op: '==', value: country }],
        orderBy: [{ field: '__name__', direction: 'asc' }],
        pageSize: 500,
        maxPages: 10,
      },
    ],
  };
}
