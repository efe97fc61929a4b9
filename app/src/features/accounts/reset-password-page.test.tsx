import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Forms } from '../../shared/core/forms';
import { formRule } from '../../shared/forms/form-rule';
import { confirmReset, verifyResetCode } from '../../shared/firebase/auth';
import { clearToasts, renderRoutes } from '../../test/render';
import ResetPasswordPage from './reset-password-page';
import { authFailure, coreFieldErrors, fieldError } from './test-utils';

/** The core's rule of the newPassword form. */
const validateNewPassword = formRule(Forms.check, 'newPassword');

vi.mock('../../shared/firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/auth')>()),
  verifyResetCode: vi.fn(),
  confirmReset: vi.fn(),
}));

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.mocked(verifyResetCode).mockReset();
  vi.mocked(confirmReset).mockReset();
  vi.restoreAllMocks();
});

function renderPage(path: string) {
  const result = renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <h1>Forgot page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

async function expectAskAgain(message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
}

describe('ResetPasswordPage', () => {
  it('explains an invalid link and offers to ask for a new one', async () => {
    vi.mocked(verifyResetCode).mockRejectedValue(authFailure('auth/invalid-action-code'));
    renderPage('/reset-password?oobCode=used-code');
    await expectAskAgain(Forms.failure('auth', 'auth/invalid-action-code').message);
    expect(verifyResetCode).toHaveBeenCalledWith('used-code');
  });

  it('explains an expired link', async () => {
    vi.mocked(verifyResetCode).mockRejectedValue(authFailure('auth/expired-action-code'));
    renderPage('/reset-password?oobCode=old-code');
    await expectAskAgain(Forms.failure('auth', 'auth/expired-action-code').message);
  });

  it('says the same without a code, without asking Firebase', async () => {
    renderPage('/reset-password');
    await expectAskAgain(Forms.failure('auth', 'auth/invalid-action-code').message);
    expect(verifyResetCode).not.toHaveBeenCalled();
  });

  it('shows the account, checks the passwords with the core, changes it and goes to log in', async () => {
    vi.mocked(verifyResetCode).mockResolvedValue('leo@example.com');
    vi.mocked(confirmReset).mockResolvedValue(undefined);
    const { user, router } = renderPage('/reset-password?oobCode=good-code');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(await screen.findByText('leo@example.com')).toBeInTheDocument();
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');

    await user.type(password, 'fresh-pass-10');
    await user.type(confirm, 'fresh-pass-11');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const expected = coreFieldErrors(validateNewPassword, { password: 'fresh-pass-10', confirmPassword: 'fresh-pass-11' });
    expect(expected.confirmPassword).toBeTruthy();
    await waitFor(() => expect(fieldError(confirm)).toBe(expected.confirmPassword));
    expect(confirmReset).not.toHaveBeenCalled();

    await user.clear(confirm);
    await user.type(confirm, 'fresh-pass-10');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(confirmReset).toHaveBeenCalledWith('good-code', 'fresh-pass-10');
    expect(await screen.findByText('Your password has been changed. Log in with the new one.')).toBeInTheDocument();
  });

  it('puts a weak-password refusal under the password and keeps both entries', async () => {
    vi.mocked(verifyResetCode).mockResolvedValue('leo@example.com');
    vi.mocked(confirmReset).mockRejectedValue(authFailure('auth/weak-password'));
    const { user, router } = renderPage('/reset-password?oobCode=good-code');
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await user.type(password, 'fresh-pass-10');
    await user.type(confirm, 'fresh-pass-10');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(fieldError(password)).toBe(Forms.failure('auth', 'auth/weak-password').message));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(password).toHaveValue('fresh-pass-10');
    expect(confirm).toHaveValue('fresh-pass-10');
  });
});
