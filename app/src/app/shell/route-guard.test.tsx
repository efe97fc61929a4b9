import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { clearToasts, renderRoutes, type RouterOptions } from '../../test/render';
import { RouteGuard } from './route-guard';

// Every page sits under the guard, as the router puts guarded pages; the guard asks the core about the path.
const PATHS = ['/map', '/login', '/story', '/profile', '/profile/myprofile', '/settings/edit-profile'];
const routes: RouteObject[] = [
  { element: <RouteGuard />, children: PATHS.map((path) => ({ path, element: <h1>page {path}</h1> })) },
];

const SIGNED_IN: RouterOptions = { user: { uid: 'abc', emailVerified: true, profileComplete: true } };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function toastsWith(text: string) {
  return screen.queryAllByText(text).filter((el) => el.closest('.Toastify'));
}

async function expectPage(path: string) {
  expect(await screen.findByRole('heading', { name: `page ${path}` })).toBeInTheDocument();
}

describe('RouteGuard', () => {
  it("shows the page's frame (its heading and lead over the loading screen) and no page while the session is not ready", () => {
    const { router } = renderRoutes(routes, '/map', { ready: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SKORA Maps');
    expect(screen.getByText(/^Find players by where they are based/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'page /map' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/map');
  });

  it('opens a page with the session the device remembers; a redirect it would make waits for the confirmed session', async () => {
    const { router } = renderRoutes(routes, '/map', { ...SIGNED_IN, provisional: true });
    await expectPage('/map');
    const unverified = renderRoutes(routes, '/profile/myprofile', { user: { uid: 'abc', emailVerified: false }, provisional: true });
    // The frame stays, nobody is sent anywhere, no toast.
    expect(screen.getByRole('heading', { name: 'My CV' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unverified.router.state.location.pathname).toBe('/profile/myprofile');
    expect(router.state.location.pathname).toBe('/map');
    expect(document.querySelector('.Toastify')?.textContent ?? '').toBe('');
  });

  it('shows the loading screen alone for a page whose heading depends on the account', () => {
    renderRoutes(routes, '/profile', { ready: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows a public-only page while the session is not ready, as its pre-rendered HTML does', () => {
    const { router } = renderRoutes(routes, '/login', { ready: false });
    expect(screen.getByRole('heading', { name: 'page /login' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor from /map to /login with a toast', async () => {
    const { router } = renderRoutes(routes, '/map', { user: null });
    await expectPage('/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Please log in to access this page.')).toBeInTheDocument();
  });

  it('sends a verified user with an incomplete profile from /map to the profile editor', async () => {
    const { router } = renderRoutes(routes, '/map', {
      user: { uid: 'abc', emailVerified: true, profileComplete: false },
    });
    await expectPage('/settings/edit-profile');
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(await screen.findByText('Please complete your profile to continue.')).toBeInTheDocument();
  });

  it('lets a signed-in user with a complete profile see /map', async () => {
    const { router } = renderRoutes(routes, '/map', SIGNED_IN);
    await expectPage('/map');
    expect(router.state.location.pathname).toBe('/map');
  });

  it('sends a signed-in user away from /login to the remembered location with a toast', async () => {
    sessionStorage.setItem('previousLocation', '/story');
    const { router } = renderRoutes(routes, '/login', SIGNED_IN);
    await expectPage('/story');
    expect(router.state.location.pathname).toBe('/story');
    expect(await screen.findByText('You are already signed in.')).toBeInTheDocument();
  });

  it('after a logout, redirects without the toast and consumes the skip flag', async () => {
    sessionStorage.setItem('previousLocation', '/story');
    sessionStorage.setItem('skipPublicOnlyToast', 'true');
    const { router } = renderRoutes(routes, '/login', SIGNED_IN);
    await expectPage('/story');
    expect(router.state.location.pathname).toBe('/story');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    // Give a toast every chance to appear before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You are already signed in.')).not.toBeInTheDocument();
  });

  it('does not follow a remembered location that leaves the site', async () => {
    sessionStorage.setItem('previousLocation', '//evil.example');
    const { router } = renderRoutes(routes, '/login', SIGNED_IN);
    await expectPage('/profile/myprofile');
    expect(router.state.location.pathname).toBe('/profile/myprofile');
  });

  it('shows the redirect toast once under StrictMode', async () => {
    // As in the app: the toast container is already up when the guard mounts (here: on leaving a public page),
    // and StrictMode runs the guard's effect twice on that mount.
    const { router } = renderRoutes(
      [{ path: '/', element: <h1>page /</h1> }, ...routes],
      '/',
      { user: null, strict: true },
    );
    await expectPage('/');
    await act(async () => {
      await router.navigate('/map');
    });
    await expectPage('/login');
    expect(router.state.location.pathname).toBe('/login');
    await screen.findAllByText('Please log in to access this page.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastsWith('Please log in to access this page.')).toHaveLength(1);
  });

  it('keeps the toast silenced while a lazily loaded redirect target is still loading', async () => {
    sessionStorage.setItem('previousLocation', '/map');
    sessionStorage.setItem('skipPublicOnlyToast', 'true');
    const lazyTarget: RouteObject[] = [
      {
        element: <RouteGuard />,
        children: [
          { path: '/login', element: <h1>page /login</h1> },
          {
            path: '/map',
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 30));
              return { Component: () => <h1>page /map</h1> };
            },
          },
        ],
      },
    ];
    renderRoutes(lazyTarget, '/login', SIGNED_IN);
    await expectPage('/map');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastsWith('You are already signed in.')).toHaveLength(0);
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
  });
});
