import { Page } from '../../shared/ui/page';

export default function RefundPolicyPage() {
  return (
    <Page title="Refund Policy" lead="If SKORA is not for you, you can get your money back within 14 days of purchase.">
      <p>Write to us from the contact page with the email address of your account and the date of payment.</p>
    </Page>
  );
}
