import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { authError } from '../../shared/core/forms';
import { authErrorCode } from '../../shared/firebase/auth';

/** The form a failed request belongs to: where a message naming one of `fields` is shown. */
export interface AuthErrorTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
}

/** The core's friendly message for any failed Auth call. */
export function authMessage(error: unknown): { code: string; field: string | undefined; message: string } {
  const code = authErrorCode(error);
  if (code === 'unknown') console.error('Unexpected authentication failure', error);
  const { field, message } = authError(code);
  return { code, field: field ?? undefined, message };
}

/**
 * Shows the core's friendly message for a failed Auth call: under the field it names when the form has that
 * field, in an error toast otherwise. Nothing the user typed is touched.
 */
export function reportAuthError<T extends FieldValues>(error: unknown, target?: AuthErrorTarget<T>): void {
  const { code, field, message } = authMessage(error);
  const path = target?.fields.find((name) => name === field);
  if (target && path) {
    target.setError(path, { type: code, message }, { shouldFocus: true });
  } else {
    // The id keeps a repeated failure from stacking identical toasts.
    toast.error(message, { toastId: message });
  }
}
