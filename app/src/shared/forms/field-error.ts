import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * The message react-hook-form holds for a field at `path` (`goals`, `tests.sprint10m.value`), or undefined: what a
 * form shows at that field. The errors are the core's (`coreResolver`), so every message is the core's wording.
 */
export function fieldErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const found: unknown = get(errors, path);
  return found && typeof found === 'object' && 'message' in found && typeof found.message === 'string' ? found.message : undefined;
}
