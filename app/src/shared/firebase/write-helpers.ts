// Helpers for Firestore writes that import no Firebase code, so a feature can use them statically and still load
// the Firestore SDK only when it writes.

/** The Firestore error code (`permission-denied`, `unavailable`, …) of a failed call, if it has one. */
export function firestoreErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code.replace(/^firestore\//, '');
  }
  return undefined;
}

/**
 * `promise`, or a `deadline-exceeded` rejection when it takes longer than `ms`. Firestore queues writes while
 * offline and resolves only once the server has them: without a limit, a lost connection looks like an endless
 * "Sending…".
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('The server did not answer in time.'), { code: 'deadline-exceeded' })),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
