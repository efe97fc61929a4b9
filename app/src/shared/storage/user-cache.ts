// The per-user data cached in localStorage. Which keys hold user data is the core's rule; reading a cached
// document safely (a corrupt entry is a miss) is the profile module's, which gets the raw string.
import { isUserCacheKey, profileCacheKey } from '../core/startup';
import { itemKeys, readItem, removeItem, writeItem } from './web-storage';

/** Removes every cached user key (profiles of any uid, the stats wizard's steps); returns how many. */
export function clearUserCache(): number {
  const doomed = itemKeys('local').filter((key) => isUserCacheKey(key));
  for (const key of doomed) removeItem('local', key);
  return doomed.length;
}

/** The raw cached value of `key` (null when there is none or storage cannot be read). */
export function readCache(key: string): string | null {
  return readItem('local', key);
}

/** Stores `value` as JSON under `key`; returns whether it was stored (false when full or blocked). */
export function writeCache(key: string, value: unknown): boolean {
  return writeItem('local', key, JSON.stringify(value));
}

/** Removes `key` (nothing happens when storage cannot be reached). */
export function removeCache(key: string): void {
  removeItem('local', key);
}

/**
 * Caches a user's CV document under the core's key, without its timestamps (the cache keeps what the owner wrote, not
 * the server's); returns whether it was stored. The CV editor and the picture upload both keep it current.
 */
export function cacheProfileDocument(uid: string, doc: Record<string, unknown>): boolean {
  const { createdAt: _created, updatedAt: _updated, ...rest } = doc;
  return writeCache(profileCacheKey(uid), rest);
}
