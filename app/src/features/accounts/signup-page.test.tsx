import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Forms, type SignupForm } from '../../shared/core/forms';
import { formRule } from '../../shared/forms/form-rule';
import { signUp } from '../../shared/firebase/auth';
import { writeDocuments } from '../../shared/firebase/documents';
import { clearToasts } from '../../test/render';
import SignupPage from './signup-page';
import { authFailure, coreFieldErrors, fieldError, renderWithLiveSession, toastsWith } from './test-utils';

/** The core's rule of the signup form. */
const validateSignup = formRule(Forms.check, 'signup');

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  signUp: vi.fn(),
}));
// The one writer of write plans runs for real over a replaced Firestore wrapper: the page hands it the core's plan.
vi.mock('../../shared/firebase/documents', () => ({
  writeDocuments: vi.fn(),
  serverTime: () => 'SERVER_TIME',
  timestampOf: () => undefined,
}));

const routes = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/email-verification', element: <h1>Verify page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(writeDocuments).mockResolvedValue(undefined);
});

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.mocked(signUp).mockReset();
  vi.mocked(writeDocuments).mockReset();
  vi.restoreAllMocks();
});

function renderSignup() {
  const result = renderWithLiveSession(routes, '/signup', { user: null });
  const controls = {
    firstName: screen.getByLabelText(/^First name/) as HTMLInputElement,
    lastName: screen.getByLabelText(/^Last name/) as HTMLInputElement,
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    password: screen.getByLabelText(/^Password/) as HTMLInputElement,
    confirmPassword: screen.getByLabelText(/^Confirm password/) as HTMLInputElement,
    acceptTerms: screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }) as HTMLInputElement,
  };
  return { ...result, user: userEvent.setup(), controls, submit: screen.getByRole('button', { name: 'Create account' }) };
}

type Controls = ReturnType<typeof renderSignup>['controls'];

async function fill(user: ReturnType<typeof userEvent.setup>, controls: Controls, form: SignupForm) {
  for (const key of ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const) {
    if (form[key]) await user.type(controls[key], form[key]);
  }
  if (form.acceptTerms) await user.click(controls.acceptTerms);
}

const VALID: SignupForm = {
  firstName: ' Lionel ',
  lastName: 'Messi',
  email: 'Leo@Example.COM',
  password: 'goat-10-pass',
  confirmPassword: 'goat-10-pass',
  acceptTerms: true,
};

describe('SignupPage', () => {
  it('labels every control, with autocomplete hints and a link to the terms', () => {
    const { controls } = renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(controls.firstName).toHaveAttribute('autocomplete', 'given-name');
    expect(controls.lastName).toHaveAttribute('autocomplete', 'family-name');
    expect(controls.email).toHaveAttribute('autocomplete', 'email');
    expect(controls.password).toHaveAttribute('autocomplete', 'new-password');
    expect(controls.confirmPassword).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/t&c');
  });

  it("shows the core's message under each invalid field and keeps what was typed", async () => {
    const form: SignupForm = {
      firstName: 'Lionel',
      lastName: '',
      email: 'leo@',
      password: 'short',
      confirmPassword: 'shorter',
      acceptTerms: false,
    };
    const { user, controls, submit } = renderSignup();
    await fill(user, controls, form);
    await user.click(submit);

    const expected = coreFieldErrors(validateSignup, form);
    for (const field of ['lastName', 'email', 'password', 'acceptTerms'] as const) {
      expect(expected[field], field).toBeTruthy();
    }
    await waitFor(() => expect(fieldError(controls.email)).toBe(expected.email));
    for (const field of ['firstName', 'lastName', 'password', 'confirmPassword', 'acceptTerms'] as const) {
      expect(fieldError(controls[field]), field).toBe(expected[field] ?? null);
    }
    expect(controls.acceptTerms).toHaveAttribute('aria-invalid', 'true');
    expect(controls.firstName).toHaveValue('Lionel');
    expect(controls.email).toHaveValue('leo@');
    expect(controls.password).toHaveValue('short');
    expect(controls.confirmPassword).toHaveValue('shorter');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account with the core display name, records the terms and goes to email verification', async () => {
    vi.mocked(signUp).mockResolvedValue('uid-10');
    const { user, controls, submit, router, reload } = renderSignup();
    await fill(user, controls, VALID);
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-verification');
    const normalised = validateSignup(VALID);
    expect(signUp).toHaveBeenCalledWith(
      normalised.email,
      'goat-10-pass',
      normalised.displayName,
      `${window.location.origin}/settings/edit-profile`,
    );
    expect(normalised.displayName).toBe(`${normalised.firstName} ${normalised.lastName}`);
    // One write of the core's plan, every time stamped by the server.
    expect(writeDocuments).toHaveBeenCalledTimes(1);
    expect(writeDocuments).toHaveBeenCalledWith([
      {
        path: 'users/uid-10',
        data: {
          email: normalised.email,
          termsAcceptedAt: 'SERVER_TIME',
          createdAt: 'SERVER_TIME',
          updatedAt: 'SERVER_TIME',
        },
      },
    ]);
    expect(reload).toHaveBeenCalled();
  });

  it('puts "email already in use" under the email field and keeps every value', async () => {
    vi.mocked(signUp).mockRejectedValue(authFailure('auth/email-already-in-use'));
    const { user, controls, submit, router } = renderSignup();
    await fill(user, controls, VALID);
    await user.click(submit);

    const { message } = Forms.failure('auth', 'auth/email-already-in-use');
    await waitFor(() => expect(fieldError(controls.email)).toBe(message));
    expect(router.state.location.pathname).toBe('/signup');
    expect(controls.firstName).toHaveValue(VALID.firstName);
    expect(controls.email).toHaveValue(VALID.email);
    expect(controls.password).toHaveValue(VALID.password);
    expect(controls.acceptTerms).toBeChecked();
    expect(writeDocuments).not.toHaveBeenCalled();
  });

  it('explains a network failure beside the button and in a toast, and keeps every value', async () => {
    vi.mocked(signUp).mockRejectedValue(authFailure('auth/network-request-failed'));
    const { user, controls, submit, router } = renderSignup();
    await fill(user, controls, VALID);
    await user.click(submit);

    const { message } = Forms.failure('auth', 'auth/network-request-failed');
    expect(await screen.findByText(message, { selector: '.form-failure' })).toBeInTheDocument();
    expect(toastsWith(message)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/signup');
    expect(controls.lastName).toHaveValue(VALID.lastName);
    expect(controls.confirmPassword).toHaveValue(VALID.confirmPassword);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows progress and disables the button while the account is created', async () => {
    vi.mocked(signUp).mockReturnValue(new Promise(() => {}));
    const { user, controls, submit } = renderSignup();
    await fill(user, controls, VALID);
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Creating account…' })).toBeDisabled();
  });
});
