import { createContext, useContext } from 'react';
import type { AuthUser } from '../firebase/auth';
import type { Session } from '../core/profile';

/**
 * Whose account it is: a player's (it has a CV), a scout's (it has a scout profile, `scouts/{uid}`), or not said yet
 * (neither: a new account, which the editor asks). An account has one or the other, never both (the rules).
 */
export type AccountKind = 'player' | 'scout' | 'new';

export interface SessionUser extends AuthUser {
  /** Whether the account's CV or scout profile is complete: it lets the user past the profile guard. */
  profileComplete: boolean;
  accountKind: AccountKind;
}

export interface SessionContextValue {
  /** False until Firebase has told us whether someone is signed in (and their profile state is known). */
  ready: boolean;
  user: SessionUser | null;
  /** The guards' view of the session. */
  session: Session;
  /** Reloads the user from Firebase (after email verification) and re-reads the profile flag. */
  reload: () => Promise<void>;
  /** Bumped whenever the profile picture changes, so every avatar re-fetches it. */
  pictureVersion: number;
  refreshPicture: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
