import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/shell/route-guard';
import { Forms } from '../../shared/core/forms';
import {
  applyEmailVerificationCode,
  currentUserEmail,
  currentUserVerified,
  resendVerificationEmail,
} from '../../shared/firebase/auth';
import { clearToasts } from '../../test/render';
import EmailVerificationPage from './email-verification-page';
import { authFailure, renderWithLiveSession, toastsWith, type LiveSessionOptions } from './test-utils';

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  applyEmailVerificationCode: vi.fn(),
  currentUserEmail: vi.fn(),
  currentUserVerified: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));

const VERIFIED_TOAST = "Email verified. Let's build your CV.";
const VERIFIED = 'Your email is verified.';
const LOG_IN_TO_CONTINUE = 'Your email is verified. Log in to continue.';
const UNVERIFIED = { uid: 'abc', displayName: 'Lionel Messi', emailVerified: false, profileComplete: false };
const MEMBER = { uid: 'other', displayName: 'Club Scout', emailVerified: true, profileComplete: true };

// As in the router: the page sits under the guard, which reacts to the session.
const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/email-verification', element: <EmailVerificationPage /> },
      { path: '/settings/edit-profile', element: <h1>Edit profile page</h1> },
      { path: '/map', element: <h1>Map page</h1> },
    ],
  },
  { path: '/login', element: <h1>Login page</h1> },
];

/** The session Firebase reports after `reload()`: verified when `verified()` says so. */
function render(path: string, { verified = () => false, ...options }: { verified?: () => boolean } & Partial<LiveSessionOptions> = {}) {
  vi.mocked(currentUserVerified).mockImplementation(verified);
  const user = options.user === undefined ? UNVERIFIED : options.user;
  const result = renderWithLiveSession(routes, path, {
    afterReload: () => (user ? { ...user, emailVerified: verified() } : null),
    ...options,
    user,
  });
  return { ...result, user: userEvent.setup() };
}

/** The page as `/auth-action` forwards a verification link to it. */
const link = (code: string) => `/email-verification?oobCode=${encodeURIComponent(code)}`;
const remembered = () => sessionStorage.getItem('previousLocation');

async function expectNoAlreadySignedInToast() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('You are already signed in.')).not.toBeInTheDocument();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(currentUserEmail).mockReturnValue('leo@example.com');
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  cleanup();
  vi.mocked(applyEmailVerificationCode).mockReset();
  vi.mocked(resendVerificationEmail).mockReset();
  vi.mocked(currentUserVerified).mockReset();
  vi.restoreAllMocks();
});

describe('EmailVerificationPage, waiting for the link', () => {
  it('says where the link went', () => {
    render('/email-verification');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('leo@example.com')).toBeInTheDocument();
  });

  it('resends the email, then counts down 60 seconds with the button disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(resendVerificationEmail).mockResolvedValue(undefined);
    render('/email-verification');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByRole('button', { name: 'Resend email (60 s)' })).toBeDisabled();
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    // The new link brings the player back to the next step.
    expect(resendVerificationEmail).toHaveBeenCalledWith(`${window.location.origin}/settings/edit-profile`);
    expect(await screen.findByText('We sent a new link to leo@example.com.')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend email (59 s)' })).toBeDisabled();
    for (let i = 0; i < 59; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    const again = screen.getByRole('button', { name: 'Resend email' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(resendVerificationEmail).toHaveBeenCalledTimes(2);
  });

  it("explains a refused resend with the core's message and starts no countdown", async () => {
    vi.mocked(resendVerificationEmail).mockRejectedValue(authFailure('auth/too-many-requests'));
    const { user } = render('/email-verification');
    await user.click(screen.getByRole('button', { name: 'Resend email' }));

    const { message } = Forms.failure('auth', 'auth/too-many-requests');
    await vi.waitFor(() => expect(toastsWith(message)).toHaveLength(1));
    // On the page as well, where it stays once the toast has closed.
    expect(screen.getAllByText(message).filter((el) => !el.closest('.Toastify'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled();
  });

  it('says clearly when the email is not verified yet, and stays', async () => {
    sessionStorage.setItem('previousLocation', '/map');
    const { user, router, reload } = render('/email-verification');
    await user.click(screen.getByRole('button', { name: 'I have verified' }));

    expect(await screen.findByText(/Your email is not verified yet/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/email-verification');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    expect(sessionStorage.getItem('previousLocation')).toBe('/map');
    expect(screen.queryByText(VERIFIED_TOAST)).not.toBeInTheDocument();
  });

  it('logs a failed reload and shows nothing: no toast, no alert, the page as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('previousLocation', '/map');
    const { user, router, reload } = render('/email-verification');
    const failure = authFailure('auth/network-request-failed');
    reload.mockRejectedValueOnce(failure);
    await user.click(screen.getByRole('button', { name: 'I have verified' }));

    expect(await screen.findByRole('button', { name: 'I have verified' })).toBeEnabled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    // Give a toast the time to appear: none does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(0);
    expect(screen.queryByText(Forms.failure('auth', 'auth/network-request-failed').message)).not.toBeInTheDocument();
    for (const alert of screen.queryAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/email-verification');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    expect(sessionStorage.getItem('previousLocation')).toBe('/map');
  });

  it('continues to the CV editor once verified, with the success toast and no "already signed in"', async () => {
    let verified = false;
    const { user, router, reload } = render('/email-verification', { verified: () => verified });
    verified = true; // the user opened the link elsewhere
    await user.click(screen.getByRole('button', { name: 'I have verified' }));

    expect(await screen.findByRole('heading', { name: 'Edit profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(VERIFIED_TOAST)).toBeInTheDocument();
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    await expectNoAlreadySignedInToast();
  });

  it('asks a signed-out visitor to log in', () => {
    render('/email-verification', { user: null });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Resend email' })).not.toBeInTheDocument();
  });
});

describe('EmailVerificationPage, a link opened signed in', () => {
  it('applies the code once, reloads the session and continues to the next step with a success message', async () => {
    let verified = false;
    vi.mocked(applyEmailVerificationCode).mockImplementation(async () => {
      verified = true;
    });
    // What /auth-action remembered from the link's continue URL.
    sessionStorage.setItem('previousLocation', '/settings/edit-profile');
    const { router, reload } = render(link('code-1'), { verified: () => verified, strict: true });

    expect(await screen.findByRole('heading', { name: 'Edit profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(applyEmailVerificationCode).toHaveBeenCalledTimes(1);
    expect(applyEmailVerificationCode).toHaveBeenCalledWith('code-1');
    expect(reload).toHaveBeenCalled();
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
    expect(toastsWith(VERIFIED)).toHaveLength(1);
    await expectNoAlreadySignedInToast();
  });

  it('continues to the remembered next step, a page of this app', async () => {
    let verified = false;
    vi.mocked(applyEmailVerificationCode).mockImplementation(async () => {
      verified = true;
    });
    sessionStorage.setItem('previousLocation', '/map?country=PT');
    const { router } = render(link('code-2'), { user: { ...UNVERIFIED, profileComplete: true }, verified: () => verified });

    expect(await screen.findByRole('heading', { name: 'Map page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/map?country=PT');
  });

  it('continues to the CV editor when nothing is remembered', async () => {
    let verified = false;
    vi.mocked(applyEmailVerificationCode).mockImplementation(async () => {
      verified = true;
    });
    const { router } = render(link('code-3'), { verified: () => verified });

    expect(await screen.findByRole('heading', { name: 'Edit profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
  });

  it('stays and applies the code when the signed-in account is verified already', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    sessionStorage.setItem('previousLocation', '/map');
    const { router } = render(link('code-4'), { user: MEMBER, verified: () => true });

    expect(await screen.findByRole('heading', { name: 'Map page' })).toBeInTheDocument();
    expect(applyEmailVerificationCode).toHaveBeenCalledWith('code-4');
    expect(router.state.location.pathname).toBe('/map');
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
    await expectNoAlreadySignedInToast();
  });

  it('says so when the code verified another account than the unverified one signed in, and offers its steps', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    const { router } = render(link('code-5'));

    expect(await screen.findByText('That email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-verification');
  });

  it('explains an expired link and offers to resend it', async () => {
    vi.mocked(applyEmailVerificationCode).mockRejectedValue(authFailure('auth/expired-action-code'));
    vi.mocked(resendVerificationEmail).mockResolvedValue(undefined);
    const { user } = render(link('old-code'));

    expect(await screen.findByText(Forms.failure('auth', 'auth/expired-action-code').message)).toBeInTheDocument();
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

describe('EmailVerificationPage, a link opened signed out', () => {
  it('applies the code and sends the player to log in, which then returns to the next step', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    sessionStorage.setItem('previousLocation', '/map');
    const { router } = render(link('code-6'), { user: null, strict: true });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(applyEmailVerificationCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(LOG_IN_TO_CONTINUE)).toBeInTheDocument();
    // What the login page returns to.
    expect(remembered()).toBe('/map');
  });

  it('remembers the CV editor when nothing in-app is remembered', async () => {
    vi.mocked(applyEmailVerificationCode).mockResolvedValue(undefined);
    render(link('code-7'), { user: null });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(remembered()).toBe('/settings/edit-profile');
  });

  it("explains an invalid or used link with the core's message and links to log in", async () => {
    vi.mocked(applyEmailVerificationCode).mockRejectedValue(authFailure('auth/invalid-action-code'));
    const { router } = render(link('used-code'), { user: null });

    expect(await screen.findByText(Forms.failure('auth', 'auth/invalid-action-code').message)).toBeInTheDocument();
    expect(screen.getByText('We could not verify your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/email-verification');
    expect(remembered()).toBe('/settings/edit-profile');
  });
});
