import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';

export default function PricingPlansPage() {
  return (
    <Page title="Pricing Plans" lead="Start free. Upgrade when you want more eyes on your profile.">
      <ButtonLink to="/payment-portal">Go to the payment portal</ButtonLink>
    </Page>
  );
}
