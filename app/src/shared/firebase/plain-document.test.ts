import { initializeApp } from 'firebase/app';
import { Bytes, doc, GeoPoint, getFirestore, Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { documentLimits } from '../core/generated/document-limits';
import { plainDocument, storedTimestamp } from './plain-document';

const db = getFirestore(initializeApp({ projectId: 'demo-plain-document' }, 'plain-document-test'));

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

function depthOf(value: unknown): number {
  let depth = 0;
  while (value && typeof value === 'object' && 'a' in value) {
    value = (value as { a: unknown }).a;
    depth++;
  }
  return depth;
}

describe('plainDocument (the Firebase boundary)', () => {
  it("turns Firestore's own values into their agreed plain forms, in every list entry", () => {
    const entry = { club: 'Lyon', from: 2014 };
    const data = {
      career: [entry, doc(db, 'players/x'), Bytes.fromUint8Array(new Uint8Array([1, 2])), new GeoPoint(48.8, 2.3)],
      createdAt: new Timestamp(1_700_000_000, 500),
      when: new Date(0),
      notANumber: Number.NaN,
    };
    expect(plainDocument(data)).toEqual({
      career: [entry, { referencePath: 'players/x' }, null, { latitude: 48.8, longitude: 2.3 }],
      createdAt: { seconds: 1_700_000_000, nanoseconds: 500 },
      when: null,
      notANumber: null,
    });
  });

  it('cuts nesting past the limit and never walks a cycle forever', () => {
    const deep = plainDocument({ deep: nested(100) });
    expect(depthOf(deep?.deep)).toBe(documentLimits.maxDepth - 1);
    const cyclic: Record<string, unknown> = { name: 'me' };
    cyclic.self = cyclic;
    expect(plainDocument({ list: [cyclic] })).not.toBeNull();
  });

  it('refuses a document past the size limit, and keeps a 1 MiB string', () => {
    expect(plainDocument({ bio: 'x'.repeat(1 << 20) })?.bio).toHaveLength(1 << 20);
    expect(plainDocument({ bio: 'x'.repeat(documentLimits.maxBytes) })).toBeNull();
  });

  it('is plain JSON through and through (a "__proto__" key is no prototype)', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}') as unknown;
    const plain = plainDocument(data);
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(plain).toEqual({ name: 'x' });
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
  });

  it('gives a stored time back as the Timestamp it was', () => {
    expect(storedTimestamp({ seconds: 1_700_000_000, nanoseconds: 500 })).toEqual(new Timestamp(1_700_000_000, 500));
    expect(storedTimestamp({ seconds: 'x' })).toBeUndefined();
    expect(storedTimestamp(undefined)).toBeUndefined();
  });
});
