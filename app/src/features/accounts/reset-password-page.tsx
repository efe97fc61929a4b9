import { Page } from '../../shared/ui/page';

export default function ResetPasswordPage() {
  return <Page title="Choose a new password" lead="Pick a password you have not used on SKORA before." />;
}
