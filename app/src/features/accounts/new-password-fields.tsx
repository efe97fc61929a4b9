import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { NewPasswordForm } from '../../shared/core/forms';
import { limits } from '../../shared/core/generated/limits';
import { TextField } from '../../shared/ui/field';

/** The forms that choose a password (sign-up, reset) share these two fields and their names. */
type PasswordPair = Pick<NewPasswordForm, 'password' | 'confirmPassword'>;

interface NewPasswordFieldsProps<T extends PasswordPair> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** "Password" on sign-up, "New password" on reset. */
  label: string;
  confirmLabel: string;
}

// The hint names the core's minimum, so it cannot promise a different rule from the one the core checks.
const HINT = `At least ${limits.password.min} characters, with a letter and a digit.`;

/** A new password and its confirmation, checked by the core's validator on submit. */
export function NewPasswordFields<T extends PasswordPair>({ register, errors, label, confirmLabel }: NewPasswordFieldsProps<T>) {
  // Both forms' value types contain the pair; react-hook-form's path types cannot see that through the generic.
  const pair = register as unknown as UseFormRegister<PasswordPair>;
  const fieldErrors = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={HINT}
        error={fieldErrors.password?.message}
        {...pair('password')}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.confirmPassword?.message}
        {...pair('confirmPassword')}
      />
    </>
  );
}
