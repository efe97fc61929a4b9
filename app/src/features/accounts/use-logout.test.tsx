import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../app/shell/user-menu';
import { signOutUser } from '../../shared/firebase/auth';
import { clearToasts, renderRoutes } from '../../test/render';

vi.mock('../../shared/firebase/auth', () => ({ signOutUser: vi.fn() }));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn(() => Promise.reject(new Error('no picture'))) }));

const USER_KEYS = [
  'userProfile_abc',
  'userStats_profileImage',
  'userStats_physicalStep',
  'userStats_technicalStep',
  'userStats_goalkeeperTechnicalStep',
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const key of USER_KEYS) localStorage.setItem(key, JSON.stringify({ cached: key }));
  localStorage.setItem('theme', '"dark"');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(signOutUser).mockReset();
});

function renderSignedIn() {
  const result = renderRoutes(
    [
      { path: '/profile/myprofile', element: <UserMenu displayName="Lionel Messi" /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/profile/myprofile',
    { user: { uid: 'abc', displayName: 'Lionel Messi' } },
  );
  return result;
}

async function clickLogout() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Hi, Lionel Messi' }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

describe('Logout from the user menu', () => {
  it('clears the cached user keys, signs out, toasts, sets the skip flag and goes to /login', async () => {
    vi.mocked(signOutUser).mockResolvedValue(undefined);
    const { router } = renderSignedIn();

    await clickLogout();

    expect(await screen.findByText('You have successfully signed out!')).toBeInTheDocument();
    expect(signOutUser).toHaveBeenCalledTimes(1);
    for (const key of USER_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it("clears what a read under way cached while Firebase signed out", async () => {
    // The page's CV read resolves during the sign-out and caches the CV again.
    vi.mocked(signOutUser).mockImplementation(async () => {
      localStorage.setItem('userProfile_abc', JSON.stringify({ firstName: 'Lionel' }));
    });
    renderSignedIn();

    await clickLogout();

    expect(await screen.findByText('You have successfully signed out!')).toBeInTheDocument();
    for (const key of USER_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('theme')).toBe('"dark"');
  });

  it('toasts the failure and stays put when Firebase refuses to sign out', async () => {
    vi.mocked(signOutUser).mockRejectedValue(new Error('network down'));
    const { router } = renderSignedIn();

    await clickLogout();

    expect(await screen.findByText('Error during logout. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('You have successfully signed out!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/myprofile');
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hi, Lionel Messi' })).toBeInTheDocument();
  });
});
