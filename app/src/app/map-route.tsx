import MapPage from '../features/map/map-page';
import { saveControl } from './save-control';

/** /map: the talent map, the open player's card with the shortlists' Save button. */
export default function MapRoute() {
  return <MapPage saveControl={saveControl} />;
}
