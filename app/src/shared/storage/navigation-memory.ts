// What the navigation rules remember in sessionStorage: the location to return to after login, and the one-shot
// flag that silences "already signed in" after logout. The keys come from the core's reference data; whether a
// location is worth remembering, and whether a stored one is safe to follow, are the core's decisions.
import { safeLocation, shouldRemember } from '../core/startup';
import { storageKeys } from '../core/generated/storage-keys';
import { readItem, removeItem, writeItem } from './web-storage';

/** The stored location, untrusted: pass it to the guard, which checks it. */
export function previousLocation(): string | null {
  return readItem('session', storageKeys.previousLocation);
}

/** The remembered location, only when the core says it is a safe in-app path. */
export function rememberedLocation(): string | undefined {
  return safeLocation(previousLocation());
}

/** Stores `location` (path and search) when the core says it is worth remembering; returns whether it did. */
export function rememberLocation(location: string): boolean {
  return shouldRemember(location) && writeItem('session', storageKeys.previousLocation, location);
}

export function skipPublicOnlyToast(): boolean {
  return readItem('session', storageKeys.skipPublicOnlyToast) !== null;
}

export function setSkipPublicOnlyToast(): boolean {
  return writeItem('session', storageKeys.skipPublicOnlyToast, 'true');
}

export function clearSkipPublicOnlyToast(): void {
  removeItem('session', storageKeys.skipPublicOnlyToast);
}
