import PlayerPage from '../features/profile/player-page';
import { saveControl } from './save-control';

/** /p/{uid}: a player's CV, with the shortlists' Save button above it. */
export default function PlayerRoute() {
  return <PlayerPage saveControl={saveControl} />;
}
