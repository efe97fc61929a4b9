import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reauthenticate, signOutUser } from '../../shared/firebase/auth';
import { callFunction } from '../../shared/firebase/functions';
import { renderRoutes } from '../../test/render';
import { DeleteAccount } from './delete-account';

vi.mock('../../shared/firebase/auth', () => ({
  reauthenticate: vi.fn(),
  signOutUser: vi.fn(),
  authErrorCode: (e: { code?: string }) => e.code ?? 'unknown',
}));
vi.mock('../../shared/firebase/functions', () => ({ callFunction: vi.fn() }));

const reauthMock = vi.mocked(reauthenticate);
const callMock = vi.mocked(callFunction);
const signOutMock = vi.mocked(signOutUser);

beforeEach(() => {
  vi.clearAllMocks();
  reauthMock.mockResolvedValue(undefined);
  signOutMock.mockResolvedValue(undefined);
});
afterEach(cleanup);

async function open() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/settings', element: <DeleteAccount /> },
      { path: '/', element: <p>Home</p> },
    ],
    '/settings',
    { user: {} },
  );
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { user, view };
}

describe('Delete my account', () => {
  it("refuses the function's answer at its field and keeps what was typed", async () => {
    callMock.mockRejectedValue(Object.assign(new Error("Type your account's e-mail address exactly as you log in with it."), { code: 'functions/invalid-argument' }));
    const { user } = await open();
    const password = screen.getByLabelText(/Your password/);
    expect(password).toHaveFocus();
    await user.type(password, 'Kickoff2025');
    await user.type(screen.getByLabelText(/Your e-mail address/), 'not.mine@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText("Type your account's e-mail address exactly as you log in with it.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Your e-mail address/)).toHaveValue('not.mine@example.com');
    expect(screen.getByLabelText(/Your password/)).toHaveValue('Kickoff2025');
    expect(callMock).toHaveBeenCalledWith('deleteAccount', { email: 'not.mine@example.com' }, expect.any(Number));
    expect(signOutMock).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling anything, then deletes, leaves the signed-in area and signs out', async () => {
    callMock.mockResolvedValue({ status: 'deleted' });
    const { user, view } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(reauthMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Your password/), 'Kickoff2025');
    await user.type(screen.getByLabelText(/Your e-mail address/), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(reauthMock).toHaveBeenCalledWith('Kickoff2025');
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(view.router.state.location.pathname).toBe('/');
  });
});
