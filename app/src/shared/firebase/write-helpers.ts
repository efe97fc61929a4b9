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
 * The code of a failed write as the user should read it: `unavailable` whenever the browser knows it is offline
 * (Firestore Lite's request then fails with a generic `unknown`), else the SDK's code.
 */
export function writeFailureCode(error: unknown): string | undefined {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unavailable';
  return errorCode(error);
}

/**
 * `promise`, or a `deadline-exceeded` rejection when it takes longer than `ms`. A request on a stalled
 * connection (a captive portal, a mobile link that drops packets) neither answers nor fails: without a limit it
 * looks like an endless "Sending…".
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
