import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/shell/route-guard';
import { authError } from '../../shared/core/forms';
import {
  currentUserEmail,
  currentUserVerified,
  resendVerificationEmail,
} from '../../shared/firebase/auth';
import { clearToasts } from '../../test/render';
import EmailVerificationPage from './email-verification-page';
import { authFailure, renderWithLiveSession, toastsWith, type LiveSessionOptions } from './test-utils';

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  currentUserEmail: vi.fn(),
  currentUserVerified: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));

const VERIFIED_TOAST = "Email verified. Let's build your CV.";
const UNVERIFIED = { uid: 'abc', displayName: 'Lionel Messi', emailVerified: false, profileComplete: false };

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
  const result = renderWithLiveSession(routes, path, {
    user: UNVERIFIED,
    afterReload: () => ({ ...UNVERIFIED, emailVerified: verified() }),
    ...options,
  });
  return { ...result, user: userEvent.setup() };
}

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

    const { message } = authError('auth/too-many-requests');
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
    expect(screen.queryByText(authError('auth/network-request-failed').message)).not.toBeInTheDocument();
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
