// Helpers for Firestore calls that import no Firebase code, so a feature can use them statically and still load
// the Firestore SDK only when it reads or writes.

/**
 * The error code of a failed call (`permission-denied`, `firestore/unavailable`, …) as the SDK set it, if it has
 * one. What a code means (and the `firestore/` prefix some SDK paths add) is the core's to read.
 */
export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/**
 * The `code` of a read whose document cannot be read at all (larger than any stored document may be): a page shows
 * "this … cannot be shown" for it, a list leaves the document out.
 */
export const UNREADABLE_DOCUMENT = 'unreadable-document';

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
