// The directory wasm module, one handle, `Directory`: the directory's server-side pages (the read of a page and the
// read after a refused members query, the page's view from its result: cards, count line and numbered links), the URL
// query, the featured players' cards (from index entries) and the home page's totals line. Loaded with the players
// route, and on demand by the home page's featured players. (The talent map's store is `map.ts`.)
import * as api from './pkg/directory/directory';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/directory/directory_bg.js';
import * as instance from './pkg/directory/directory_bg.wasm';
import { recoverable } from './recovery';

// Every method goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('directory', glue as Parameters<typeof recoverable>[1], instance, api);
export const { Directory } = safe;
export type {
  ListPlan,
  DirectoryNav,
  DirectoryPage,
  DirectoryPlan,
  DirectoryQuery,
  DirectoryView,
  PagePlan,
  PageRequest,
  PlayerCard,
  QueryFacts,
  Sort,
} from './pkg/directory/directory';
