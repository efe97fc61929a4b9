import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/shell/route-guard';
import { Forms } from '../../shared/core/forms';
import { formRule } from '../../shared/forms/form-rule';
import { signIn, type AuthUser } from '../../shared/firebase/auth';
import { clearToasts } from '../../test/render';
import LoginPage from './login-page';
import { authFailure, coreFieldErrors, fieldError, renderWithLiveSession, toastsWith } from './test-utils';

/** The core's rule of the login form. */
const validateLogin = formRule(Forms.check, 'login');

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  signIn: vi.fn(),
}));

const VERIFIED: AuthUser = { uid: 'abc', displayName: 'Lionel Messi', emailVerified: true };
const INCORRECT = 'The email or password is incorrect.';

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/email-verification', element: <h1>Verify page</h1> },
    ],
  },
  { path: '/map', element: <h1>Map page</h1> },
  { path: '/profile/myprofile', element: <h1>My profile page</h1> },
  { path: '/signup', element: <h1>Signup page</h1> },
  { path: '/forgot-password', element: <h1>Forgot page</h1> },
];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.mocked(signIn).mockReset();
  vi.restoreAllMocks();
});

/** Renders /login for a signed-out visitor whose session becomes `signedInAs` on reload (as after a sign-in). */
function renderLogin(signedInAs: Partial<AuthUser> & { profileComplete?: boolean } = { ...VERIFIED, profileComplete: true }) {
  const result = renderWithLiveSession(routes, '/login', { user: null, afterReload: () => signedInAs });
  return {
    ...result,
    user: userEvent.setup(),
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    password: screen.getByLabelText(/^Password/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

describe('LoginPage', () => {
  it('labels its controls with the right autocomplete and links to password reset and sign-up', async () => {
    const { email, password, user, router } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it("shows the core's field messages and does not call Firebase for an invalid form", async () => {
    const { user, email, password, submit } = renderLogin();
    await user.type(email, 'leo@');
    await user.click(submit);

    const expected = coreFieldErrors(validateLogin, { email: 'leo@', password: '' });
    await waitFor(() => expect(fieldError(email)).toBe(expected.email));
    expect(fieldError(password)).toBe(expected.password);
    expect(expected.email).toBeTruthy();
    expect(expected.password).toBeTruthy();
    expect(email).toHaveValue('leo@');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('explains a rejected sign-in, keeps the email, clears the password and the skip flag', async () => {
    vi.mocked(signIn).mockRejectedValue(authFailure('auth/invalid-credential'));
    const { user, email, password, submit, router, reload } = renderLogin();
    await user.type(email, 'leo@example.com');
    await user.type(password, 'wrong-pass1');
    await user.click(submit);

    // Beside the button, where it stays once the toast has closed.
    expect(await screen.findByText(INCORRECT, { selector: '.form-failure' })).toBeInTheDocument();
    expect(toastsWith(INCORRECT)).toHaveLength(1);
    expect(email).toHaveValue('leo@example.com');
    expect(password).toHaveValue('');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(submit).toBeEnabled();
  });

  it('shows progress and disables the button while signing in', async () => {
    vi.mocked(signIn).mockReturnValue(new Promise(() => {}));
    const { user, email, password } = renderLogin();
    await user.type(email, 'leo@example.com');
    await user.type(password, 'goat-10-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it('goes to the remembered page without the "already signed in" toast, and clears the skip flag', async () => {
    sessionStorage.setItem('previousLocation', '/map');
    let flagDuringSignIn: string | null = null;
    vi.mocked(signIn).mockImplementation(async () => {
      flagDuringSignIn = sessionStorage.getItem('skipPublicOnlyToast');
      return VERIFIED;
    });
    const { user, email, password, submit, router, reload } = renderLogin();
    await user.type(email, 'Leo@Example.COM');
    await user.type(password, 'goat-10-pass');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Map page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/map');
    expect(signIn).toHaveBeenCalledWith(validateLogin({ email: 'Leo@Example.COM', password: 'goat-10-pass' }).email, 'goat-10-pass');
    expect(flagDuringSignIn).not.toBeNull();
    expect(reload).toHaveBeenCalled();
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You are already signed in.')).not.toBeInTheDocument();
  });

  it('goes to the profile when no safe page was remembered', async () => {
    sessionStorage.setItem('previousLocation', '//evil.example/steal');
    vi.mocked(signIn).mockResolvedValue(VERIFIED);
    const { user, email, password, submit, router } = renderLogin();
    await user.type(email, 'leo@example.com');
    await user.type(password, 'goat-10-pass');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'My profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/myprofile');
  });

  it('sends a user whose email is not verified to the verification page', async () => {
    sessionStorage.setItem('previousLocation', '/map');
    vi.mocked(signIn).mockResolvedValue({ ...VERIFIED, emailVerified: false });
    const { user, email, password, submit, router } = renderLogin({ ...VERIFIED, emailVerified: false, profileComplete: false });
    await user.type(email, 'leo@example.com');
    await user.type(password, 'goat-10-pass');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-verification');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
  });
});

