// The directory page's data calls: every public player, loaded once per visit into the shared store (wasm
// memory), where the core filters and sorts them.
import { coreStore } from '../../../shared/core/use-core-store';
import { publicPlayers } from './players-api';

/** Whether the directory's players are already in the shared store (loaded once per visit to the site). */
export function directoryLoaded(): boolean {
  return coreStore.playerCount() > 0;
}

/** Loads every public player into the shared store (wasm memory). */
export async function loadDirectory(): Promise<void> {
  coreStore.setPlayersFromDocs(await publicPlayers());
}
