import { get, type FieldErrors, type FieldPath, type UseFormRegister } from 'react-hook-form';
import type { ProfileForm } from '../../../shared/core/profile';

export type ProfilePath = FieldPath<ProfileForm>;

/** The message react-hook-form holds for `path` (nested paths such as `career.0.club` included). */
export function errorAt(errors: FieldErrors<ProfileForm>, path: string): string | undefined {
  // A list's own error sits at the list's path, or at `root` when some of its rows have errors too.
  for (const candidate of [path, `${path}.root`]) {
    const found: unknown = get(errors, candidate);
    if (found && typeof found === 'object' && 'message' in found && typeof found.message === 'string') {
      return found.message;
    }
  }
  return undefined;
}

/** register() plus the field's error message, ready to spread on a TextField, SelectField or TextAreaField. */
export function fieldProps(register: UseFormRegister<ProfileForm>, errors: FieldErrors<ProfileForm>, path: ProfilePath) {
  return { ...register(path), error: errorAt(errors, path) };
}

