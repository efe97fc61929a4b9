import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { BILLING_LABELS, billingFrom, findPlan, formatPrice, PER_PERIOD, type Plan, type BillingPeriod } from './data/plans';
import { paymentLink } from './payments/payment-links';
import { paths } from '../../shared/core/generated/routes';

function OrderSummary({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <dl className="order-summary-list">
        <div>
          <dt>Plan</dt>
          <dd>{plan.name}</dd>
        </div>
        <div>
          <dt>Billing period</dt>
          <dd>{BILLING_LABELS[billing]}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {formatPrice(plan.price[billing])} {PER_PERIOD[billing]}
          </dd>
        </div>
        <div>
          <dt>VAT</dt>
          <dd>Included</dd>
        </div>
      </dl>
      <p className="form-note">
        Prices are in euros. The payment provider applies the VAT rate of your country and shows it on your
        receipt. The subscription renews {billing === 'yearly' ? 'every year' : 'every month'} until you cancel, and
        you can withdraw within 14 days.
      </p>
      <p>
        <Link to={`${paths.pricingPlans}?billing=${billing}`}>Change plan or billing period</Link>
      </p>
    </section>
  );
}

function Checkout({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const link = paymentLink(plan.id, billing);
  if (!link) {
    return (
      <StatusCard
        title="Payments are not enabled on this deployment"
        actions={
          <>
            <ButtonLink to={`${paths.contactUs}?topic=billing&plan=${plan.id}-${billing}`}>Contact us</ButtonLink>
            <ButtonLink to={paths.pricingPlans} variant="ghost">
              Back to pricing plans
            </ButtonLink>
          </>
        }
      >
        <p>
          This copy of SKORA is not connected to a payment provider, so nothing can be charged here and no card
          details are asked for.
        </p>
        <p>
          Payments are not enabled yet. Tell us which plan you want and we will reply by e-mail within 2 working
          days. “Contact us” opens our contact form with the {plan.name} plan ({BILLING_LABELS[billing].toLowerCase()})
          already written in: check it, add your e-mail address and send it.
        </p>
      </StatusCard>
    );
  }
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">Pay securely</h2>
      <p>
        You continue to our payment provider’s secure checkout page to pay {formatPrice(plan.price[billing])}{' '}
        {PER_PERIOD[billing]}. SKORA never sees your card details.
      </p>
      <a className="button button-primary" href={link} rel="noopener noreferrer">
        Continue to secure checkout
      </a>
      <p className="form-note">
        By continuing you accept the <Link to={paths.terms}>Terms &amp; Conditions</Link>. Our{' '}
        <Link to={paths.refundPolicy}>Refund Policy</Link> explains your 14-day right of withdrawal.
      </p>
    </section>
  );
}

export default function PaymentPortalPage() {
  const [params] = useSearchParams();
  const plan = findPlan(params.get('plan'));
  const billing = billingFrom(params.get('billing'));
  // Without a payment link the page must not promise a checkout it cannot open.
  const unpayable = plan !== undefined && plan.id !== 'free' && !paymentLink(plan.id, billing);

  return (
    <Page
      title="Payment Portal"
      lead={
        unpayable
          ? 'Review your plan. Payments are not enabled yet: we set your plan up with you by e-mail.'
          : 'Review your plan and pay securely through our payment provider.'
      }
      description="Review your SKORA plan, billing period and price including VAT, then pay on our payment provider’s secure checkout page."
      className="payment-page"
      noindex
    >
      {!plan ? (
        <StatusCard
          title="We could not find that plan"
          actions={<ButtonLink to={paths.pricingPlans}>See pricing plans</ButtonLink>}
        >
          <p>The link you followed does not name one of our plans. Choose a plan on the pricing page to continue.</p>
        </StatusCard>
      ) : plan.id === 'free' ? (
        <StatusCard
          title="The Free plan needs no payment"
          actions={
            <>
              <ButtonLink to={paths.signup}>Create your free account</ButtonLink>
              <ButtonLink to={paths.pricingPlans} variant="ghost">
                Compare plans
              </ButtonLink>
            </>
          }
        >
          <p>
            Your CV, your stats and your pin on the talent map are free for as long as you use SKORA. We never ask
            for a card.
          </p>
        </StatusCard>
      ) : (
        <div className="payment-layout">
          <OrderSummary plan={plan} billing={billing} />
          <Checkout plan={plan} billing={billing} />
        </div>
      )}
    </Page>
  );
}
