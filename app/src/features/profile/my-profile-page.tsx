import { Page } from '../../shared/ui/page';

export default function MyProfilePage() {
  return <Page title="My CV" lead="Your profile as clubs and scouts see it." />;
}
