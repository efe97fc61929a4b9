import { Page } from '../../shared/ui/page';

export default function PaymentPortalPage() {
  return (
    <Page title="Payment Portal" lead="Review your plan and pay securely through our payment provider.">
      <p>No payment is taken on this site: the checkout happens on the provider's secure page.</p>
    </Page>
  );
}
