import type { FieldValues, Resolver } from 'react-hook-form';
import { isInvalidForm, type FieldError } from '../core/core-error';

type ErrorTree = Record<string, unknown>;

const isContainer = (value: unknown): value is ErrorTree =>
  typeof value === 'object' && value !== null && !('message' in value && 'type' in value);

/**
 * Puts `leaf` at a react-hook-form path (`career.0.club`), creating nested objects, or arrays for numeric keys,
 * like RHF's own `set`. The first error of a path wins (a field shows one message). When a list has both its own
 * error (`career`) and errors of its rows (`career.0.club`), the list's own error goes to `root`, RHF's place for it.
 */
export function setError(tree: ErrorTree, path: string, leaf: { type: string; message: string }): void {
  const keys = path.split('.');
  let node: ErrorTree = tree;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const existing = node[key];
    if (last) {
      if (existing === undefined) node[key] = leaf;
      else if (isContainer(existing) && existing.root === undefined) existing.root = leaf;
      return;
    }
    if (isContainer(existing)) {
      node = existing;
      return;
    }
    const child: ErrorTree = /^\d+$/.test(keys[i + 1] ?? '') ? ([] as unknown as ErrorTree) : {};
    if (existing !== undefined) child.root = existing;
    node[key] = child;
    node = child;
  });
}

/** The core's field errors as a react-hook-form error tree. */
export function toFormErrors(fieldErrors: readonly FieldError[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const e of fieldErrors) setError(tree, e.field, { type: e.code, message: e.message });
  return tree;
}

/**
 * A react-hook-form resolver over a core validator. The validator returns the normalised output (which may be a
 * different type, e.g. `ProfileForm` → `PlayerProfile`; `handleSubmit` then receives it when `useForm` is given
 * the third type argument) or throws the core's `invalid-form` error, whose `fieldErrors` become the form's
 * errors, nested paths included. The rule itself lives only in Rust. The validator may be async: a form that is
 * on every page (the footer's newsletter) loads its wasm module on first submit.
 */
export function coreResolver<TForm extends FieldValues, TOut = TForm>(
  validate: (values: TForm) => TOut | Promise<TOut>,
): Resolver<TForm, unknown, TOut> {
  return async (values) => {
    try {
      return { values: await validate(values), errors: {} };
    } catch (error) {
      if (!isInvalidForm(error)) throw error;
      return { values: {}, errors: toFormErrors(error.fieldErrors) } as Awaited<ReturnType<Resolver<TForm, unknown, TOut>>>;
    }
  };
}
