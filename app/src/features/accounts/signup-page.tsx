import { Page } from '../../shared/ui/page';

export default function SignupPage() {
  return <Page title="Create your account" lead="Join SKORA and build the profile clubs and scouts will read." />;
}
