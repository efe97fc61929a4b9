// Firebase Auth: the session as the app needs it. The only Auth importer.
import { FirebaseError } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type ActionCodeSettings,
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
  // The rules read the verification from the ID token's email_verified claim, which a reload does not renew: once the
  // account is verified, a fresh token lets the writes that need it (saving the CV) through at once, not in an hour.
  if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) await user.getIdToken(true);
  return toAuthUser(auth().currentUser ?? user);
}

export function signOutUser(): Promise<void> {
  return signOut(auth());
}

/** The stable Firebase error code of a failed call (`auth/...`), or `unknown` for anything else. */
export function authErrorCode(error: unknown): string {
  if (error instanceof FirebaseError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'unknown';
}

/** An Auth-shaped error for calls that need a signed-in user when there is none. */
function noUserError(): FirebaseError {
  return new FirebaseError('auth/no-current-user', 'No user is signed in.');
}

/**
 * What a verification e-mail carries: `continueUrl`, the player's next step in this app (the forms module's
 * `verificationContinueUrl`). With the action URL set to the app's `/auth-action` (README, "Deploying"), the link
 * lands there with it, and the app applies the code and continues; Firebase's own action page offers it as a link.
 */
function verificationSettings(continueUrl: string): ActionCodeSettings {
  return { url: continueUrl };
}

/**
 * Creates the account, sets its display name and sends the verification email, whose link continues to
 * `continueUrl`. Returns the new uid. The user is signed in from the first step on, so a failure after it still
 * leaves a usable account.
 */
export async function signUp(email: string, password: string, displayName: string, continueUrl: string): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(auth(), email, password);
  await updateProfile(user, { displayName });
  await sendEmailVerification(user, verificationSettings(continueUrl));
  return user.uid;
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(auth(), email, password);
  return toAuthUser(user);
}

/** Sends the signed-in user a new verification email, whose link continues to `continueUrl`. */
export async function resendVerificationEmail(continueUrl: string): Promise<void> {
  const user = auth().currentUser;
  if (!user) throw noUserError();
  await sendEmailVerification(user, verificationSettings(continueUrl));
}

/** Applies the `oobCode` of a verification link: the account's email becomes verified. */
export function applyEmailVerificationCode(code: string): Promise<void> {
  return applyActionCode(auth(), code);
}

export function sendResetEmail(email: string): Promise<void> {
  return sendPasswordResetEmail(auth(), email);
}

/** Checks a password-reset code and returns the email of the account it belongs to. */
export function verifyResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth(), code);
}

export function confirmReset(code: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth(), code, newPassword);
}

/** Signs the current user in again with `password` (a fresh sign-in, which deleting the account asks for). */
export async function reauthenticate(password: string): Promise<void> {
  const user = auth().currentUser;
  if (!user?.email) throw noUserError();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  // The callable sends the ID token: a fresh one carries the new auth_time.
  await user.getIdToken(true);
}

/** The signed-in user's email, or null. */
export function currentUserEmail(): string | null {
  return auth().currentUser?.email ?? null;
}

/** Whether the signed-in user's email is verified, as last loaded (call after a reload). */
export function currentUserVerified(): boolean {
  return auth().currentUser?.emailVerified ?? false;
}
