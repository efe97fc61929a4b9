import { Page } from '../../shared/ui/page';
import { AwaitVerification } from './await-verification';

/**
 * Where an unverified user waits for the link. The link itself opens `/auth-action`, which applies its code
 * whoever is signed in (this page is public-only, so the guard moves a verified session off it).
 */
export default function EmailVerificationPage() {
  return (
    <Page title="Verify your email" lead="We sent you a link. Open it to confirm your address, then come back here.">
      <AwaitVerification />
    </Page>
  );
}
