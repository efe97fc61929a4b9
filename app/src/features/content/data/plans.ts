import { paths } from '../../../shared/core/generated/routes';
// The plans shown on the pricing page, the home page teaser and the payment portal. Edit prices and
// features here; the components only draw what this file says. Prices are in euros and include VAT.

export type PlanId = 'free' | 'pro' | 'club';
export type BillingPeriod = 'monthly' | 'yearly';

export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

export const BILLING_LABELS: Record<BillingPeriod, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** Per-period wording after a price: "€7.99 per month". */
export const PER_PERIOD: Record<BillingPeriod, string> = {
  monthly: 'per month',
  yearly: 'per year',
};

export interface Plan {
  id: PlanId;
  name: string;
  /** Who the plan is for, in one line. */
  audience: string;
  /** Price in euros, VAT included, for each billing period. */
  price: Record<BillingPeriod, number>;
  /** A short note under the yearly price (what the yearly period saves), written by hand. */
  yearlyNote?: string;
  /** The plan's three strongest points, for the teaser cards. */
  highlights: readonly string[];
  /** Marks the plan the page recommends. */
  recommended?: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    audience: 'For every player who wants a professional profile.',
    price: { monthly: 0, yearly: 0 },
    highlights: ['A complete football CV', 'Physical, technical and goalkeeper stats', 'A pin on the talent map'],
  },
  {
    id: 'pro',
    name: 'Pro',
    audience: 'For players actively looking for a trial or a new club.',
    price: { monthly: 7.99, yearly: 79 },
    yearlyNote: 'Two months free compared with paying monthly.',
    highlights: ['Everything in Free', 'Featured in the player directory', 'Monthly counts of scouts who shortlisted or asked to contact you'],
    recommended: true,
  },
  {
    id: 'club',
    name: 'Club',
    audience: 'For clubs, academies and scouts recruiting with SKORA.',
    price: { monthly: 49, yearly: 490 },
    yearlyNote: 'Two months free compared with paying monthly.',
    highlights: ['Advanced talent map filters', 'Shortlists with private notes', 'Up to five scout seats'],
  },
];

/** One row of the comparison table: `true` is included, `false` is not, a string says how much. */
export interface PlanFeature {
  label: string;
  values: Record<PlanId, boolean | string>;
}

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { label: 'Football CV with photo, clubs and honours', values: { free: true, pro: true, club: true } },
  { label: 'Physical, technical and goalkeeper stats', values: { free: true, pro: true, club: true } },
  { label: 'Weekly stats log with trend lines', values: { free: true, pro: true, club: true } },
  { label: 'Pin on the talent map', values: { free: true, pro: true, club: true } },
  { label: 'Highlight video links on the CV', values: { free: true, pro: true, club: true } },
  { label: 'Printable PDF CV', values: { free: true, pro: true, club: true } },
  { label: 'Featured placement in the player directory', values: { free: false, pro: true, club: false } },
  { label: 'Monthly counts of scouts who shortlisted you or asked to contact you (never names)', values: { free: false, pro: true, club: false } },
  { label: 'Advanced talent map filters (age, foot, availability)', values: { free: false, pro: false, club: true } },
  { label: 'Shortlists with a private note per player', values: { free: false, pro: false, club: true } },
  { label: 'Scout seats', values: { free: false, pro: false, club: 'Up to 5' } },
  { label: 'Support', values: { free: 'Email, 2 working days', pro: 'Email, next working day', club: 'Priority email and video call' } },
];

export interface Faq {
  question: string;
  answer: string;
}

export const PRICING_FAQ: readonly Faq[] = [
  {
    question: 'Is the Free plan really free?',
    answer:
      'Yes. Your CV, your stats and your pin on the talent map stay free for as long as you use SKORA. We never ask for a card to sign up.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. A cancelled subscription keeps its features until the end of the period you paid for and then returns to the Free plan. Your profile and your data stay as they are.',
  },
  {
    question: 'What if I change my mind after paying?',
    answer:
      'You have 14 days to withdraw from a purchase. Our refund policy explains how to ask and how much comes back.',
  },
  {
    question: 'Do prices include VAT?',
    answer:
      'Yes. Prices are in euros and include VAT. The payment provider applies the rate of your country and shows it on your receipt.',
  },
];

/** The plan with this id, or `undefined` for an id that is not a plan (a mistyped or outdated link). */
export function findPlan(id: string | null): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The billing period named in a link; anything else (or nothing) means monthly. */
export function billingFrom(value: string | null): BillingPeriod {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

/** Where a plan's button leads: the payment portal, told which plan and billing period were chosen. */
export function checkoutPath(planId: PlanId, billing: BillingPeriod): string {
  return `${paths.paymentPortal}?${new URLSearchParams({ plan: planId, billing }).toString()}`;
}

const EURO = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  trailingZeroDisplay: 'stripIfInteger',
});

/** "€7.99", "€79", "€0". */
export function formatPrice(amount: number): string {
  return EURO.format(amount);
}
