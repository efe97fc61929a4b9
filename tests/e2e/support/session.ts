// A signed-in session without the log-in form, for the journeys that need a session but are not about signing in
// (those use `logIn` in ui.ts, which fills the form). The account signs in over the Auth emulator's REST API, the
// same call the form makes, and the browser context gets the session where the Firebase SDK keeps it: the SDK reads
// the user from local storage when it starts (moving it into IndexedDB), reloads it from Auth and uses its tokens
// as after any sign-in. This saves each journey a load of /login and of the page the form lands on.
import { test, type Page } from '@playwright/test';
import { loadEnv } from 'vite';
import { signInWithPassword, type TestUser } from './emulators';

/** The API key the e2e build was made with (vite.config.ts reads the same variables): the SDK's storage key has it. */
const API_KEY = loadEnv('production', process.cwd(), 'VITE_').VITE_FIREBASE_API_KEY || 'demo-api-key';

/**
 * Signs `user` in for the pages the journey opens next (the current page is left as it is: open one with
 * `page.goto`). Replaces the context's storage, so call it before the journey stores anything of its own.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const { localId, idToken, refreshToken, expiresIn } = await signInWithPassword(user.email, user.password);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  // The verification as the ID token says it: the SDK reloads the account from Auth as it starts, but the session may
  // read the stored user before that reload ends, and a verified account stored as unverified would then start as
  // one (no Save, no "Ask to contact") until the next sign-in.
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email_verified?: boolean };
  const stored = {
    uid: localId,
    email: user.email,
    // The SDK's reload also sets the name.
    emailVerified: claims.email_verified === true,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: { refreshToken, accessToken: idToken, expirationTime: Date.now() + Number(expiresIn) * 1000 },
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: JSON.stringify(stored) }] }],
  });
}
