import type { CheckedForm, FormInput } from '../core/forms';

/** A form's kind, as the core's one `Forms.check` names it. */
export type FormKind = FormInput['kind'];
/** The values of a form of kind `K`, as typed. */
export type FormValues<K extends FormKind> = Omit<Extract<FormInput, { kind: K }>, 'kind'>;
/** What the rule of a form of kind `K` returns: the normalised form (the sign-up's with its display name). */
export type CheckedValues<K extends FormKind> = Omit<Extract<CheckedForm, { kind: K }>, 'kind'>;

/**
 * The validator of one kind of form over the core's one `check` (passed in, so a form whose module loads on first
 * use can hand it over then): the values go in tagged with `kind`, the normalised form comes back without the tag,
 * so what a form submits holds its own fields only.
 */
export function formRule<K extends FormKind>(
  check: (form: FormInput) => CheckedForm,
  kind: K,
): (values: FormValues<K>) => CheckedValues<K> {
  return (values) => {
    // The values and their kind make that kind's input; TypeScript cannot follow `K` through the spread.
    const input: unknown = { ...values, kind };
    const checked: Partial<CheckedForm> = check(input as FormInput);
    delete checked.kind;
    return checked as CheckedValues<K>;
  };
}
