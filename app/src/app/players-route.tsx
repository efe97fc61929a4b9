import PlayersPage from '../features/players/players-page';
import { saveControl } from './save-control';

/** /player: the directory, each card with the shortlists' Save button. */
export default function PlayersRoute() {
  return <PlayersPage saveControl={saveControl} />;
}
