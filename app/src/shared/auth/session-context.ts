import { createContext, useContext } from 'react';
import type { AuthUser } from '../firebase/auth';
import type { Session } from '../core/profile';

export interface SessionUser extends AuthUser {
  profileComplete: boolean;
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
