// App Check in front of the callable functions: a request without a valid App Check token, which only the site's own
// pages obtain (reCAPTCHA Enterprise, app/src/shared/firebase/app-check.ts), is refused with `unauthenticated` before
// its handler runs, so a script cannot call the open forms directly. The deployment decides, through the functions'
// environment: enforced unless ENFORCE_APP_CHECK is `false` (functions/.env, for a project whose web app is not
// registered with App Check yet: the app sends tokens only when built with VITE_APP_CHECK_SITE_KEY). Never on the
// emulators (the Functions emulator sets FUNCTIONS_EMULATOR), where no page has a token.

/** Whether the callables enforce App Check in the environment `env` (process.env). Anything but `false` enforces. */
export function appCheckEnforced(env) {
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return env.ENFORCE_APP_CHECK?.trim().toLowerCase() !== 'false';
}
