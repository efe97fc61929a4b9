import { Page } from '../../shared/ui/page';

export default function PlayersPage() {
  return <Page title="Players" lead="Search SKORA players by name, country, position, age and type." />;
}
