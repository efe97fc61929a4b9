import MapPage from '../features/map/map-page';
import { mapSearchControl, saveControl } from './save-control';

/** /map: the talent map, the open player's card with the shortlists' Save button, and "Save this search". */
export default function MapRoute() {
  return <MapPage saveControl={saveControl} searchControl={mapSearchControl} />;
}
