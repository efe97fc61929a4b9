// Firebase Auth: the session as the app needs it. The only Auth importer.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { EMULATOR_HOST, EMULATOR_PORTS, useEmulators } from './config';

let instance: Auth | null = null;

function auth(): Auth {
  if (!instance) {
    // initializeAuth with explicit persistence keeps the popup/redirect code out of the bundle.
    instance = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (useEmulators) {
      connectAuthEmulator(instance, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    }
  }
  return instance;
}

export interface AuthUser {
  uid: string;
  displayName: string | null;
  emailVerified: boolean;
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, displayName: user.displayName, emailVerified: user.emailVerified ?? false };
}

/** Calls `listener` with the signed-in user or null now and on every change; returns the unsubscribe. */
export function onAuthUserChanged(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth(), (user) => listener(user ? toAuthUser(user) : null));
}

/** Reloads the current user from the server (e.g. after verifying the email) and returns the fresh state. */
export async function reloadAuthUser(): Promise<AuthUser | null> {
  const user = auth().currentUser;
  if (!user) return null;
  await user.reload();
  return toAuthUser(auth().currentUser ?? user);
}

export function signOutUser(): Promise<void> {
  return signOut(auth());
}
