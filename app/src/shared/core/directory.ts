// The directory wasm module: the shared store (players loaded once into wasm memory; queries return indices)
// and the featured players. Loaded with the players route, and on demand by the home page's featured players.
export {
  CoreStore,
  directoryQueryString,
  directorySearchText,
  featuredCards,
  isDirectoryFiltered,
  pageWindow,
  parseDirectoryQuery,
  totalsText,
} from './pkg/directory/directory';
export type { DirectoryQuery, PageWindow, PlayerCard, PlayerDoc, Sort, StoreState } from './pkg/directory/directory';
