// The talent map's wasm module (`/map` only): `CoreStore`, the one handle over the map's model (the seed's shared
// state: centre, zoom and the five filters, plus the loaded players, filtered and sorted in wasm: row numbers cross,
// never records; `set`, `load`, `players`, `subscribe`), and `World`, the world view (the country shading from
// `aggregates/countries`, the atlas shapes' countries, what a country's view reads from the index). Every rule is the
// core's; docs/talent-map.md.
import * as api from './pkg/map/map';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/map/map_bg.js';
import * as instance from './pkg/map/map_bg.wasm';
import { recoverable } from './recovery';

// Every function goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('map', glue as Parameters<typeof recoverable>[1], instance, api);
export const { World } = safe;
export { CoreStore } from './pkg/map/map';
export type {
  CountryShade,
  CountryShades,
  IndexDoc,
  LoadReport,
  MapBounds,
  MapCard,
  MapChange,
  MapQuery,
  MapReadPlan,
  MapSnapshot,
  MapSort,
  MapView,
  OrderClause,
  PlannedRead,
  Players,
  PlayersQuery,
  ReadRequest,
  ShadeLegend,
  StoreState,
  WhereClause,
  WorldRequest,
  WorldView,
} from './pkg/map/map';
