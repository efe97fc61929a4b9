// Every deployed function has a ceiling on its instances: a burst of events (a Sunday evening's weeks, an import)
// then queues instead of opening hundreds of instances that contend on the same documents. Read from what the
// Firebase CLI deploys (each function's `__endpoint`), so a function added without one fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.GCLOUD_PROJECT ??= 'demo-skora';
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: 'demo-skora', storageBucket: 'demo-skora.appspot.com' });
const exported = await import('./index.js');

test('every function sets maxInstances', () => {
  const endpoints = Object.entries(exported).filter(([, value]) => value?.__endpoint);
  assert.ok(endpoints.length >= 20, `found ${endpoints.length} functions`);
  for (const [name, fn] of endpoints) {
    const max = fn.__endpoint.maxInstances;
    assert.ok(Number.isInteger(max) && max > 0, `${name}: maxInstances is ${max}`);
  }
});

test('the index triggers and the schedules have the ceilings the docs state', () => {
  for (const name of ['indexPlayer', 'indexPlayerDetails', 'indexPlayerStats', 'indexPlayerWeeklyStats', 'indexPictureUpload']) {
    assert.equal(exported[name].__endpoint.maxInstances, 20, name);
  }
  for (const name of ['sendAlertDigests', 'resumeAccountDeletions', 'foldAggregateDeltas', 'foldMapCellDeltas']) assert.equal(exported[name].__endpoint.maxInstances, 1, name);
});
