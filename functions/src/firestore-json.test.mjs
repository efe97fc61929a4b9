// node --test: what the functions hand the core for each kind of value the Admin SDK can return.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Firestore, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { snapshotData, snapshotJson } from './firestore-json.js';

const snapshot = (data) => ({ exists: data !== undefined, data: () => data });

test('SDK values become plain JSON the core can read', () => {
  // A client that is never used: its references only need a path.
  const db = new Firestore({ projectId: 'demo-skora' });
  const data = {
    updatedAt: new Timestamp(1_700_000_000, 500_000_000),
    location: new GeoPoint(38.7, -9.1),
    club: db.doc('clubs/x'),
    photo: Buffer.from('not text'),
    raw: new Uint8Array(1024 * 1024),
    nested: { list: [1, 'two', null, true, new Timestamp(1, 0)] },
    nan: Number.NaN,
  };
  assert.deepEqual(JSON.parse(snapshotJson(snapshot(data))), {
    updatedAt: { seconds: 1_700_000_000, nanoseconds: 500_000_000 },
    location: { latitude: 38.7, longitude: -9.1 },
    club: { referencePath: 'clubs/x' },
    photo: null,
    raw: null,
    nested: { list: [1, 'two', null, true, { seconds: 1, nanoseconds: 0 }] },
    nan: null,
  });
});

test('a missing document is null, and nesting past Firestore\'s depth is cut', () => {
  assert.equal(snapshotJson(snapshot(undefined)), null);
  assert.equal(snapshotData(snapshot(undefined)), null);
  let deep = 'leaf';
  for (let i = 0; i < 100; i++) deep = [deep];
  const text = snapshotJson(snapshot({ deep }));
  assert.ok(!text.includes('leaf'), 'the leaf 100 levels down is not handed over');
  assert.ok(text.length < 200);
});

test('class instances the core knows nothing of are null, strings pass whole (the core bounds them)', () => {
  class Vector {
    constructor() {
      this.values = [1, 2];
    }
  }
  const huge = 'x'.repeat(1_000_000);
  assert.deepEqual(snapshotData(snapshot({ v: new Vector(), s: huge })), { v: null, s: huge });
});

test("the core's document limits: nesting cut at its depth (as the app cuts it), an oversized document not read", async () => {
  const { PlayerIndex } = await import('./core.js');
  const DOCUMENT_LIMITS = PlayerIndex.limits();
  let deep = 'leaf';
  for (let i = 0; i < 100; i++) deep = { a: deep };
  let depth = 0;
  for (let value = snapshotData(snapshot({ a: deep })); value && typeof value === 'object'; value = value.a) depth++;
  // The document itself is level 0; the app's boundary (plain-document.ts) keeps the same levels.
  assert.equal(depth, DOCUMENT_LIMITS.maxDepth);
  assert.equal(snapshotJson(snapshot({ bio: 'x'.repeat(DOCUMENT_LIMITS.maxBytes) })), null);
  assert.ok(snapshotJson(snapshot({ bio: 'x'.repeat(1 << 20) })).length > 1 << 20);
});

test('a key named __proto__ is left out, never the copy\'s prototype', () => {
  const data = JSON.parse('{"__proto__": {"visibility": "public"}, "firstName": "Eve"}');
  const plain = snapshotData(snapshot(data));
  assert.equal(Object.getPrototypeOf(plain), Object.prototype);
  assert.deepEqual(plain, { firstName: 'Eve' });
  assert.equal(plain.visibility, undefined);
});
