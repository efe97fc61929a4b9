import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import InfoPage from './info-page';
import RefundPolicyPage from './refund-policy-page';

afterEach(cleanup);

const ROUTES = [
  ...['/privacy-policy', '/t&c', '/path', '/contact'].map((path) => ({ path, element: <InfoPage /> })),
  { path: '/refund-policy', element: <RefundPolicyPage /> },
];

function renderAt(path: string) {
  return renderRoutes(ROUTES, path);
}

describe('legal and information pages', () => {
  it('renders the privacy policy from its Markdown, with anchored headings, contents and a date', () => {
    renderAt('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const rights = screen.getByRole('heading', { level: 2, name: 'Your rights' });
    expect(rights).toHaveAttribute('id', 'your-rights');
    expect(screen.getByRole('heading', { level: 2, name: 'Players under 16' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Privacy Policy contents' });
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: 29 November 2026');
    // The Markdown table of purposes and legal bases is drawn as a table.
    expect(screen.getByRole('columnheader', { name: /Legal basis/ })).toBeInTheDocument();
  });

  it('renders the terms with their own sections', () => {
    renderAt('/t&c');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Governing law and disputes' })).toHaveAttribute(
      'id',
      'governing-law-and-disputes',
    );
    const refundLinks = screen.getAllByRole('link', { name: 'Refund Policy' });
    expect(refundLinks.length).toBeGreaterThan(0);
    for (const link of refundLinks) expect(link).toHaveAttribute('href', '/refund-policy');
  });

  it("serves a page by the core's page key: an encoded path with a trailing slash is the same page", () => {
    renderAt('/t%26c/');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('shows the default page for a path with a malformed escape instead of failing', () => {
    // React Router warns that it cannot decode the path, and matches it as written.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([{ path: '*', element: <InfoPage /> }], '/t%zz');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('renders the refund policy page from its Markdown', () => {
    renderAt('/refund-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your 14-day right of withdrawal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Refund Policy contents' })).toBeInTheDocument();
  });

  it('renders the short pages without a table of contents or date', () => {
    renderAt('/path');
    expect(screen.getByRole('heading', { level: 1, name: 'Your path with SKORA' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Complete your CV' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    cleanup();

    renderAt('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'billing@skora.app' })).toHaveAttribute('href', 'mailto:billing@skora.app');
  });
});
