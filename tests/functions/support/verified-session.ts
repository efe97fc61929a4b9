// A signed-in caller whose e-mail is verified, for the callables that want one (functions/src/contact-requests.js reads
// `email_verified` from the ID token). `signedIn` (callable.ts) gives an unverified account's token; a token carries
// the claim as it was when it was issued, so this one signs up, marks the account verified as the admin, then signs
// in again with the password for a fresh token that says so.
import { markVerified } from './auth-rest';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'Verified-Passw0rd!';

async function post(method: string, body: unknown): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(`${AUTH}/accounts:${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** A new account of `email`, verified: its uid and the `Authorization` header of a token with `email_verified`. */
export async function verifiedSignIn(email: string): Promise<{ uid: string; email: string; headers: Record<string, string> }> {
  const { localId } = await post('signUp', { email, password: PASSWORD, returnSecureToken: true });
  await markVerified(localId);
  const { idToken } = await post('signInWithPassword', { email, password: PASSWORD, returnSecureToken: true });
  return { uid: localId, email, headers: { Authorization: `Bearer ${idToken}` } };
}
