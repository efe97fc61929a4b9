import { Page } from '../../shared/ui/page';

export default function EmailVerificationPage() {
  return <Page title="Verify your email" lead="We sent you a link. Open it to confirm your address, then come back here." />;
}
