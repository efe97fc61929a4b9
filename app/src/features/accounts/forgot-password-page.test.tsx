import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Forms } from '../../shared/core/forms';
import { formRule } from '../../shared/forms/form-rule';
import { sendResetEmail } from '../../shared/firebase/auth';
import { clearToasts, renderRoutes } from '../../test/render';
import ForgotPasswordPage from './forgot-password-page';
import { authFailure, coreFieldErrors, fieldError, toastsWith } from './test-utils';

/** The core's rule of the forgotPassword form. */
const validateForgotPassword = formRule(Forms.check, 'forgotPassword');

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  sendResetEmail: vi.fn(),
}));

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.mocked(sendResetEmail).mockReset();
  vi.restoreAllMocks();
});

const neutral = (email: string) => `If an account exists for ${email}, we have sent a link to reset the password.`;

function renderPage() {
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/forgot-password',
  );
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Send reset link' }),
  };
}

describe('ForgotPasswordPage', () => {
  it('sends the link and shows the neutral message', async () => {
    vi.mocked(sendResetEmail).mockResolvedValue(undefined);
    const { user, email, submit } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'leo@example.com');
    await user.click(submit);

    expect(await screen.findByText(neutral('leo@example.com'))).toBeInTheDocument();
    expect(sendResetEmail).toHaveBeenCalledWith(validateForgotPassword({ email: 'leo@example.com' }).email);
  });

  it('shows the very same message when no account exists for the address', async () => {
    vi.mocked(sendResetEmail).mockRejectedValue(authFailure('auth/user-not-found'));
    const { user, email, submit } = renderPage();
    await user.type(email, 'nobody@example.com');
    await user.click(submit);

    expect(await screen.findByText(neutral('nobody@example.com'))).toBeInTheDocument();
    expect(toastsWith(Forms.failure('auth', 'auth/user-not-found').message)).toHaveLength(0);
    expect(fieldError(email)).toBeNull();
  });

  it("explains other failures with the core's message and keeps the address", async () => {
    vi.mocked(sendResetEmail).mockRejectedValue(authFailure('auth/too-many-requests'));
    const { user, email, submit } = renderPage();
    await user.type(email, 'leo@example.com');
    await user.click(submit);

    const { message } = Forms.failure('auth', 'auth/too-many-requests');
    expect(await screen.findByText(message, { selector: '.form-failure' })).toBeInTheDocument();
    expect(toastsWith(message)).toHaveLength(1);
    expect(screen.queryByText(neutral('leo@example.com'))).not.toBeInTheDocument();
    expect(email).toHaveValue('leo@example.com');
  });

  it("shows the core's message under an invalid address and sends nothing", async () => {
    const { user, email, submit } = renderPage();
    await user.type(email, 'leo@example');
    await user.click(submit);

    const expected = coreFieldErrors(validateForgotPassword, { email: 'leo@example' });
    expect(expected.email).toBeTruthy();
    await waitFor(() => expect(fieldError(email)).toBe(expected.email));
    expect(sendResetEmail).not.toHaveBeenCalled();
    expect(email).toHaveValue('leo@example');
  });
});
