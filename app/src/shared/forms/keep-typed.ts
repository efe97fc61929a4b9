import { dequal } from 'dequal';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values a form shows when a fresher stored copy arrives: what the player changed since `base` (the values the
 * form was opened on) stays, the rest follows `stored`. A list is one value: a row removed, added or edited keeps the
 * whole list as typed, since its rows have no identity to line them up with the stored ones by.
 */
export function keepTyped<T>(stored: T, base: unknown, current: unknown): T {
  if (dequal(current, base)) return stored;
  if (!isRecord(stored) || !isRecord(base) || !isRecord(current)) return current as T;
  const merged: Record<string, unknown> = { ...stored };
  for (const key of new Set([...Object.keys(current), ...Object.keys(base)])) {
    if (!(key in current)) continue;
    merged[key] = keepTyped(stored[key], base[key], current[key]);
  }
  return merged as T;
}
