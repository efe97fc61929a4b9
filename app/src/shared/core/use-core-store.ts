import { useSyncExternalStore } from 'react';
import { CoreStore, type StoreState } from './map';

/** The app's single store: the talent map's state and loaded players, in the map module's wasm memory. */
export const coreStore = new CoreStore();

/**
 * The shared state as the specification lists it: the store's fields (the map's centre and zoom, the five filters)
 * and `players`, the loaded players' uids in row order (`players[row]` is the player a row number from
 * `coreStore.filterPlayers` names; the rest of a row is read through `coreStore`), empty until a country's players
 * are loaded.
 */
export type SharedState = StoreState & { readonly players: readonly string[] };

// The players as a JS array, made on the first read after they changed and shared by every snapshot until the next
// load or clear: a filter's change hands out a new snapshot without copying up to 100,000 ids.
let players: { version: number; list: readonly string[] } | null = null;
function loadedPlayers(): readonly string[] {
  const version = coreStore.playersVersion();
  if (players?.version !== version) players = { version, list: Object.freeze(coreStore.players()) };
  return players.list;
}

/**
 * The store's state with its `players`, read on demand (most readers never look at them). Once read, a snapshot's
 * list stays the one it returned; a snapshot first read after the players changed again sees the current players.
 */
function withPlayers(state: StoreState): SharedState {
  let list: readonly string[] | undefined;
  return Object.defineProperty(state, 'players', {
    enumerable: true,
    get: () => (list ??= loadedPlayers()),
  }) as SharedState;
}

// React requires getSnapshot to return the same object until something changed: cache it by version.
let cached: { version: number; state: SharedState } | null = null;

function getSnapshot(): SharedState {
  const version = coreStore.version();
  if (cached?.version !== version) cached = { version, state: withPlayers(coreStore.snapshot()) };
  return cached.state;
}

function subscribe(onChange: () => void): () => void {
  return coreStore.subscribe(onChange);
}

export function useCoreStore(): SharedState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
