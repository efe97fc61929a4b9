// The Firebase boundary's one conversion: what Firestore Lite hands over (class instances for timestamps, points,
// references and bytes, nested maps of any content the rules let through) becomes plain JSON within the core's
// limits before any page, cache or wasm module sees it. The rule is the core's (`skora_core::documents`: the
// agreed forms and the limits, `generated/document-limits.ts`); the functions apply the same one to the Admin SDK's
// values (functions/src/firestore-json.js), and the wasm modules check it again on their side.
import { Bytes, DocumentReference, GeoPoint, Timestamp } from 'firebase/firestore/lite';
import { documentLimits } from '../core/generated/document-limits';
import { UNREADABLE_DOCUMENT } from './write-helpers';

/** A JSON value: what every reader past this boundary gets. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

class TooLarge extends Error {}

function plain(value: unknown, depth: number, budget: { bytes: number }): Plain {
  const spend = (bytes: number) => {
    budget.bytes += bytes;
    if (budget.bytes > documentLimits.maxBytes) throw new TooLarge();
  };
  if (typeof value === 'string') {
    spend(value.length + 2);
    return value;
  }
  spend(8);
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // undefined, functions, symbols, bigints; and anything nested deeper than a stored document can be.
  if (typeof value !== 'object' || depth >= documentLimits.maxDepth) return null;
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return { referencePath: value.path };
  if (value instanceof Bytes) return null;
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1, budget));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null; // vectors, Dates, any other class
  const out: { [key: string]: Plain } = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') continue; // would set the copy's prototype instead of a key
    spend(key.length + 4);
    out[key] = plain(item, depth + 1, budget);
  }
  return out;
}

/**
 * A document's data as plain JSON (Timestamp → `{seconds, nanoseconds}`, GeoPoint → `{latitude, longitude}`,
 * reference → `{referencePath}`, bytes and other classes → `null`, nesting past the limit cut to `null`), or `null`
 * when it is larger than the limit: such a document is not read at all.
 */
export function plainDocument(data: unknown): Record<string, Plain> | null {
  try {
    const value = plain(data, 0, { bytes: 0 });
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch (error) {
    if (error instanceof TooLarge) return null;
    throw error;
  }
}

/** The error a read of a document that cannot be read throws (its `code` is {@link UNREADABLE_DOCUMENT}). */
export function unreadableDocument(path: string): Error {
  return Object.assign(new Error(`The document ${path} cannot be read.`), { code: UNREADABLE_DOCUMENT });
}

/** A stored time in the agreed form (`{seconds, nanoseconds}`) as a Firestore Timestamp again, for a write that must
 * keep it unchanged (a CV's `createdAt`); `undefined` for anything else. */
export function storedTimestamp(value: unknown): Timestamp | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { seconds, nanoseconds } = value as { seconds?: unknown; nanoseconds?: unknown };
  if (typeof seconds !== 'number' || typeof nanoseconds !== 'number') return undefined;
  try {
    return new Timestamp(seconds, nanoseconds);
  } catch {
    return undefined;
  }
}
