import { Page } from '../../shared/ui/page';

export default function MapPage() {
  return <Page title="SKORA Maps" lead="Find players by country, position, name, age and type." />;
}
