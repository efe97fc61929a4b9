import { act, cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { clearToasts, renderRoutes } from '../../test/render';
import { Layout } from './layout';

vi.mock('../../shared/firebase/auth', () => ({ signOutUser: vi.fn(() => Promise.resolve()) }));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn(() => Promise.reject(new Error('none'))) }));

const PATHS = ['/story', '/settings/edit-profile', '/profile/myprofile', '/login'];
const routes = [{ element: <Layout />, children: PATHS.map((path) => ({ path, element: <h1>page {path}</h1> })) }];

let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  sessionStorage.clear();
  delete document.body.dataset.background;
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.restoreAllMocks();
});

async function go(router: ReturnType<typeof renderRoutes>['router'], to: string) {
  await act(async () => {
    await router.navigate(to);
  });
}

/** A page that counts its mounts, loaded lazily as the app's pages are (each route its own lazy load). */
let mounts = 0;
function CountingPage() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <h1>counting page</h1>;
}
const lazyCounting = () => ({
  lazy: async () => {
    // A chunk takes a moment to arrive: the navigation is 'loading' meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { Component: CountingPage };
  },
});

describe('Layout', () => {
  it("keeps a page mounted while moving between two of its URLs (the stats wizard's steps)", async () => {
    mounts = 0;
    const lazyRoutes = [
      {
        element: <Layout />,
        children: [
          { path: '/settings/player-stats/physical', ...lazyCounting() },
          { path: '/settings/player-stats/technical', ...lazyCounting() },
        ],
      },
    ];
    const { router } = renderRoutes(lazyRoutes, '/settings/player-stats/physical');
    await screen.findByRole('heading', { name: 'counting page' });
    await go(router, '/settings/player-stats/technical');
    expect(screen.getByRole('heading', { name: 'counting page' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('paints the core background for each route as the user navigates', async () => {
    const { router } = renderRoutes(routes, '/story');
    expect(await screen.findByRole('heading', { name: 'page /story' })).toBeInTheDocument();
    expect(document.body.dataset.background).toBe('default');

    await go(router, '/settings/edit-profile');
    expect(screen.getByRole('heading', { name: 'page /settings/edit-profile' })).toBeInTheDocument();
    expect(document.body.dataset.background).toBe('internal');

    await go(router, '/profile/myprofile');
    expect(document.body.dataset.background).toBe('cv');

    await go(router, '/story');
    expect(document.body.dataset.background).toBe('default');
  });

  it('remembers a location worth returning to, with its query, but not /login', async () => {
    const { router } = renderRoutes(routes, '/story?x=1');
    await screen.findByRole('heading', { name: 'page /story' });
    expect(sessionStorage.getItem('previousLocation')).toBe('/story?x=1');

    await go(router, '/login');
    expect(screen.getByRole('heading', { name: 'page /login' })).toBeInTheDocument();
    expect(sessionStorage.getItem('previousLocation')).toBe('/story?x=1');
  });

  it('does not remember /login even when it is the first page', async () => {
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'page /login' });
    expect(sessionStorage.getItem('previousLocation')).toBeNull();
  });

  it('scrolls to the top on every navigation', async () => {
    const { router } = renderRoutes(routes, '/story');
    await screen.findByRole('heading', { name: 'page /story' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await go(router, '/profile/myprofile');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('wraps the page in the shell: skip link, main navigation and footer', async () => {
    renderRoutes(routes, '/story');
    await screen.findByRole('heading', { name: 'page /story' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
