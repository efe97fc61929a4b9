import { Page } from '../../shared/ui/page';

export default function ProfilePage() {
  return <Page title="Player profile" lead="A SKORA player's CV." />;
}
