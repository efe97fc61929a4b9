import { createContext, useContext } from 'react';
import type { AuthUser } from '../firebase/auth';
import type { Session } from '../core/session';

/**
 * Whose account it is: a player's (it has a CV), a scout's (it has a scout profile, `scouts/{uid}`), or not said yet
 * (neither: a new account, which the editor asks). An account has one or the other, never both (the rules).
 */
export type AccountKind = 'player' | 'scout' | 'new';

export interface SessionUser extends AuthUser {
  /** Whether the account's CV or scout profile is complete: it lets the user past the profile guard. */
  profileComplete: boolean;
  accountKind: AccountKind;
  /**
   * Whether the account has a picture, as its CV says (`hasPhoto`); null when no CV was read (a new account may have
   * uploaded one before its first save). Asking Storage for a picture that does not exist answers 404, which the
   * browser logs as an error on every page.
   */
  hasPhoto: boolean | null;
}

export interface SessionContextValue {
  /**
   * False until Firebase has told us whether someone is signed in (and their profile state is known), or until the
   * session this device remembered has been opened (`provisional`).
   */
  ready: boolean;
  /**
   * True while the session is the one this device last saw confirmed (`lastSession`), which opens a signed-in page
   * before the Auth SDK has answered over the network; the confirmed one replaces it. It only opens pages: the guard
   * waits for the confirmed session before sending anyone elsewhere.
   */
  provisional: boolean;
  /** Opens the remembered session, when there is one and no confirmed session yet (the guard of a signed-in page asks). */
  openRemembered: () => void;
  user: SessionUser | null;
  /** The guards' view of the session. */
  session: Session;
  /** Reloads the user from Firebase (after email verification) and re-reads the profile flag. */
  reload: () => Promise<void>;
  /** Bumped whenever the profile picture changes, so every avatar re-fetches it. */
  pictureVersion: number;
  /** After an upload (true) or a removal (false): every avatar follows. */
  refreshPicture: (hasPhoto: boolean) => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** Whose picture to ask Storage for: the user's, unless their CV says they have none. */
export function pictureOwner(user: Pick<SessionUser, 'uid' | 'hasPhoto'> | null | undefined): string | null {
  return user && user.hasPhoto !== false ? user.uid : null;
}
