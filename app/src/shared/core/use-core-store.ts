import { useSyncExternalStore } from 'react';
import { CoreStore, type MapCard, type MapSnapshot, type PlayersQuery, type StoreState } from './map';

/** The app's single store: the talent map's state and loaded players, in the map module's wasm memory. */
export const coreStore = new CoreStore();

/**
 * The shared state as the specification lists it: the store's fields (the map's centre and zoom, the five filters)
 * and `players`, the loaded players' uids in row order (`players[row]` is the player a row number from
 * `readPlayers` names; the rest of a row is read through `readPlayers` too), empty until a country's players are
 * loaded.
 */
export type SharedState = StoreState & { readonly players: readonly string[] };

/** What a render asked of the loaded players, copied out of wasm memory. */
export interface PlayersRead {
  rows: Uint32Array;
  points: Float32Array;
  cards: MapCard[];
  ids: string[];
}

/** What a render shows of `rows` (every loaded row when none), as `query` asks (the core's `players`). */
export function readPlayers(rows: Uint32Array | undefined, query: PlayersQuery): PlayersRead {
  const answer = coreStore.players(rows, query);
  try {
    return { rows: answer.rows, points: answer.points, cards: answer.cards, ids: answer.ids };
  } finally {
    // The answer is an object in wasm memory: freed at once, its arrays are JS copies.
    answer.free();
  }
}

// The players as a JS array, made on the first read after they changed and shared by every snapshot until the next
// load or clear: a filter's change hands out a new snapshot without copying up to 100,000 ids.
let players: { version: number; list: readonly string[] } | null = null;
function loadedPlayers(): readonly string[] {
  const version = latest.snapshot.playersVersion;
  if (players?.version !== version) players = { version, list: Object.freeze(readPlayers(undefined, { ids: true }).ids) };
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

// The store's first subscriber keeps its latest snapshot: the store calls it at once and after every change, before
// the subscribers that came later (React's), so `getSnapshot` hands out one object per change.
let latest!: { snapshot: MapSnapshot; state: SharedState };
coreStore.subscribe((snapshot: MapSnapshot) => {
  latest = { snapshot, state: withPlayers(snapshot.state) };
});

/** The store's latest snapshot (its version, query and counts as well as the state), as of the last change. */
export function storeSnapshot(): MapSnapshot {
  return latest.snapshot;
}

function getSnapshot(): SharedState {
  return latest.state;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = coreStore.subscribe(() => onChange());
  return () => void unsubscribe.call(undefined);
}

export function useCoreStore(): SharedState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
