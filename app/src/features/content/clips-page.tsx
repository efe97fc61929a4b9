import { Page } from '../../shared/ui/page';

export default function ClipsPage() {
  return <Page title="Clips" lead="Highlights from SKORA players: saves, goals and the moments in between." />;
}
