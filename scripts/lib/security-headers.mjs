// The security headers Firebase Hosting sends with every response, written in one place.
//
// They depend on the build: the callable functions' origin is the project's (`VITE_FIREBASE_PROJECT_ID`), and App
// Check's reCAPTCHA needs its origins only where the app runs it (`VITE_APP_CHECK_SITE_KEY`). So `vite build` writes
// them into `firebase.json` for its own environment (vite.config.ts, `writeHostingHeaders`), and `firebase deploy`,
// which follows the build, sends exactly those. The committed `firebase.json` is what a build without either variable
// writes (the demo project); a node test checks it, and `node scripts/lib/security-headers.mjs --write` rewrites it
// for the current environment without a build. The emulators serve the e2e build, which talks to the emulators on
// 127.0.0.1 instead of Google's endpoints: scripts/emulators.mjs starts them with a copy of firebase.json
// (`writeEmulatorConfig()`, firebase.emulators.json, git-ignored) whose policy adds exactly those origins.
// Production never allows a local origin.
//
// What the app loads, and why each source is allowed:
// - scripts: its own files only (`public/boot.js` and the hashed chunks; no inline script anywhere, the pre-rendered
//   pages included), plus `'wasm-unsafe-eval'` to compile the core's wasm modules; with App Check, reCAPTCHA's script;
// - styles: its own stylesheet only (react-toastify's is imported as a file, vite.config.ts; React's `style={}`
//   sets CSSOM properties, which the policy does not govern, and the pre-rendered HTML has no style attribute);
// - images: its own, `data:` (the default avatar is an SVG data URL), `blob:` (a picture being prepared for upload),
//   and Firebase Storage's download URLs (profile pictures);
// - connections: Firestore (Lite: REST), Auth (Identity Toolkit and the token service), Storage, and this project's
//   callable functions only (a wildcard over cloudfunctions.net would let any project's functions receive data);
//   with App Check, its token exchange and reCAPTCHA;
// - frames: only YouTube's privacy-enhanced player on /clips (and reCAPTCHA's, with App Check); nobody may frame SKORA.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Google endpoints the Firebase JS SDK calls in production. */
export const FIREBASE_ORIGINS = Object.freeze({
  firestore: 'https://firestore.googleapis.com',
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  storage: 'https://firebasestorage.googleapis.com',
});

/**
 * The callable functions' region: functions/src/index.js sets none, so Google's default; the app calls them there
 * (app/src/shared/firebase/config.ts) and firebase.json rewrites /p/** there (the node test checks both).
 */
export const FUNCTIONS_REGION = 'us-central1';

/** The project of a build without `VITE_FIREBASE_PROJECT_ID` (app/src/shared/firebase/config.ts, .firebaserc). */
export const DEFAULT_PROJECT_ID = 'demo-skora';

// Google's project ids: 6 to 30 lower-case letters, digits and hyphens, a letter first, no hyphen last.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** The origin the Firebase JS SDK's `httpsCallable` calls for project `projectId`: one project's functions, no other. */
export function functionsOrigin(projectId) {
  if (!PROJECT_ID.test(projectId)) throw new Error(`not a Firebase project id: ${JSON.stringify(projectId)}`);
  return `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
}

/**
 * App Check with reCAPTCHA Enterprise (app/src/shared/firebase/app-check.ts): the provider loads reCAPTCHA's script,
 * which runs in reCAPTCHA's frames, and the SDK trades its token at App Check's endpoint (Google's documented sources).
 */
export const APP_CHECK_ORIGINS = Object.freeze({
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'],
});

/**
 * What the headers take from a build's environment (Vite's `VITE_` variables): the project, and whether the app runs
 * App Check, which it does with a site key and never on the emulators (the same rule as app-check.ts).
 * @param {Record<string, string | undefined>} env
 */
export function hostingOptions(env) {
  return {
    projectId: env.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
    appCheck: Boolean(env.VITE_APP_CHECK_SITE_KEY) && env.VITE_USE_EMULATORS !== 'true',
  };
}

/**
 * A production build's `VITE_` variables as Vite reads them: the process's environment over the .env files. Vite is
 * imported here, not at the top: `npm test` and `npm run dev` load this module before they install the npm packages.
 */
export async function buildEnv() {
  const { loadEnv } = await import('vite');
  return loadEnv('production', repoRoot, 'VITE_');
}

/** YouTube's privacy-enhanced player, the only page a frame may show (crates/core-domain/src/clips.rs builds its URLs). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy, one directive per entry. `projectId`: whose callable functions the app may call;
 * `appCheck`: whether reCAPTCHA and App Check's endpoint are allowed. `emulatorHosts` (`host:port` of the Auth,
 * Firestore, Storage and Functions emulators) are added where the e2e build reaches them: connections, and images for
 * Storage.
 */
export function contentSecurityPolicy({ projectId = DEFAULT_PROJECT_ID, appCheck = false, emulatorHosts = {} } = {}) {
  const local = (name) => (emulatorHosts[name] ? [`http://${emulatorHosts[name]}`] : []);
  const withAppCheck = (kind) => (appCheck ? APP_CHECK_ORIGINS[kind] : []);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...withAppCheck('script')],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', FIREBASE_ORIGINS.storage, ...local('storage')],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      FIREBASE_ORIGINS.firestore,
      ...FIREBASE_ORIGINS.auth,
      FIREBASE_ORIGINS.storage,
      functionsOrigin(projectId),
      ...withAppCheck('connect'),
      ...['auth', 'firestore', 'storage', 'functions'].flatMap(local),
    ],
    ['frame-src', YOUTUBE_EMBED_ORIGIN, ...withAppCheck('frame')],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * What the browser may use: the CV editor's "Use my current location" asks for the position (this origin only); nothing
 * asks for a camera, a microphone, motion sensors, payment handlers or USB.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The headers for every response (Hosting's `headers` entry for `**`), after `Cache-Control`. */
export function securityHeaders(options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Browsers without frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Full URLs (with a player's id or a query) stay on the site; other sites see the origin only.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // HTTPS only, for two years, subdomains included (browsers ignore it over http, so the emulators are unaffected).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    // A page SKORA opens in another tab, or one that opens SKORA, gets no handle on its window: every external link
    // is `noopener` already, and sign-in is by e-mail and password, with no pop-up that reports back.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

const CATCH_ALL = '**';
const SECURITY_KEYS = new Set(securityHeaders().map((header) => header.key));

/** `config` (firebase.json's content) with the security headers of `options` on its catch-all headers entry. */
export function withSecurityHeaders(config, options = {}) {
  const headers = config.hosting.headers.map((entry) =>
    entry.source === CATCH_ALL
      ? {
          ...entry,
          headers: [...entry.headers.filter((header) => !SECURITY_KEYS.has(header.key)), ...securityHeaders(options)],
        }
      : entry,
  );
  return { ...config, hosting: { ...config.hosting, headers } };
}

const FIREBASE_JSON = join(repoRoot, 'firebase.json');

export function readFirebaseJson() {
  return JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
}

const json = (config) => `${JSON.stringify(config, null, 2)}\n`;

/**
 * Puts the headers for `options` (`hostingOptions` of a build's environment) into firebase.json. Returns whether the
 * file changed (a build for another project or with App Check changes it; the demo project's build does not).
 */
export function writeHostingHeaders(options) {
  const before = readFileSync(FIREBASE_JSON, 'utf8');
  const after = json(withSecurityHeaders(JSON.parse(before), options));
  if (after === before) return false;
  writeFileSync(FIREBASE_JSON, after);
  return true;
}

/** The file the emulators start with (next to firebase.json: its relative paths must resolve the same way). */
export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

/**
 * Writes firebase.emulators.json: firebase.json with the emulators' origins in the policy (the build's project; no
 * App Check, which the app never runs on the emulators); returns its path.
 * @param {Record<string, string>} emulatorHosts
 */
export async function writeEmulatorConfig(emulatorHosts) {
  const path = join(repoRoot, EMULATOR_CONFIG_FILE);
  const options = { ...hostingOptions(await buildEnv()), appCheck: false, emulatorHosts };
  writeFileSync(path, json(withSecurityHeaders(readFirebaseJson(), options)));
  return path;
}

// `node scripts/lib/security-headers.mjs --write`: puts the headers of the current environment's production build
// (the .env files and the process's VITE_ variables) into firebase.json, as `vite build` does.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes('--write')) {
  const options = hostingOptions(await buildEnv());
  const changed = writeHostingHeaders(options);
  console.log(`firebase.json: the security headers for ${options.projectId}${options.appCheck ? ' with App Check' : ''} ${changed ? 'written' : 'already there'}`);
}
