import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../firebase/auth';
import { getDocument } from '../firebase/documents';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

const auth = vi.hoisted(() => ({ listener: null as ((user: AuthUser | null) => void) | null }));

vi.mock('../firebase/auth', () => ({
  onAuthUserChanged: vi.fn((listener: (user: AuthUser | null) => void) => {
    auth.listener = listener;
    return () => {};
  }),
  reloadAuthUser: vi.fn(() => Promise.resolve({ uid: 'abc', displayName: 'Ana Silva', emailVerified: true })),
}));
vi.mock('../firebase/documents', () => ({ getDocument: vi.fn() }));

const YEAR = new Date().getFullYear();
const COMPLETE_CV = {
  firstName: 'Ana',
  lastName: 'Silva',
  birthMonth: `${YEAR - 20}-01`,
  nationality: 'PT',
  countryOfResidence: 'ES',
  city: 'Madrid',
  playerType: 'outfield',
  mainPosition: 'CM',
  secondaryPositions: [],
  availability: 'open-to-offers',
  career: [],
  honours: [],
  languages: [],
  bio: '',
  links: [],
  visibility: 'public',
  hasPhoto: false,
};

let session: ReturnType<typeof useSession> | null = null;
function Probe() {
  session = useSession();
  return <p>complete: {String(session.session.profileComplete)}</p>;
}

beforeEach(() => {
  vi.clearAllMocks();
  session = null;
  auth.listener = null;
});
afterEach(cleanup);

describe('SessionProvider', () => {
  it('re-reads the profile-complete flag from the saved CV on reload()', async () => {
    vi.mocked(getDocument).mockResolvedValue(null);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await vi.waitFor(() => expect(auth.listener).not.toBeNull());
    act(() => auth.listener?.({ uid: 'abc', displayName: 'Ana Silva', emailVerified: true }));
    expect(await screen.findByText('complete: false')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledWith('players/abc');

    vi.mocked(getDocument).mockResolvedValue(COMPLETE_CV);
    await act(async () => {
      await session?.reload();
    });
    expect(screen.getByText('complete: true')).toBeInTheDocument();
  });

  it('treats a uid that names no document (the core builds no path) as an incomplete profile, without a read', async () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await vi.waitFor(() => expect(auth.listener).not.toBeNull());
    act(() => auth.listener?.({ uid: 'a/b', displayName: 'Ana Silva', emailVerified: true }));
    await vi.waitFor(() => expect(session?.user?.uid).toBe('a/b'));
    expect(session?.session.profileComplete).toBe(false);
    expect(getDocument).not.toHaveBeenCalled();
  });
});
