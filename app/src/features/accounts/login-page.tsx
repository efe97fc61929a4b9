import { Page } from '../../shared/ui/page';

export default function LoginPage() {
  return <Page title="Log in" lead="Welcome back. Sign in to update your CV, stats and weekly form." />;
}
