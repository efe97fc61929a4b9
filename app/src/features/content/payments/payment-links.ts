// Where each paid plan's "Continue to checkout" button goes: a hosted checkout page of the payment
// provider, one per plan and billing period, configured per deployment by these environment variables:
//
//   VITE_PAYMENT_LINK_PRO_MONTHLY    VITE_PAYMENT_LINK_PRO_YEARLY
//   VITE_PAYMENT_LINK_CLUB_MONTHLY   VITE_PAYMENT_LINK_CLUB_YEARLY
//
// A deployment without them (local development, previews) has no payments, and the portal says so.
import { Site } from '../../../shared/core/startup';
import type { BillingPeriod, PlanId } from '../data/plans';

type PaidPlanId = Exclude<PlanId, 'free'>;

// Each variable is read by its full name so Vite can inline it at build time; read on every call (not at
// import) so tests can stub the environment.
const RAW_LINKS: Record<PaidPlanId, Record<BillingPeriod, () => unknown>> = {
  pro: {
    monthly: () => import.meta.env.VITE_PAYMENT_LINK_PRO_MONTHLY,
    yearly: () => import.meta.env.VITE_PAYMENT_LINK_PRO_YEARLY,
  },
  club: {
    monthly: () => import.meta.env.VITE_PAYMENT_LINK_CLUB_MONTHLY,
    yearly: () => import.meta.env.VITE_PAYMENT_LINK_CLUB_YEARLY,
  },
};

/**
 * The checkout URL for a plan and billing period, or `null` when none is configured or the core's checkout rule
 * refuses the configured value (only a safe https URL: a card page must never be reached over plain http).
 */
export function paymentLink(plan: PlanId, billing: BillingPeriod): string | null {
  if (plan === 'free') return null;
  const raw = RAW_LINKS[plan][billing]();
  return typeof raw === 'string' ? (Site.accept('checkout', raw) ?? null) : null;
}
