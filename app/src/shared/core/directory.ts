// The directory wasm module: the directory's server-side pages (the query plan of a page, the page from its
// result, its count line and numbered links), the URL query, the featured players' cards (from index entries) and the home page's totals line. Loaded
// with the players route, and on demand by the home page's featured players. (The talent map's store is `map.ts`.)
import * as api from './pkg/directory/directory';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/directory/directory_bg.js';
import * as instance from './pkg/directory/directory_bg.wasm';
import { recoverable } from './recovery';

// Every function goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('directory', glue as Parameters<typeof recoverable>[1], instance, api);
export const {
  directoryNav,
  directoryPage,
  directoryPlan,
  directoryQueryString,
  directorySearchText,
  featuredCards,
  isDirectoryFiltered,
  isPermissionDenied,
  parseDirectoryQuery,
  totalsText,
} = safe;
export type {
  ListPlan,
  DirectoryNav,
  DirectoryPage,
  DirectoryPlan,
  DirectoryQuery,
  IndexDoc,
  PlayerCard,
  Sort,
} from './pkg/directory/directory';
