// App Check: where the deployment enforces it (functions/src/app-check.js), the callable functions (the open forms)
// refuse a request without a token that only this site's pages obtain. The app obtains tokens with reCAPTCHA
// Enterprise when built with a site key (VITE_APP_CHECK_SITE_KEY), and never on the emulators, which have no App
// Check. It starts with the first callable (functions.ts), so no page loads the App Check SDK or reCAPTCHA before a
// form is sent; tokens are then fetched when a call needs one, with no refresh in the background.
import type { FirebaseApp } from 'firebase/app';
import { appCheckSiteKey, useEmulators } from './config';

/** The site key App Check runs with, or null where the app runs none: no key configured, or the emulators. */
export function appCheckKey(siteKey: string, emulators: boolean): string | null {
  return siteKey !== '' && !emulators ? siteKey : null;
}

let started: Promise<void> | null = null;

/** Starts App Check on `app` once when this build runs it; resolves when the callables can ask it for tokens. */
export function startAppCheck(app: FirebaseApp, siteKey = appCheckSiteKey, emulators = useEmulators): Promise<void> {
  const key = appCheckKey(siteKey, emulators);
  if (key === null) return Promise.resolve();
  started ??= import('firebase/app-check').then(
    ({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
      initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(key), isTokenAutoRefreshEnabled: false });
    },
    (error: unknown) => {
      // The SDK did not load (offline): the next call tries again.
      started = null;
      throw error;
    },
  );
  return started;
}
