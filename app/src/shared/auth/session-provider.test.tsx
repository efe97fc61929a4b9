import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../firebase/auth';
import { Member } from '../core/session';
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

const SCOUT = { name: 'Marta Ruiz', role: 'agent', organisation: 'Ruiz Sports', country: 'PT' };

/** Firestore holding `docs` by path (any other path: no document). */
function holds(docs: Record<string, unknown>) {
  vi.mocked(getDocument).mockImplementation(((path: string) => Promise.resolve(docs[path] ?? null)) as typeof getDocument);
}

let session: ReturnType<typeof useSession> | null = null;
function Probe() {
  session = useSession();
  return (
    <p>
      complete: {String(session.session.profileComplete)}, {session.user?.accountKind ?? 'signed out'}
    </p>
  );
}

/** Renders the provider, then has the Auth SDK report `user` signed in. */
async function signInAs(user: AuthUser) {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  await vi.waitFor(() => expect(auth.listener).not.toBeNull());
  act(() => auth.listener?.(user));
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  session = null;
  auth.listener = null;
});
afterEach(cleanup);

describe('SessionProvider', () => {
  it('re-reads the profile-complete flag from the saved CV on reload()', async () => {
    holds({});
    await signInAs({ uid: 'abc', displayName: 'Ana Silva', emailVerified: true });
    expect(await screen.findByText('complete: false, new')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledWith('players/abc');

    holds({ 'players/abc': COMPLETE_CV });
    vi.mocked(getDocument).mockClear();
    await act(async () => {
      await session?.reload();
    });
    expect(screen.getByText('complete: true, player')).toBeInTheDocument();
    // A player's session starts with one read: an account with a CV has no scout profile to ask for.
    expect(getDocument).toHaveBeenCalledTimes(1);
  });

  it("knows from the CV whether the account has a picture, and follows an upload and a removal", async () => {
    holds({ 'players/abc': COMPLETE_CV });
    await signInAs({ uid: 'abc', displayName: 'Ana Silva', emailVerified: true });
    expect(await screen.findByText('complete: true, player')).toBeInTheDocument();
    expect(session?.user?.hasPhoto).toBe(false);
    act(() => session?.refreshPicture(true));
    expect(session?.user?.hasPhoto).toBe(true);
    expect(session?.pictureVersion).toBe(1);
    act(() => session?.refreshPicture(false));
    expect(session?.user?.hasPhoto).toBe(false);

    // No CV read (a new account may have uploaded a picture before its first save): not known, so asked.
    holds({});
    await act(async () => {
      await session?.reload();
    });
    expect(session?.user?.hasPhoto).toBe(null);
  });

  it("reads the scout profile beside the CV: a scout's account passes the guard once the core accepts its profile", async () => {
    holds({ 'scouts/abc': { ...SCOUT, name: '' } });
    await signInAs({ uid: 'abc', displayName: 'Marta Ruiz', emailVerified: true });
    expect(await screen.findByText('complete: false, scout')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledWith('scouts/abc');

    holds({ 'scouts/abc': SCOUT });
    await act(async () => {
      await session?.reload();
    });
    expect(screen.getByText('complete: true, scout')).toBeInTheDocument();
  });

  it('treats a uid that names no document (the core builds no path) as an incomplete profile, without a read', async () => {
    await signInAs({ uid: 'a/b', displayName: 'Ana Silva', emailVerified: true });
    await vi.waitFor(() => expect(session?.user?.uid).toBe('a/b'));
    expect(session?.session.profileComplete).toBe(false);
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('opens the session the device remembers when a signed-in page asks, until the Auth SDK answers', async () => {
    Member.remember({ confirmed: { uid: 'abc', displayName: 'Ana Silva', emailVerified: true, profileComplete: true, accountKind: 'player' } });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(session?.ready).toBe(false);
    act(() => session?.openRemembered());
    expect(await screen.findByText('complete: true, player')).toBeInTheDocument();
    expect(session?.provisional).toBe(true);
    expect(session?.user).toMatchObject({ uid: 'abc', displayName: 'Ana Silva', hasPhoto: null });
    expect(getDocument).not.toHaveBeenCalled();

    // Signed out meanwhile (elsewhere, or the account is gone): the remembered session goes too.
    await vi.waitFor(() => expect(auth.listener).not.toBeNull());
    act(() => auth.listener?.(null));
    await vi.waitFor(() => expect(Member.read({}).remembered).toBeUndefined());
    expect(session).toMatchObject({ ready: true, provisional: false, user: null });
  });

  it("keeps a verified account's confirmed session on the device, picture included, for the next visit", async () => {
    holds({ 'players/abc': COMPLETE_CV });
    await signInAs({ uid: 'abc', displayName: 'Ana Silva', emailVerified: true });
    expect(await screen.findByText('complete: true, player')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(Member.read({}).remembered).toEqual({
        uid: 'abc',
        displayName: 'Ana Silva',
        emailVerified: true,
        profileComplete: true,
        accountKind: 'player',
        hasPhoto: false,
      }),
    );
    act(() => session?.refreshPicture(true));
    await vi.waitFor(() => expect(Member.read({}).remembered?.hasPhoto).toBe(true));
    // Once confirmed, the remembered one is never opened over it.
    act(() => session?.openRemembered());
    expect(session?.provisional).toBe(false);
  });

  it("goes by what the device last confirmed of the same account when the CV cannot be read (offline), not by nothing", async () => {
    Member.remember({ confirmed: { uid: 'abc', emailVerified: true, profileComplete: true, accountKind: 'player', hasPhoto: true } });
    vi.mocked(getDocument).mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await signInAs({ uid: 'abc', displayName: 'Ana Silva', emailVerified: true });
    expect(await screen.findByText('complete: true, player')).toBeInTheDocument();
    expect(session?.user?.hasPhoto).toBe(true);
    cleanup();
    // Another account's remembered session says nothing of this one.
    auth.listener = null;
    await signInAs({ uid: 'other', displayName: 'Bo Other', emailVerified: true });
    expect(await screen.findByText('complete: false, player')).toBeInTheDocument();
  });
});
