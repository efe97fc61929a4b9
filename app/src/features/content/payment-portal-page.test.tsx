import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import PaymentPortalPage from './payment-portal-page';

const NOT_ENABLED = 'Payments are not enabled on this deployment';
const VARIABLES = [
  'VITE_PAYMENT_LINK_PRO_MONTHLY',
  'VITE_PAYMENT_LINK_PRO_YEARLY',
  'VITE_PAYMENT_LINK_CLUB_MONTHLY',
  'VITE_PAYMENT_LINK_CLUB_YEARLY',
] as const;

beforeEach(() => {
  // Whatever a developer's .env says, each test starts with no payment link configured.
  for (const name of VARIABLES) vi.stubEnv(name, '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  cleanup();
});

function renderPortal(search: string) {
  return renderRoutes([{ path: '/payment-portal', element: <PaymentPortalPage /> }], `/payment-portal${search}`);
}

function checkoutLink() {
  return screen.queryByRole('link', { name: 'Continue to secure checkout' });
}

describe('PaymentPortalPage', () => {
  it('shows the order summary and says payments are not enabled when no link is configured', () => {
    renderPortal('?plan=pro&billing=monthly');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Portal' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Pro');
    expect(summary).toHaveTextContent('Monthly');
    expect(summary).toHaveTextContent('€7.99 per month');
    expect(summary).toHaveTextContent(/VAT.*Included/);
    expect(screen.getByRole('heading', { name: NOT_ENABLED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us?topic=billing&plan=pro-monthly',
    );
    expect(screen.getByText(/^Payments are not enabled yet\. Tell us which plan you want and we will reply by e-mail within 2 working days\./)).toBeInTheDocument();
    expect(screen.queryByText(/pay securely/i)).not.toBeInTheDocument();
    expect(checkoutLink()).not.toBeInTheDocument();
  });

  it('links to the configured https checkout for the chosen plan and billing period', () => {
    vi.stubEnv('VITE_PAYMENT_LINK_CLUB_YEARLY', 'https://pay.example.com/b/club-yearly');
    vi.stubEnv('VITE_PAYMENT_LINK_CLUB_MONTHLY', 'https://pay.example.com/b/club-monthly');
    renderPortal('?plan=club&billing=yearly');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('€490 per year');
    expect(checkoutLink()).toHaveAttribute('href', 'https://pay.example.com/b/club-yearly');
    expect(screen.queryByRole('heading', { name: NOT_ENABLED })).not.toBeInTheDocument();
  });

  it('ignores a configured link that is not https', () => {
    vi.stubEnv('VITE_PAYMENT_LINK_PRO_MONTHLY', 'http://pay.example.com/b/pro-monthly');
    renderPortal('?plan=pro&billing=monthly');
    expect(checkoutLink()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NOT_ENABLED })).toBeInTheDocument();
  });

  it('ignores a configured link with a script scheme', () => {
    vi.stubEnv('VITE_PAYMENT_LINK_PRO_YEARLY', 'javascript:alert(1)//https://pay.example.com');
    renderPortal('?plan=pro&billing=yearly');
    expect(checkoutLink()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NOT_ENABLED })).toBeInTheDocument();
  });

  it('shows a friendly card back to the pricing plans for an unknown plan', () => {
    vi.stubEnv('VITE_PAYMENT_LINK_PRO_MONTHLY', 'https://pay.example.com/b/pro-monthly');
    renderPortal('?plan=platinum&billing=monthly');
    expect(screen.getByRole('heading', { name: 'We could not find that plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See pricing plans' })).toHaveAttribute('href', '/pricing-plans');
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(checkoutLink()).not.toBeInTheDocument();
  });

  it('asks for no payment on the Free plan and links to sign-up instead', () => {
    renderPortal('?plan=free&billing=yearly');
    expect(screen.getByRole('heading', { name: 'The Free plan needs no payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/signup');
    expect(checkoutLink()).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOT_ENABLED })).not.toBeInTheDocument();
  });
});
