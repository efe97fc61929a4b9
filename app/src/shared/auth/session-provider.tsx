import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { member } from '../core/member';
import type { RememberedSession } from '../core/session';
import { User } from '../core/startup';
import type { AuthUser } from '../firebase/auth';
import { keepAppOnDevice } from '../offline/app-cache';
import { SessionContext, type SessionContextValue, type SessionUser } from './session-context';

/** What the device keeps of a confirmed session (`Member` writes it: the core names the key). */
function remembered(user: SessionUser): RememberedSession {
  const { uid, displayName, emailVerified, profileComplete, accountKind, hasPhoto } = user;
  return {
    uid,
    emailVerified,
    profileComplete,
    accountKind,
    ...(displayName === null ? {} : { displayName }),
    ...(hasPhoto === null ? {} : { hasPhoto }),
  };
}

function fromRemembered(session: RememberedSession): SessionUser {
  const { uid, displayName, emailVerified, profileComplete, accountKind, hasPhoto } = session;
  return { uid, displayName: displayName ?? null, emailVerified, profileComplete, accountKind, hasPhoto: hasPhoto ?? null };
}

/**
 * Keeps the confirmed session on the device, or forgets the kept one (signed out). Only where the session's module is
 * loaded already (a verified account's session read its CV with it; a remembered session was read with it): a
 * signed-out visitor of a public page never downloads it.
 */
function rememberSession(user: SessionUser | null, loaded: boolean) {
  if (!loaded) return;
  void member().then(
    (Member) => Member.remember(user ? { confirmed: remembered(user) } : {}),
    () => undefined,
  );
}

async function withProfileFlag(user: AuthUser): Promise<SessionUser> {
  // A uid the core builds no document path for has no CV to read: its profile is incomplete.
  const player = User.paths(user.uid).player;
  if (!user.emailVerified || !player) return { ...user, profileComplete: false, accountKind: 'player', hasPhoto: null };
  // Loaded on demand: signed-out visitors never download the Firestore SDK or the session's rules.
  // Both start at once; the CV is requested as soon as the documents wrapper is there.
  const core = member();
  core.catch(() => undefined); // A failure is reported where it is awaited, below.
  try {
    const { getDocument } = await import('../firebase/documents');
    const cv = await getDocument(player);
    const Member = await core;
    if (cv) {
      return { ...user, profileComplete: Member.read({ uid: user.uid, cv }).complete, accountKind: 'player', hasPhoto: cv.hasPhoto === true };
    }
    // An account has a CV or a scout profile, never both: only an account without a CV (a scout's, or a new one) is
    // asked for the other, so a player's session still starts with one read.
    const scout = Member.read({ uid: user.uid }).scoutPath;
    const scoutDoc = scout ? await getDocument(scout) : null;
    // A scout has no picture.
    if (scoutDoc) return { ...user, profileComplete: Member.read({ uid: user.uid, scout: scoutDoc }).complete, accountKind: 'scout', hasPhoto: false };
    return { ...user, profileComplete: false, accountKind: 'new', hasPhoto: null };
  } catch (error) {
    // Offline, or the read failed: what this device last confirmed of the same account says more than nothing (a
    // complete CV stays complete; an offline visit is not sent to the editor).
    const kept = await core.then((Member) => Member.read({}).remembered, () => undefined);
    if (kept?.uid === user.uid) {
      console.info('Could not read the profile; going by what this device last confirmed.', error);
      return { ...user, profileComplete: kept.profileComplete, accountKind: kept.accountKind, hasPhoto: kept.hasPhoto ?? null };
    }
    console.info('Could not read the profile; treating it as incomplete.', error);
    return { ...user, profileComplete: false, accountKind: 'player', hasPhoto: null };
  }
}

interface State {
  ready: boolean;
  user: SessionUser | null;
  provisional: boolean;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ ready: false, user: null, provisional: false });
  const [pictureVersion, setPictureVersion] = useState(0);
  // Whether the remembered session was asked for (once), and whether the Auth SDK has answered since.
  const openAsked = useRef(false);
  const confirmed = useRef(false);

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
          confirmed.current = true;
          startTransition(() => setState({ ready: true, user: null, provisional: false }));
          return;
        }
        void withProfileFlag(user).then((full) => {
          if (call !== latest) return;
          confirmed.current = true;
          // A transition: the page this opens renders in slices, yielding to the browser between them, rather than
          // in one long task.
          startTransition(() => setState({ ready: true, user: full, provisional: false }));
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
    const full = user ? await withProfileFlag(user) : null;
    setState({ ready: true, user: full, provisional: false });
  }, []);

  // The device keeps what was last confirmed: the session as the Auth SDK and the CV gave it, and a new picture; and a
  // verified member's device keeps the app itself, to open offline.
  useEffect(() => {
    if (!state.ready || state.provisional) return;
    rememberSession(state.user, state.user?.emailVerified === true || openAsked.current);
    if (state.user?.emailVerified) keepAppOnDevice();
  }, [state]);

  const openRemembered = useCallback(() => {
    if (openAsked.current || confirmed.current) return;
    openAsked.current = true;
    // The session's module: the page's own when it loads the profile module, else the small session module.
    void member().then(
      (Member) => {
        const kept = Member.read({}).remembered;
        if (!kept || confirmed.current) return;
        startTransition(() =>
          setState((current) => (current.ready ? current : { ready: true, user: fromRemembered(kept), provisional: true })),
        );
      },
      () => undefined,
    );
  }, []);

  const refreshPicture = useCallback((hasPhoto: boolean) => {
    setState((current) => (current.user ? { ...current, user: { ...current.user, hasPhoto } } : current));
    setPictureVersion((v) => v + 1);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      ready: state.ready,
      provisional: state.provisional,
      openRemembered,
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
    [state, reload, openRemembered, pictureVersion, refreshPicture],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
