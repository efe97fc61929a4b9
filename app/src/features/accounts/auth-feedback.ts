import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Forms } from '../../shared/core/forms';
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
  const { field, message } = Forms.failure('auth', code);
  return { code, field, message };
}

/** Where a form shows a failure that names none of its fields (`FormFailure`, beside its submit button). */
export const FORM_FAILURE = 'root.server';

/**
 * Shows the core's friendly message for a failed Auth call: under the field it names when the form has that
 * field; otherwise in an error toast and, for a form, beside its submit button as well (a toast closes after a
 * moment; what the user should do next stays on the page). Nothing the user typed is touched. Returns the message.
 */
export function reportAuthError<T extends FieldValues>(error: unknown, target?: AuthErrorTarget<T>): string {
  const { code, field, message } = authMessage(error);
  const path = target?.fields.find((name) => name === field);
  if (target && path) {
    target.setError(path, { type: code, message }, { shouldFocus: true });
  } else {
    target?.setError(FORM_FAILURE, { type: code, message });
    // The id keeps a repeated failure from stacking identical toasts.
    toast.error(message, { toastId: message });
  }
  return message;
}
