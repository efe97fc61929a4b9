// Firestore documents as JSON text for the core. The Admin SDK hands over class instances (Timestamp, GeoPoint,
// DocumentReference, bytes as Buffer, vectors) that JSON.stringify would turn into private fields, a megabyte of
// numbers (bytes) or an exception (a reference's circular client). Each becomes plain JSON here; what the values
// MEAN (a timestamp as updatedAt, a string as a name) is decided by the core, which also bounds every size.
// The rule is the core's (`skora_core::documents`: the agreed forms and the limits), the same the app applies to the
// web SDK's values at its Firebase boundary (app/src/shared/firebase/plain-document.ts).
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { PlayerIndex } from './core.js';

const DOCUMENT_LIMITS = PlayerIndex.limits();

// Firestore nests maps and arrays at most 20 deep; a value nested deeper than the core's limit becomes null.
const MAX_DEPTH = DOCUMENT_LIMITS.maxDepth;

function plain(value, depth) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (depth >= MAX_DEPTH || typeof value !== 'object') return null;
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return { referencePath: value.path };
  // Bytes are never text, a number or a place: nothing the core could read.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return null; // vectors and any other SDK class
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__') out[key] = plain(item, depth + 1); // a key named so would set the copy's prototype
  }
  return out;
}

/**
 * JSON text of a snapshot's data, or null when the document does not exist or is larger than any stored document may
 * be (the core would not read it: for a CV that means no index entry).
 */
export function snapshotJson(snapshot) {
  if (!snapshot.exists) return null;
  const text = JSON.stringify(plain(snapshot.data(), 0));
  return text.length > DOCUMENT_LIMITS.maxBytes ? null : text;
}

/** Plain data of a snapshot (the same conversion), for lists handed to the core as one array. */
export function snapshotData(snapshot) {
  return snapshot.exists ? plain(snapshot.data(), 0) : null;
}

/**
 * JSON text of a query's documents as `[{ id, data }]` in the query's order (each document's data converted as above,
 * null when larger than any stored document may be), or null when the query found none.
 */
export function documentsJson(querySnapshot) {
  if (querySnapshot.empty) return null;
  const documents = querySnapshot.docs.map((doc) => {
    const data = plain(doc.data(), 0);
    return { id: doc.id, data: JSON.stringify(data).length > DOCUMENT_LIMITS.maxBytes ? null : data };
  });
  return JSON.stringify(documents);
}
