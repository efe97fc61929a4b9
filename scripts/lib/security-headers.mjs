// The security headers Firebase Hosting sends with every response, written in one place.
//
// `firebase.json` holds the production policy (a node test checks it equals `hostingSecurityHeaders()`; run
// `node scripts/lib/security-headers.mjs --write` after a change here). The emulators serve the e2e build, which
// talks to the emulators on 127.0.0.1 instead of Google's endpoints: scripts/emulators.mjs starts them with a copy of
// firebase.json (`emulatorConfig()`, written to firebase.emulators.json, git-ignored) whose policy adds exactly those
// origins. Production never allows a local origin.
//
// What the app loads, and why each source is allowed:
// - scripts: its own files only (`public/boot.js` and the hashed chunks; no inline script anywhere, the pre-rendered
//   pages included), plus `'wasm-unsafe-eval'` to compile the core's wasm modules;
// - styles: its own stylesheet only (react-toastify's is imported as a file, vite.config.ts; React's `style={}`
//   sets CSSOM properties, which the policy does not govern, and the pre-rendered HTML has no style attribute);
// - images: its own, `data:` (the default avatar is an SVG data URL), `blob:` (a picture being prepared for upload),
//   and Firebase Storage's download URLs (profile pictures);
// - connections: Firestore (Lite: REST), Auth (Identity Toolkit and the token service), Storage, and Cloud Functions;
// - frames: only YouTube's privacy-enhanced player on /clips; nobody may frame SKORA.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Google endpoints the Firebase JS SDK calls in production. */
export const FIREBASE_ORIGINS = Object.freeze({
  firestore: 'https://firestore.googleapis.com',
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  storage: 'https://firebasestorage.googleapis.com',
  // Callable functions (the open forms): https://<region>-<project>.cloudfunctions.net.
  functions: 'https://*.cloudfunctions.net',
});

/** YouTube's privacy-enhanced player, the only page a frame may show (crates/core/src/clips.rs builds its URLs). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy, one directive per entry. `emulatorHosts` (`host:port` of the Auth, Firestore, Storage
 * and Functions emulators) are added where the e2e build reaches them: connections, and images for Storage.
 */
export function contentSecurityPolicy({ emulatorHosts = {} } = {}) {
  const local = (name) => (emulatorHosts[name] ? [`http://${emulatorHosts[name]}`] : []);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', FIREBASE_ORIGINS.storage, ...local('storage')],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      FIREBASE_ORIGINS.firestore,
      ...FIREBASE_ORIGINS.auth,
      FIREBASE_ORIGINS.storage,
      FIREBASE_ORIGINS.functions,
      ...['auth', 'firestore', 'storage', 'functions'].flatMap(local),
    ],
    ['frame-src', YOUTUBE_EMBED_ORIGIN],
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

export function readFirebaseJson() {
  return JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
}

/** The file the emulators start with (next to firebase.json: its relative paths must resolve the same way). */
export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

/**
 * Writes firebase.emulators.json: firebase.json with the emulators' origins in the policy; returns its path.
 * @param {Record<string, string>} emulatorHosts
 */
export function writeEmulatorConfig(emulatorHosts) {
  const path = join(repoRoot, EMULATOR_CONFIG_FILE);
  writeFileSync(path, `${JSON.stringify(withSecurityHeaders(readFirebaseJson(), { emulatorHosts }), null, 2)}\n`);
  return path;
}

// `node scripts/lib/security-headers.mjs --write`: puts the production headers into firebase.json.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes('--write')) {
  const path = join(repoRoot, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(withSecurityHeaders(readFirebaseJson()), null, 2)}\n`);
  console.log(`wrote the security headers into ${path}`);
}
