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

/** One field's problem as the core words it (the shape of the core's `FieldError`). */
export interface RefusedField {
  field: string;
  code: string;
  message: string;
}

/**
 * The core's field errors a Cloud Function sent back with its refusal (`invalid-argument`, `details.errors`): the
 * server checks a form again with the same core, so the form can show them at their fields. Empty for any other error.
 */
export function refusedFields(error: unknown): RefusedField[] {
  const details = error && typeof error === 'object' && 'details' in error ? (error.details as { errors?: unknown }) : null;
  const errors = Array.isArray(details?.errors) ? (details.errors as unknown[]) : [];
  return errors.filter(
    (e): e is RefusedField =>
      !!e && typeof e === 'object' && typeof (e as RefusedField).field === 'string' && typeof (e as RefusedField).message === 'string',
  );
}
