import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/shell/route-guard';
import { authError } from '../../shared/core/forms';
import {
  applyEmailVerificationCode,
  currentUserEmail,
  currentUserVerified,
  resendVerificationEmail,
} from '../../shared/firebase/auth';
import { clearToasts } from '../../test/render';
import AuthActionPage from './auth-action-page';
import { authFailure, renderWithLiveSession, toastsWith, type LiveSessionOptions } from './test-utils';

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  applyEmailVerificationCode: vi.fn(),
  currentUserEmail: vi.fn(),
  currentUserVerified: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));

const VERIFIED = 'Your email is verified.';
const LOG_IN_TO_CONTINUE = 'Your email is verified. Log in to continue.';
const UNVERIFIED = { uid: 'abc', displayName: 'Lionel Messi', emailVerified: false, profileComplete: false };
const MEMBER = { uid: 'other', displayName: 'Club Scout', emailVerified: true, profileComplete: true };

// As in the router: the page sits under the guard, which reacts to the session.
const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/auth-action', element: <AuthActionPage /> },
      { path: '/email-verification', element: <h1>Verification page</h1> },
      { path: '/reset-password', element: <h1>Reset page</h1> },
      { path: '/settings/edit-profile', element: <h1>Edit profile page</h1> },
      { path: '/map', element: <h1>Map page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
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

/** The session Firebase reports after `reload()`: verified when `verified()` says so. */
function render(
  path: string,
  { verified = () => false, ...options }: { verified?: () => boolean } & Partial<LiveSessionOptions> = {},
) {
  vi.mocked(currentUserVerified).mockImplementation(verified);
  const user = options.user === undefined ? UNVERIFIED : options.user;
  const result = renderWithLiveSession(routes, path, {
    afterReload: () => (user ? { ...user, emailVerified: verified() } : null),
    ...options,
    user,
  });
  return { ...result, user: userEvent.setup() };
}

const remembered = () => sessionStorage.getItem('previousLocation');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(currentUserEmail).mockReturnValue('leo@example.com');
});

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.mocked(applyEmailVerificationCode).mockReset();
  vi.mocked(resendVerificationEmail).mockReset();
  vi.mocked(currentUserVerified).mockReset();
  vi.restoreAllMocks();
});

describe('AuthActionPage, a verification link opened signed in', () => {
  it('applies the code once, reloads the session and continues to the next step with a success message', async () => {
    let verified = false;
    vi.mocked(applyEmailVerificationCode).mockImplementation(async () => {
      verified = true;
    });
    const { router, reload } = render(link('code-1', `${window.location.origin}/settings/edit-profile`), {
      verified: () => verified,
      strict: true,
    });

    expect(await screen.findByRole('heading', { name: 'Edit profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(applyEmailVerificationCode).toHaveBeenCalledTimes(1);
    expect(applyEmailVerificationCode).toHaveBeenCalledWith('code-1');
    expect(reload).toHaveBeenCalled();
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
    expect(toastsWith(VERIFIED)).toHaveLength(1);
    expect(screen.queryByText('You are already signed in.')).not.toBeInTheDocument();
  });

  it("follows the link's continue URL when it is a page of this app", async () => {
    let verified = false;
    vi.mocked(applyEmailVerificationCode).mockImplementation(async () => {
      verified = true;
    });
    const { router } = render(link('code-2', `${window.location.origin}/map?country=PT`), {
      user: { ...UNVERIFIED, profileComplete: true },
      verified: () => verified,
    });

    expect(await screen.findByRole('heading', { name: 'Map page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/map?country=PT');
  });

  it('never follows a continue URL off this app: the next step instead', async () => {
    let verified = false;
    vi.mocked(applyEmailVerificationCode).mockImplementation(async () => {
      verified = true;
    });
    const { router } = render(link('code-3', 'https://evil.example/map'), { verified: () => verified });

    expect(await screen.findByRole('heading', { name: 'Edit profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
  });

  it('still applies the code when the signed-in account is verified already', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    const { router } = render(link('code-4', `${window.location.origin}/map`), { user: MEMBER, verified: () => true });

    expect(await screen.findByRole('heading', { name: 'Map page' })).toBeInTheDocument();
    expect(applyEmailVerificationCode).toHaveBeenCalledWith('code-4');
    expect(router.state.location.pathname).toBe('/map');
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
  });

  it('says so when the code verified another account than the unverified one signed in, and offers its steps', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    const { router } = render(link('code-5'));

    expect(await screen.findByText('That email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth-action');
  });

  it('explains an expired link and offers to resend it', async () => {
    vi.mocked(applyEmailVerificationCode).mockRejectedValue(authFailure('auth/expired-action-code'));
    vi.mocked(resendVerificationEmail).mockResolvedValue(undefined);
    const { user } = render(link('old-code'));

    expect(await screen.findByText(authError('auth/expired-action-code').message)).toBeInTheDocument();
    expect(screen.getByText('We could not verify your email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('We sent a new link to leo@example.com.')).toBeInTheDocument();
  });

  it('continues when a used link belongs to a session that is verified by now', async () => {
    vi.mocked(applyEmailVerificationCode).mockRejectedValue(authFailure('auth/invalid-action-code'));
    const { router } = render(link('used-code'), { verified: () => true });

    expect(await screen.findByRole('heading', { name: 'Edit profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(await screen.findByText('Your email is already verified.')).toBeInTheDocument();
  });
});

describe('AuthActionPage, a verification link opened signed out', () => {
  it('applies the code and sends the player to log in, which then returns to the next step', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    const { router } = render(link('code-6', `${window.location.origin}/map`), { user: null, strict: true });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(applyEmailVerificationCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(LOG_IN_TO_CONTINUE)).toBeInTheDocument();
    // What the login page returns to.
    expect(remembered()).toBe('/map');
  });

  it('remembers the next step rather than an unsafe continue URL', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    render(link('code-7', '//evil.example/map'), { user: null });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(remembered()).toBe('/settings/edit-profile');
  });

  it("explains an invalid or used link with the core's message and links to log in", async () => {
    vi.mocked(applyEmailVerificationCode).mockRejectedValue(authFailure('auth/invalid-action-code'));
    const { router } = render(link('used-code'), { user: null });

    expect(await screen.findByText(authError('auth/invalid-action-code').message)).toBeInTheDocument();
    expect(screen.getByText('We could not verify your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/auth-action');
    expect(remembered()).toBe('/settings/edit-profile');
  });
});

describe('AuthActionPage, other actions', () => {
  it('sends a password reset on to its page and anything incomplete home', async () => {
    const { router } = render('/auth-action?mode=resetPassword&oobCode=r%201', { user: null });
    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?oobCode=r%201');
    cleanup();
    render('/auth-action?mode=verifyEmail', { user: null });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(applyEmailVerificationCode).not.toHaveBeenCalled();
  });
});
