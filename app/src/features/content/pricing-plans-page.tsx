import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { PlanValue } from './components/plan-value';
import {
  BILLING_LABELS,
  BILLING_PERIODS,
  billingFrom,
  checkoutPath,
  formatPrice,
  PER_PERIOD,
  PLAN_FEATURES,
  PLANS,
  PRICING_FAQ,
  type BillingPeriod,
} from './data/plans';
import { paths } from '../../shared/core/generated/routes';

export default function PricingPlansPage() {
  const [params] = useSearchParams();
  const [billing, setBilling] = useState<BillingPeriod>(() => billingFrom(params.get('billing')));
  const hintId = useId();

  return (
    <Page
      title="Pricing Plans"
      lead="Start free. Upgrade when you want more eyes on your profile."
      description="Compare SKORA plans: Free for every player, Pro for players chasing a trial, Club for clubs and scouts. Monthly or yearly, prices in euros including VAT."
      className="pricing-page"
    >
      <fieldset className="billing-toggle" aria-describedby={hintId}>
        <legend>Billing period</legend>
        {BILLING_PERIODS.map((period) => (
          <label key={period} className="billing-option">
            <input
              type="radio"
              name="billing"
              value={period}
              checked={billing === period}
              onChange={() => setBilling(period)}
            />
            <span>{BILLING_LABELS[period]}</span>
          </label>
        ))}
        <p id={hintId} className="billing-hint">
          Yearly billing gives you two months free. Prices are in euros and include VAT.
        </p>
      </fieldset>

      {/* One card per plan, side by side on wide screens and stacked on phones: every plan and its "Choose" button is
          in view without a sideways swipe. The table below compares them feature by feature. */}
      <ul className="plan-cards">
        {PLANS.map((plan) => (
          <li key={plan.id} className={plan.recommended ? 'card plan-card plan-recommended' : 'card plan-card'}>
            <h2 className="plan-name">{plan.name}</h2>
            {plan.recommended ? <span className="badge plan-badge">Most popular</span> : null}
            <p>
              {plan.price[billing] === 0 ? (
                <span className="plan-price">Free</span>
              ) : (
                <>
                  <span className="plan-price">{formatPrice(plan.price[billing])}</span>{' '}
                  <span className="plan-period">{PER_PERIOD[billing]}</span>
                  {billing === 'yearly' && plan.yearlyNote ? <span className="plan-note">{plan.yearlyNote}</span> : null}
                </>
              )}
            </p>
            <p className="plan-audience">{plan.audience}</p>
            <ul className="plan-highlights">
              {plan.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <ButtonLink to={checkoutPath(plan.id, billing)} variant={plan.recommended ? 'primary' : 'ghost'}>
              Choose {plan.name}
            </ButtonLink>
          </li>
        ))}
      </ul>

      <div className="table-scroll plans-scroll" role="region" aria-labelledby="plans-caption" tabIndex={0}>
        <table className="plans-table">
          <caption id="plans-caption">
            Compare SKORA plans ({BILLING_LABELS[billing].toLowerCase()} prices)
          </caption>
          <thead>
            <tr>
              <td />
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" className={plan.recommended ? 'plan-recommended' : undefined}>
                  <span className="plan-name">{plan.name}</span>
                  {plan.recommended ? <span className="badge plan-badge">Most popular</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="plans-price-row">
              <th scope="row">Price</th>
              {PLANS.map((plan) => (
                <td key={plan.id}>
                  {plan.price[billing] === 0 ? (
                    <span className="plan-price">Free</span>
                  ) : (
                    <>
                      <span className="plan-price">{formatPrice(plan.price[billing])}</span>{' '}
                      <span className="plan-period">{PER_PERIOD[billing]}</span>
                      {billing === 'yearly' && plan.yearlyNote ? (
                        <span className="plan-note">{plan.yearlyNote}</span>
                      ) : null}
                    </>
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Who it is for</th>
              {PLANS.map((plan) => (
                <td key={plan.id}>{plan.audience}</td>
              ))}
            </tr>
            {PLAN_FEATURES.map((feature) => (
              <tr key={feature.label}>
                <th scope="row">{feature.label}</th>
                {PLANS.map((plan) => (
                  <td key={plan.id}>
                    <PlanValue value={feature.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">Questions about plans</h2>
        <dl>
          {PRICING_FAQ.map((item) => (
            <div key={item.question} className="pricing-faq-item">
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p>
          Read the <Link to={paths.refundPolicy}>refund policy</Link> and the{' '}
          <Link to={paths.terms}>terms for subscriptions</Link>, or <Link to={paths.contactUs}>ask us anything</Link>.
        </p>
      </section>
    </Page>
  );
}
