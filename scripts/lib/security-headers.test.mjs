// `node --test scripts/lib/security-headers.test.mjs`: firebase.json carries the production security headers written
// by scripts/lib/security-headers.mjs, the emulators' copy adds only their origins, and nothing inline is allowed.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { contentSecurityPolicy, readFirebaseJson, securityHeaders, withSecurityHeaders } from './security-headers.mjs';
import { ROOT } from './run.mjs';

const EMULATORS = { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: '127.0.0.1:5001' };

function directives(policy) {
  return new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

test('firebase.json sends the production security headers with every response', () => {
  const config = readFirebaseJson();
  const catchAll = config.hosting.headers.find((entry) => entry.source === '**');
  assert.ok(catchAll, 'a headers entry for **');
  for (const header of securityHeaders()) {
    assert.deepEqual(
      catchAll.headers.find((h) => h.key === header.key),
      header,
      `${header.key}: run \`node scripts/lib/security-headers.mjs --write\``,
    );
  }
  assert.deepEqual(withSecurityHeaders(config), config, 'firebase.json is what --write produces');
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
