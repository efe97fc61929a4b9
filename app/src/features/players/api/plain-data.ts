// Firestore values the core reads as JSON: the documents wrapper hands over Timestamps (objects with `toMillis`),
// which become milliseconds; everything else passes as it is.

/** The document's data with every top-level Timestamp as milliseconds. */
export function plainData(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const stamp = value as { toMillis?: () => number } | null;
    out[key] = stamp && typeof stamp === 'object' && typeof stamp.toMillis === 'function' ? stamp.toMillis() : value;
  }
  return out;
}
