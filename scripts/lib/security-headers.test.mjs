// `node --test scripts/lib/security-headers.test.mjs`: firebase.json carries the production security headers written
// by scripts/lib/security-headers.mjs for the build's environment, the functions' origin is this project's alone,
// reCAPTCHA is allowed only with App Check, the emulators' copy adds only their origins, and nothing inline is allowed.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  APP_CHECK_ORIGINS,
  buildEnv,
  contentSecurityPolicy,
  DEFAULT_PROJECT_ID,
  FUNCTIONS_REGION,
  functionsOrigin,
  hostingOptions,
  readFirebaseJson,
  securityHeaders,
  withSecurityHeaders,
} from './security-headers.mjs';
import { ROOT } from './run.mjs';

const EMULATORS = { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: '127.0.0.1:5001' };

function directives(policy) {
  return new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

test("firebase.json sends the production security headers of this environment's build with every response", async () => {
  const config = readFirebaseJson();
  const catchAll = config.hosting.headers.find((entry) => entry.source === '**');
  assert.ok(catchAll, 'a headers entry for **');
  const options = hostingOptions(await buildEnv());
  for (const header of securityHeaders(options)) {
    assert.deepEqual(
      catchAll.headers.find((h) => h.key === header.key),
      header,
      `${header.key}: run \`node scripts/lib/security-headers.mjs --write\` (or a build)`,
    );
  }
  assert.deepEqual(withSecurityHeaders(config, options), config, 'firebase.json is what --write produces');
});

test("a build without a project or a site key writes the demo project's headers", () => {
  assert.deepEqual(hostingOptions({}), { projectId: DEFAULT_PROJECT_ID, appCheck: false });
  assert.equal(DEFAULT_PROJECT_ID, readFileSync(join(ROOT, '.firebaserc'), 'utf8').match(/"default":\s*"([^"]+)"/)[1]);
  assert.match(readFileSync(join(ROOT, 'app/src/shared/firebase/config.ts'), 'utf8'), /VITE_FIREBASE_PROJECT_ID \|\| 'demo-skora'/);
});

test("connections go to this project's callable functions only, at the app's region", () => {
  for (const projectId of ['demo-skora', 'skora-prod-123']) {
    const connect = directives(contentSecurityPolicy({ projectId })).get('connect-src');
    const functions = connect.filter((source) => source.endsWith('.cloudfunctions.net'));
    assert.deepEqual(functions, [`https://us-central1-${projectId}.cloudfunctions.net`]);
  }
  assert.doesNotMatch(contentSecurityPolicy(), /\*/, 'no wildcard source');
  assert.doesNotMatch(JSON.stringify(readFirebaseJson()), /\*\.cloudfunctions\.net/);
  // The SDK's httpsCallable calls https://{region}-{project}.cloudfunctions.net at the app's region.
  const appConfig = readFileSync(join(ROOT, 'app/src/shared/firebase/config.ts'), 'utf8');
  assert.match(appConfig, new RegExp(`FUNCTIONS_REGION = '${FUNCTIONS_REGION}'`));
  const rewrite = readFirebaseJson().hosting.rewrites.find((entry) => entry.function);
  assert.equal(rewrite.function.region, FUNCTIONS_REGION);
  // A project id is spliced into a header: anything but Google's project-id shape is refused.
  for (const bad of ['', '*', 'evil.com', 'a b', 'x; script-src *', 'Demo-Skora', 'skora-', 'abc']) {
    assert.throws(() => functionsOrigin(bad), /not a Firebase project id/, bad);
  }
});

test('HTTPS is required for two years and no other window gets a handle on the site', () => {
  const headers = new Map(securityHeaders().map(({ key, value }) => [key, value]));
  assert.equal(headers.get('Strict-Transport-Security'), 'max-age=63072000; includeSubDomains');
  assert.equal(headers.get('Cross-Origin-Opener-Policy'), 'same-origin');
});

test("reCAPTCHA and App Check's endpoint are allowed only when the app runs App Check", () => {
  assert.deepEqual(hostingOptions({ VITE_APP_CHECK_SITE_KEY: 'site-key', VITE_FIREBASE_PROJECT_ID: 'skora-prod' }), {
    projectId: 'skora-prod',
    appCheck: true,
  });
  assert.equal(hostingOptions({ VITE_APP_CHECK_SITE_KEY: 'site-key', VITE_USE_EMULATORS: 'true' }).appCheck, false);
  assert.equal(hostingOptions({ VITE_APP_CHECK_SITE_KEY: '' }).appCheck, false);

  const without = directives(contentSecurityPolicy());
  assert.doesNotMatch(contentSecurityPolicy(), /google\.com|gstatic|firebaseappcheck/);
  const withAppCheck = directives(contentSecurityPolicy({ appCheck: true }));
  assert.deepEqual(withAppCheck.get('script-src'), [...without.get('script-src'), ...APP_CHECK_ORIGINS.script]);
  assert.deepEqual(withAppCheck.get('frame-src'), [...without.get('frame-src'), ...APP_CHECK_ORIGINS.frame]);
  assert.ok(withAppCheck.get('connect-src').includes('https://content-firebaseappcheck.googleapis.com'));
  assert.deepEqual(
    withAppCheck.get('connect-src').filter((source) => !APP_CHECK_ORIGINS.connect.includes(source)),
    without.get('connect-src'),
  );
  for (const [name, sources] of without) {
    if (!['script-src', 'frame-src', 'connect-src'].includes(name)) assert.deepEqual(withAppCheck.get(name), sources, name);
  }
  assert.doesNotMatch(contentSecurityPolicy({ appCheck: true }), /unsafe-inline|'unsafe-eval'|\*/);
});

test('the production policy allows no local origin, no inline code and no framing', () => {
  const policy = directives(contentSecurityPolicy());
  assert.deepEqual(policy.get('script-src'), ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(policy.get('style-src'), ["'self'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(policy.get('frame-src'), ['https://www.youtube-nocookie.com']);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.doesNotMatch(contentSecurityPolicy(), /127\.0\.0\.1|localhost|unsafe-inline|http:/);
});

test("the emulators' policy adds their origins where the e2e build reaches them, and nothing else", () => {
  const production = directives(contentSecurityPolicy());
  const emulators = directives(contentSecurityPolicy({ emulatorHosts: EMULATORS }));
  assert.deepEqual(
    emulators.get('connect-src'),
    [...production.get('connect-src'), ...['9099', '8080', '9199', '5001'].map((port) => `http://127.0.0.1:${port}`)],
  );
  assert.deepEqual(emulators.get('img-src'), [...production.get('img-src'), 'http://127.0.0.1:9199']);
  for (const [name, sources] of production) {
    if (name !== 'connect-src' && name !== 'img-src') assert.deepEqual(emulators.get(name), sources, name);
  }
});

test('the pre-rendering templates hold no inline script, style element or style attribute', () => {
  const html = [readFileSync(join(ROOT, 'app/index.html'), 'utf8')];
  for (const file of readdirSync(join(ROOT, 'app/public'))) {
    if (file.endsWith('.html')) html.push(readFileSync(join(ROOT, 'app/public', file), 'utf8'));
  }
  for (const page of html) {
    assert.doesNotMatch(page, /<script(?![^>]*\bsrc=)[^>]*>/, 'every script is a file');
    assert.doesNotMatch(page, /<style[\s>]/);
    assert.doesNotMatch(page, /\sstyle="/);
    assert.doesNotMatch(page, /\son[a-z]+="/, 'no inline event handler');
  }
});
