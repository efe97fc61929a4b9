import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';
import { toast } from 'react-toastify';
import { withTimeout, writeFailureCode } from '../firebase/write-helpers';
import { fieldErrorMessage } from './field-error';
import { keepTyped } from './keep-typed';
import { useCoreResolver } from './use-core-resolver';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * How long a save may take before the form says it did not arrive. Firestore Lite sends one request; on a stalled
 * connection it neither answers nor fails. The values stay in the form and on the device (the draft) either way.
 */
export const SAVE_TIMEOUT_MS = 15_000;

/** What every form says when the core refused some of its fields (they show the core's own messages). */
export const FIX_FIELDS = 'Please fix the highlighted fields.';

/** The form's copy of its values on this device: what was typed is never lost to a reload or a failed save. */
export interface DeviceDraft<TForm> {
  /** The draft laid over the stored values, or null when there is none worth restoring. Read once, when the form opens. */
  read: (stored: TForm) => TForm | null;
  /** Keeps the values (`changed`: the path that changed, when a keystroke keeps them); false when the device refused. */
  keep: (values: TForm, changed: string | undefined) => boolean;
  /** The server has the values (or the player gave them up): the device's copy goes. */
  forget: () => void;
  /** Keep on every change (a wizard, a week); else only just before each save. */
  whileTyping?: boolean;
}

export interface CoreFormOptions<TForm extends FieldValues, TOut, TContext> {
  /** Names the form's toasts (`profile` → `profile-invalid`), so each outcome replaces the previous one. */
  id: string;
  /** The stored values: the form's defaults. A fresher copy arriving later keeps what was typed. */
  initial: TForm;
  /** The core's rule: the normalised output, or the core's `invalid-form` error (its messages go to the fields). */
  validate: (values: TForm, context: TContext) => TOut;
  /** What the rule needs besides the values; it may change while the player types. */
  context: TContext;
  draft: DeviceDraft<TForm>;
  /** Writes the core's output; rejects when the server did not take it. Limited to `SAVE_TIMEOUT_MS`. */
  save: (out: TOut, values: TForm) => Promise<void>;
  /** The core's words for a failed save's code. */
  failureMessage: (code: string | undefined) => string;
  /** Added to the failure beside the button (not the toast), e.g. that the typing is kept on the device. */
  failureNote?: string;
  /** The toast of a confirmed save. */
  savedMessage: (out: TOut) => string;
  /** After a confirmed save (the values are the form's new defaults): navigate, tell the page. */
  saved?: (out: TOut) => void | Promise<void>;
  /** After a refused submit, with its errors (the wizard goes to the first step with a problem). */
  invalid?: (errors: FieldErrors<TForm>) => void;
  /** Paths that are still this form (the wizard's steps): moving there is not leaving. */
  stays?: (pathname: string) => boolean;
}

type Phase = 'idle' | 'checking' | 'saving';

/** The leaf paths of a react-hook-form error tree (`career.0.club`; a list's own `root` error names the list). */
function errorPaths(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [];
  if ('message' in tree && 'type' in tree) return prefix ? [prefix] : [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'root' ? (prefix ? [prefix] : []) : errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The first control (in reading order) that shows an error: one marked invalid, a control inside a group marked
 * invalid, or the control beside a field message (a checkbox whose message sits under it).
 */
function firstInvalid(form: HTMLFormElement | null): HTMLElement | null {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error:not(.form-failure)');
  if (!marked || marked.matches('input, select, textarea')) return marked ?? null;
  const scope = marked.matches('.field-error') ? marked.parentElement : marked;
  return scope?.querySelector<HTMLElement>('input, select, textarea') ?? marked;
}

/**
 * One form over a core validator, as every SKORA form works: react-hook-form holds the values, the core decides
 * (its messages at their fields), the draft on the device keeps what was typed until the server confirms a save,
 * the save has a time limit, a refused submit says so once and brings the first invalid field into view clear of
 * the sticky save bar, a field shown wrong is checked again as it changes, a fresher stored copy keeps the typing,
 * and leaving with unsaved changes warns. Each outcome (refused, failed, saved) replaces the one before.
 */
export function useCoreForm<TForm extends FieldValues, TOut, TContext>(options: CoreFormOptions<TForm, TOut, TContext>) {
  const { initial, validate, context, stays } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const resolver = useCoreResolver<TForm, TOut, TContext>(validate, context);
  // Focus (and scrolling) after a refused submit is ours: react-hook-form's focus() can leave the field under the
  // sticky save bar. Checking again as the player types is ours too, also after a step's Next.
  const form = useForm<TForm, unknown, TOut>({
    resolver,
    defaultValues: initial as DefaultValues<TForm>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { getValues, handleSubmit, reset, trigger, watch, formState } = form;
  const { errors, isDirty } = formState;

  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const { blocker, allowLeave } = useUnsavedChanges(isDirty || phase !== 'idle', stays);

  // One outcome at a time: a refusal, a failed save or a saved one replaces whichever this form showed before.
  const shown = useRef<string[]>([]);
  const announce = useCallback((kind: 'invalid' | 'failed' | 'saved', message: string) => {
    for (const toastId of shown.current) toast.dismiss(toastId);
    // Each save is its own event: a second save within the first toast's life says so too.
    const toastId = kind === 'saved' ? `${latest.current.id}-saved-${Date.now()}` : `${latest.current.id}-${kind}`;
    shown.current = [toastId];
    if (kind === 'saved') toast.success(message, { toastId });
    else toast.error(message, { toastId });
  }, []);
  const clearOutcome = useCallback(() => {
    for (const toastId of shown.current) toast.dismiss(toastId);
    shown.current = [];
  }, []);

  // A fresher stored copy may arrive after the cached one: take it without losing what was typed, nor the field
  // messages of a save the player already tried. Never while a submit is checked or saved: react-hook-form drops a
  // submit whose values are reset while it validates, and ends `isSubmitting` early; the copy waits until it settles.
  const busy = useRef(false);
  const waiting = useRef<TForm | null>(null);
  // The values the form's defaults hold (what "changed" is measured from): the stored copy, or the last saved values.
  const base = useRef<TForm>(initial);
  const applyStored = useCallback(
    (stored: TForm) => {
      const kept = { keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true } as const;
      // Not react-hook-form's keepDirtyValues: it keeps typed inputs one by one, so a removed list row comes back.
      const values = keepTyped(stored, base.current, getValues());
      base.current = stored;
      reset(stored, kept);
      // The fresher copy is the defaults; the dirty flags are counted again from the values against it.
      reset(values, { keepDefaultValues: true, ...kept });
    },
    [reset, getValues],
  );
  const opened = useRef(initial);
  useEffect(() => {
    if (opened.current === initial) return;
    opened.current = initial;
    if (busy.current) waiting.current = initial;
    else applyStored(initial);
  }, [initial, applyStored]);

  // The draft over the stored values, once, when the form opens: the form is dirty where they differ.
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const values = latest.current.draft.read(opened.current);
    if (!values) return;
    reset(values, { keepDefaultValues: true });
    setRestored(true);
  }, [reset]);

  // Every change: kept as the draft when the form keeps it while typing, and once a submit was refused, the changed
  // field and every field that shows an error are checked again, so a message never stays beside a valid value.
  const refused = useRef(false);
  const shownErrors = useRef(errors);
  useEffect(() => {
    shownErrors.current = errors;
  });
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name) return;
      const { draft } = latest.current;
      if (draft.whileTyping && !draft.keep(values as TForm, name)) console.info(`Could not keep the ${latest.current.id} draft on this device.`);
      if (refused.current) {
        const paths = [...new Set([name, ...errorPaths(shownErrors.current)])] as FieldPath<TForm>[];
        void trigger(paths);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);

  // After a refusal the first invalid field takes the focus and is scrolled to the middle of the screen, clear of the
  // sticky save bar and the nav bar. It may render a moment later (the wizard moves to its step first).
  const formRef = useRef<HTMLFormElement>(null);
  const focusWanted = useRef(false);
  const [, setFocusTick] = useState(0);
  useEffect(() => {
    if (!focusWanted.current) return;
    const field = firstInvalid(formRef.current);
    if (!field) return;
    focusWanted.current = false;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
  const refuse = useCallback(() => {
    refused.current = true;
    focusWanted.current = true;
    setFocusTick((n) => n + 1);
    announce('invalid', FIX_FIELDS);
  }, [announce]);

  const settle = useCallback(() => {
    busy.current = false;
    setPhase('idle');
    const stored = waiting.current;
    waiting.current = null;
    if (stored) applyStored(stored);
  }, [applyStored]);

  /** Keeps the values on the device, writes them within the time limit, and says how it went; true when stored. */
  const save = useCallback(
    async (out: TOut): Promise<boolean> => {
      const { draft } = latest.current;
      const values = getValues();
      busy.current = true;
      setPhase('saving');
      setFailure(null);
      // On the device first: if the write never arrives (or the tab closes while it is on its way), nothing is lost.
      if (!draft.keep(values, undefined)) console.info(`Could not keep the ${latest.current.id} draft on this device.`);
      try {
        await withTimeout(latest.current.save(out, values), SAVE_TIMEOUT_MS);
      } catch (error) {
        // The cause as the SDK gave it, for whoever reads the console: the user reads the core's sentence for its code.
        console.warn(`Could not save the ${latest.current.id}.`, error);
        const message = latest.current.failureMessage(writeFailureCode(error));
        setFailure(latest.current.failureNote ? `${message} ${latest.current.failureNote}` : message);
        announce('failed', message);
        settle();
        return false;
      }
      // The server has them: the device's copy goes, and what was saved is the form's new defaults (anything typed
      // while it was on its way stays, and counts as unsaved). A stored copy read before the save is outdated.
      draft.forget();
      waiting.current = null;
      refused.current = false;
      setRestored(false);
      base.current = values;
      reset(values, { keepValues: true });
      reset(getValues(), { keepDefaultValues: true });
      announce('saved', latest.current.savedMessage(out));
      allowLeave(true);
      try {
        await latest.current.saved?.(out);
      } finally {
        allowLeave(false);
        settle();
      }
      return true;
    },
    [announce, allowLeave, getValues, reset, settle],
  );

  /** The form's submit handler: the core checks every field, then `onValid` (by default, the save) gets its output. */
  const submit = useCallback(
    (onValid: (out: TOut) => unknown = save) =>
      async (event?: FormEvent) => {
        event?.preventDefault();
        if (busy.current) return;
        busy.current = true;
        setPhase('checking');
        setFailure(null);
        let saving = false;
        try {
          await handleSubmit(
            async (out) => {
              refused.current = false;
              clearOutcome();
              saving = onValid === save;
              if (saving) await save(out);
              else onValid(out);
            },
            (found) => {
              refuse();
              latest.current.invalid?.(found);
            },
          )();
        } finally {
          if (!saving) settle();
        }
      },
    [clearOutcome, handleSubmit, refuse, save, settle],
  );

  /** Checks some fields only (a wizard step's Next); true when the core accepts them. */
  const check = useCallback(
    async (paths: FieldPath<TForm>[]): Promise<boolean> => {
      if (paths.length === 0 || (await trigger(paths))) {
        clearOutcome();
        return true;
      }
      refuse();
      return false;
    },
    [clearOutcome, refuse, trigger],
  );

  /** The player gives up the changes: the stored values come back and the device's copy goes. */
  const discard = useCallback(() => {
    latest.current.draft.forget();
    refused.current = false;
    base.current = opened.current;
    reset(opened.current);
    setRestored(false);
    setFailure(null);
    clearOutcome();
  }, [clearOutcome, reset]);

  return {
    form,
    formRef,
    errors,
    errorAt: (path: string): string | undefined => fieldErrorMessage(errors, path),
    isDirty,
    /** A submit is being checked or saved: the buttons wait. */
    busy: phase !== 'idle',
    saving: phase === 'saving',
    failure: phase === 'idle' ? failure : null,
    restored,
    submit,
    save,
    check,
    discard,
    clearOutcome,
    blocker,
  };
}
