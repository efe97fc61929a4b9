import PlayersPage from '../features/players/players-page';
import { directorySearchControl, saveControl } from './save-control';

/** /player: the directory, each card with the shortlists' Save button, and "Save this search". */
export default function PlayersRoute() {
  return <PlayersPage saveControl={saveControl} searchControl={directorySearchControl} />;
}
