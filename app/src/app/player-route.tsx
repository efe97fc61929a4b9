import PlayerPage from '../features/profile/player-page';
import { cvControls } from './save-control';

/** /p/{uid}: a player's CV, with the shortlists' Save button and "Ask to contact" above it. */
export default function PlayerRoute() {
  return <PlayerPage saveControl={cvControls} />;
}
