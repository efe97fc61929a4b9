import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import HomePage from './home-page';

afterEach(cleanup);

describe('HomePage', () => {
  it('shows the featured players the app composes in, between how it works and the success stories', () => {
    const featured = (
      <section aria-label="Featured players">
        <p>Ana Silva, goalkeeper</p>
      </section>
    );
    renderRoutes([{ path: '/', element: <HomePage featured={featured} /> }], '/');
    const section = screen.getByRole('region', { name: 'Featured players' });
    expect(within(section).getByText('Ana Silva, goalkeeper')).toBeInTheDocument();
    const howItWorks = screen.getByRole('heading', { name: 'How SKORA works' });
    const stories = screen.getByRole('heading', { name: 'Success stories' });
    expect(howItWorks.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(stories) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out the featured section when there is nothing to feature, and keeps the calls to action', () => {
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    expect(screen.getByRole('heading', { level: 1, name: 'SKORA' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured players' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing-plans');
    expect(screen.getByRole('link', { name: 'Read more success stories' })).toHaveAttribute('href', '/success-story');
  });
});
