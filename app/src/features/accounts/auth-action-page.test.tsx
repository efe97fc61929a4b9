import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/shell/route-guard';
import { applyEmailVerificationCode } from '../../shared/firebase/auth';
import AuthActionPage from './auth-action-page';
import { renderWithLiveSession, type LiveSessionOptions } from './test-utils';

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  applyEmailVerificationCode: vi.fn(),
}));

const UNVERIFIED = { uid: 'abc', displayName: 'Lionel Messi', emailVerified: false, profileComplete: false };

// As in the router: the page sits under the guard. The target pages are stand-ins: only where the link goes counts.
const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/auth-action', element: <AuthActionPage /> },
      { path: '/email-verification', element: <h1>Verification page</h1> },
      { path: '/reset-password', element: <h1>Reset page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
  },
];

/** A verification link as Firebase builds it for the app's action URL. */
function link(code: string, continueUrl?: string): string {
  const params = new URLSearchParams({ mode: 'verifyEmail', oobCode: code, apiKey: 'key', lang: 'en' });
  if (continueUrl !== undefined) params.set('continueUrl', continueUrl);
  return `/auth-action?${params.toString()}`;
}

function render(path: string, options: Partial<LiveSessionOptions> = {}) {
  return renderWithLiveSession(routes, path, { user: null, ...options });
}

const remembered = () => sessionStorage.getItem('previousLocation');
const at = (router: ReturnType<typeof render>['router']) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.mocked(applyEmailVerificationCode).mockReset();
});

describe('AuthActionPage', () => {
  it('forwards a verification link to /email-verification with exactly its code, signed in or not', async () => {
    for (const user of [null, UNVERIFIED]) {
      const { router } = render(link('a b&c/', `${window.location.origin}/map`), { user });
      expect(await screen.findByRole('heading', { name: 'Verification page' })).toBeInTheDocument();
      expect(at(router)).toBe('/email-verification?oobCode=a%20b%26c%2F');
      cleanup();
    }
    // The code is applied there, not here.
    expect(applyEmailVerificationCode).not.toHaveBeenCalled();
  });

  it("remembers the link's continue URL as the next step when it is a page of this app", async () => {
    sessionStorage.setItem('previousLocation', '/blog');
    render(link('code-1', `${window.location.origin}/map?country=PT`), { strict: true });
    expect(await screen.findByRole('heading', { name: 'Verification page' })).toBeInTheDocument();
    expect(remembered()).toBe('/map?country=PT');
  });

  it('remembers the CV editor for a link without a continue URL, or one off this app', async () => {
    for (const continueUrl of [undefined, 'https://evil.example/map', '//evil.example/map', '/login']) {
      sessionStorage.setItem('previousLocation', '/blog');
      render(link('code-2', continueUrl));
      expect(await screen.findByRole('heading', { name: 'Verification page' })).toBeInTheDocument();
      expect(remembered()).toBe('/settings/edit-profile');
      cleanup();
    }
  });

  it('sends a password reset on to its page and anything incomplete home, remembering nothing', async () => {
    sessionStorage.setItem('previousLocation', '/blog');
    const reset = render(`/auth-action?mode=resetPassword&oobCode=r%201&continueUrl=${encodeURIComponent('/map')}`);
    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    expect(at(reset.router)).toBe('/reset-password?oobCode=r%201');
    cleanup();
    for (const path of ['/auth-action?mode=verifyEmail', '/auth-action?mode=recoverEmail&oobCode=c', '/auth-action']) {
      const { router } = render(path);
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      expect(at(router)).toBe('/');
      cleanup();
    }
    expect(remembered()).toBe('/blog');
  });
});
