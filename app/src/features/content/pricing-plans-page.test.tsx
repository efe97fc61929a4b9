import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import PricingPlansPage from './pricing-plans-page';

afterEach(cleanup);

function renderPricing(path = '/pricing-plans') {
  return renderRoutes([{ path: '/pricing-plans', element: <PricingPlansPage /> }], path);
}

describe('PricingPlansPage', () => {
  it('sends each plan to the payment portal with the plan and the monthly period by default', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeInTheDocument();
    const period = screen.getByRole('group', { name: 'Billing period' });
    expect(within(period).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
      'href',
      '/payment-portal?plan=pro&billing=monthly',
    );
    expect(screen.getByRole('link', { name: 'Choose Club' })).toHaveAttribute(
      'href',
      '/payment-portal?plan=club&billing=monthly',
    );
    expect(screen.getByRole('link', { name: 'Choose Free' })).toHaveAttribute(
      'href',
      '/payment-portal?plan=free&billing=monthly',
    );
  });

  it('switches prices and payment links to yearly when the yearly period is chosen', async () => {
    const user = userEvent.setup();
    renderPricing();
    const table = screen.getByRole('table', { name: /Compare SKORA plans/ });
    expect(within(table).getByText('€7.99')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));

    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
      'href',
      '/payment-portal?plan=pro&billing=yearly',
    );
    expect(screen.getByRole('link', { name: 'Choose Club' })).toHaveAttribute(
      'href',
      '/payment-portal?plan=club&billing=yearly',
    );
    expect(within(table).getByText('€79')).toBeInTheDocument();
    expect(within(table).queryByText('€7.99')).not.toBeInTheDocument();
  });

  it('starts on the billing period named in the link, so "change plan" keeps the choice', () => {
    renderPricing('/pricing-plans?billing=yearly');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
      'href',
      '/payment-portal?plan=pro&billing=yearly',
    );
  });
});
