import { SaveToShortlist, type SavedPlayer } from '../features/shortlists/save-to-shortlist';

/**
 * The shortlists' Save button as the directory, the map and a CV draw it for a player: the app composes the
 * features (they never import each other).
 */
export const saveControl = (player: SavedPlayer) => <SaveToShortlist player={player} />;
