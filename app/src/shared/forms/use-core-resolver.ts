import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { coreResolver } from './core-resolver';

/**
 * A form's resolver over a core validator that also needs a value which can change while the user types (whether a
 * picture is stored, the CV's player type). react-hook-form keeps the resolver it was first given, so the resolver
 * is made once and reads the latest value (and validator) through a ref instead of being rebuilt.
 */
export function useCoreResolver<TForm extends FieldValues, TOut, TContext>(
  validate: (values: TForm, context: TContext) => TOut,
  context: TContext,
): Resolver<TForm, unknown, TOut> {
  const latest = useRef({ validate, context });
  useEffect(() => {
    latest.current = { validate, context };
  }, [validate, context]);
  return useMemo(() => coreResolver<TForm, TOut>((values) => latest.current.validate(values, latest.current.context)), []);
}
