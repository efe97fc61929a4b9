// The only reader and writer of web storage. Storage can be missing or throw (private mode, disabled cookies,
// a full quota): every function degrades to "nothing stored" instead of failing, because a cache miss or a
// forgotten location is always safe. The core's rules get the values as arguments.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was stored. */
export function writeItem(which: Area, key: string, value: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be reached.
  }
}

/** Every key in the area (none when it cannot be read). */
export function itemKeys(which: Area): string[] {
  try {
    const storage = area(which);
    if (!storage) return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
