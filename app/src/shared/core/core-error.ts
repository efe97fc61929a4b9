// The one error type the wasm feature modules throw, and its type guards. Type-only imports: using these
// loads no wasm.
import type { CoreError, FieldError } from './pkg/forms/forms';

export type { CoreError, FieldError };

/** A JS `Error` thrown by the core, carrying a stable `code` (and `field`, `fieldErrors` when they apply). */
export function isCoreError(error: unknown): error is Error & CoreError {
  return error instanceof Error && typeof (error as Partial<CoreError>).code === 'string';
}

/** A failed validation: `fieldErrors` lists every problem; `field` and `message` are the first one's. */
export function isInvalidForm(error: unknown): error is Error & CoreError & { fieldErrors: FieldError[] } {
  return isCoreError(error) && error.code === 'invalid-form' && Array.isArray(error.fieldErrors);
}
