// node --test: the callables enforce App Check as the deployment says (on unless ENFORCE_APP_CHECK=false, never on the
// emulators), and a deployed callable refuses a request without a token before its handler runs. The emulators' side
// (no enforcement: the forms answer without a token) runs in tests/functions/forms.functions.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import express from 'express';
import { appCheckEnforced } from './app-check.js';

test('App Check is enforced in production unless the deployment turns it off, and never on the emulators', () => {
  assert.equal(appCheckEnforced({}), true);
  assert.equal(appCheckEnforced({ ENFORCE_APP_CHECK: 'true' }), true);
  assert.equal(appCheckEnforced({ ENFORCE_APP_CHECK: '' }), true);
  assert.equal(appCheckEnforced({ ENFORCE_APP_CHECK: 'no' }), true, 'anything but false enforces');
  assert.equal(appCheckEnforced({ ENFORCE_APP_CHECK: 'false' }), false);
  assert.equal(appCheckEnforced({ ENFORCE_APP_CHECK: ' FALSE ' }), false);
  assert.equal(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' }), false);
  assert.equal(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', ENFORCE_APP_CHECK: 'true' }), false);
});

/**
 * POSTs `data` to the callable `handler` as the Firebase SDK does, without an App Check token, through express as Cloud
 * Functions serves it (firebase-functions' own dependency): `{ status, body }`.
 */
async function callWithoutToken(handler, data) {
  const app = express();
  app.use(express.json());
  app.post('/', handler);
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    return { status: response.status, body: await response.json() };
  } finally {
    server.close();
  }
}

test('deployed with the default setting, each callable refuses a request without an App Check token', async () => {
  assert.notEqual(process.env.FUNCTIONS_EMULATOR, 'true');
  delete process.env.ENFORCE_APP_CHECK;
  process.env.GCLOUD_PROJECT ??= 'demo-skora';
  const functions = await import('./index.js');
  for (const name of ['subscribeNewsletter', 'confirmNewsletter', 'sendContactMessage']) {
    const { status, body } = await callWithoutToken(functions[name], { email: 'ana@example.com' });
    assert.equal(status, 401, name);
    assert.equal(body.error?.status, 'UNAUTHENTICATED', name);
  }
});
