import { useSyncExternalStore } from 'react';
import { CoreStore, type StoreState } from './map';

/** The app's single store: the talent map's state and loaded players, in the map module's wasm memory. */
export const coreStore = new CoreStore();

// React requires getSnapshot to return the same object until something changed: cache it by version.
let cached: { version: number; state: StoreState } | null = null;

function getSnapshot(): StoreState {
  const version = coreStore.version();
  if (cached?.version !== version) cached = { version, state: coreStore.snapshot() };
  return cached.state;
}

function subscribe(onChange: () => void): () => void {
  return coreStore.subscribe(onChange);
}

export function useCoreStore(): StoreState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
