import type { FieldValues, Resolver } from 'react-hook-form';
import { isCoreFieldError } from '../core/core';

/**
 * A react-hook-form resolver over a core validator. The validator returns the normalised values or throws the
 * core's field error; the rule itself lives only in Rust.
 */
export function coreResolver<T extends FieldValues>(validate: (values: T) => T): Resolver<T> {
  return async (values) => {
    try {
      return { values: validate(values), errors: {} };
    } catch (error) {
      if (!isCoreFieldError(error)) throw error;
      return {
        values: {},
        errors: { [error.field]: { type: error.code, message: error.message } },
      } as unknown as Awaited<ReturnType<Resolver<T>>>;
    }
  };
}
