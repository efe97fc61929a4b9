import { AskToContact } from '../features/contact-requests/ask-to-contact';
import { SaveSearch } from '../features/shortlists/save-search';
import { SaveToShortlist, type SavedPlayer } from '../features/shortlists/save-to-shortlist';

/**
 * The shortlists' controls as the directory, the map and a CV draw them: Save for a player, "Save this search" for
 * the filters. The app composes the features (they never import each other).
 */
export const saveControl = (player: SavedPlayer) => <SaveToShortlist player={player} />;

/** On a CV: Save, and "Ask to contact" the player. */
export const cvControls = (player: SavedPlayer) => (
  <>
    <SaveToShortlist player={player} />
    <AskToContact player={player} />
  </>
);

/** "Save this search" beside the directory's filters. */
export const directorySearchControl = (search: string) => <SaveSearch search={search} source="directory" />;

/** "Save this search" beside the map's filters. */
export const mapSearchControl = (search: string) => <SaveSearch search={search} source="map" />;
