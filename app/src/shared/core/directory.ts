// The directory wasm module: the directory's server-side pages (the query plan of a page, and the page from its
// result), the URL query, the featured players' cards (from index entries), the home page's totals line, and the
// shared store (the talent map's centre and filters, `useCoreStore`). Loaded with the players route, and on demand
// by the home page's featured players.
export {
  CoreStore,
  directoryPage,
  directoryPlan,
  directoryQueryString,
  directorySearchText,
  featuredCards,
  isDirectoryFiltered,
  isPermissionDenied,
  parseDirectoryQuery,
  totalsText,
} from './pkg/directory/directory';
export type {
  ListPlan,
  DirectoryPage,
  DirectoryPlan,
  DirectoryQuery,
  IndexDoc,
  PlayerCard,
  Sort,
  StoreState,
} from './pkg/directory/directory';
