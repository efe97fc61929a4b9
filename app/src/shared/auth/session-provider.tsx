import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { User } from '../core/startup';
import type { AuthUser } from '../firebase/auth';
import { SessionContext, type SessionContextValue, type SessionUser } from './session-context';

async function withProfileFlag(user: AuthUser): Promise<SessionUser> {
  // A uid the core builds no document path for has no CV to read: its profile is incomplete.
  const player = User.paths(user.uid).player;
  if (!user.emailVerified || !player) return { ...user, profileComplete: false, accountKind: 'player', hasPhoto: null };
  try {
    // Loaded on demand: signed-out visitors never download the Firestore SDK or the profile rules.
    // Both start at once; the CV is requested as soon as the documents wrapper is there.
    const core = import('../core/profile');
    core.catch(() => undefined); // A failure is reported where it is awaited, below.
    const { getDocument } = await import('../firebase/documents');
    const cv = await getDocument(player);
    const { Profile, Scout } = await core;
    if (cv) {
      return { ...user, profileComplete: Profile.read({ cv }).complete, accountKind: 'player', hasPhoto: cv.hasPhoto === true };
    }
    // An account has a CV or a scout profile, never both: only an account without a CV (a scout's, or a new one) is
    // asked for the other, so a player's session still starts with one read.
    const scout = Scout.read({ uid: user.uid }).path;
    const scoutDoc = scout ? await getDocument(scout) : null;
    // A scout has no picture.
    if (scoutDoc) return { ...user, profileComplete: Scout.read({ record: scoutDoc }).complete, accountKind: 'scout', hasPhoto: false };
    return { ...user, profileComplete: false, accountKind: 'new', hasPhoto: null };
  } catch (error) {
    console.info('Could not read the profile; treating it as incomplete.', error);
    return { ...user, profileComplete: false, accountKind: 'player', hasPhoto: null };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ ready: boolean; user: SessionUser | null }>({ ready: false, user: null });
  const [pictureVersion, setPictureVersion] = useState(0);

  useEffect(() => {
    let latest = 0;
    let unsubscribe: (() => void) | null = null;
    let disposed = false;
    // The Auth SDK is loaded after the first paint: public pages render without waiting for it.
    void import('../firebase/auth').then(({ onAuthUserChanged }) => {
      if (disposed) return;
      unsubscribe = onAuthUserChanged((user) => {
        const call = ++latest;
        if (!user) {
          setState({ ready: true, user: null });
          return;
        }
        void withProfileFlag(user).then((full) => {
          if (call === latest) setState({ ready: true, user: full });
        });
      });
    });
    return () => {
      disposed = true;
      unsubscribe?.();
    };
  }, []);

  const reload = useCallback(async () => {
    const { reloadAuthUser } = await import('../firebase/auth');
    const user = await reloadAuthUser();
    setState({ ready: true, user: user ? await withProfileFlag(user) : null });
  }, []);

  const refreshPicture = useCallback((hasPhoto: boolean) => {
    setState((current) => (current.user ? { ...current, user: { ...current.user, hasPhoto } } : current));
    setPictureVersion((v) => v + 1);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      ready: state.ready,
      user: state.user,
      session: {
        signedIn: state.user !== null,
        emailVerified: state.user?.emailVerified ?? false,
        profileComplete: state.user?.profileComplete ?? false,
      },
      reload,
      pictureVersion,
      refreshPicture,
    }),
    [state, reload, pictureVersion, refreshPicture],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
