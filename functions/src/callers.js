// Who calls a callable that writes what other people see (a request to contact a player, a request mailed to an
// official): signed in, with a verified e-mail.
import { HttpsError } from 'firebase-functions/v2/https';

/** The caller's auth, or the callable's refusal: not signed in, or the e-mail not verified. */
export function verifiedCaller(request) {
  const auth = request.auth;
  if (!auth?.uid) throw new HttpsError('unauthenticated', 'Please log in to continue.');
  if (auth.token?.email_verified !== true) {
    throw new HttpsError('permission-denied', 'Please verify your e-mail address first: open the link we sent you.');
  }
  return auth;
}
