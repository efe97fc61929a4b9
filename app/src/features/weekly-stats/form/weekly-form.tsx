import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';
import { withTimeout, writeFailureCode } from '../../../shared/firebase/write-helpers';
import { fieldErrorMessage } from '../../../shared/forms/field-error';
import { LeaveWithoutSavingDialog } from '../../../shared/forms/leave-without-saving-dialog';
import { useCoreResolver } from '../../../shared/forms/use-core-resolver';
import { useUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { forgetDraft, keepDraft } from '../api/weekly-api';
import { validateWeek, weeklySaveErrorMessage, type FieldGroup, type WeekContext, type WeeklyDocument, type WeeklyForm as Values } from '../weekly-core';
import { NoteField } from './note-field';
import { StatField } from './stat-field';

/** How long a save may take before the page says it did not arrive (as the other forms: Firestore Lite may stall). */
export const WEEKLY_SAVE_TIMEOUT_MS = 15_000;

type Path = FieldPath<Values>;

/** The id of the form's heading (the week's label): what takes the focus when the player chooses Edit. */
export const FORM_TITLE_ID = 'weekly-form-title';

export interface WeeklyFormProps {
  uid: string;
  /** The week the form is for (its document id) and what it reads ("Week 48, 23–29 Nov 2026"). */
  week: string;
  weekLabel: string;
  /** Whether the week already has an entry: the form then edits it, and says so. */
  editing: boolean;
  /**
   * The groups of fields this player fills (the goalkeeping group only for a goalkeeper's CV), in the core's order;
   * one of them also holds the note (a text area with a character count rather than a number).
   */
  groups: readonly FieldGroup[];
  /** The stored entry's form (the core's), or the empty form of a new week. */
  stored: Values;
  /** A draft kept on this device for this week, laid over the stored values (the form is dirty where they differ). */
  draft: Values | null;
  /** What the core's rule needs besides the values (today, the birth date, the player type, the season's entries). */
  context: WeekContext;
  /**
   * Whether the week's stored entry is known (the season's weeks loaded): until then a save could replace an entry
   * the page has not seen, so the Save button waits (the draft keeps what is typed).
   */
  canSave: boolean;
  /** Writes the validated entry; rejects when the server did not take it. */
  save: (entry: WeeklyDocument) => Promise<void>;
  /** Called after a successful save with what was stored. */
  onSaved: (entry: WeeklyDocument) => void;
  /** Tells the page whether there are unsaved changes (it asks before switching weeks). */
  onDirty: (dirty: boolean) => void;
  /** Whether the form's heading takes the focus when it opens (the player chose Edit in the list). */
  focusOnOpen: boolean;
}

/**
 * One week's figures: react-hook-form over the core's rule (its messages show at their fields, nothing typed is
 * ever cleared), in labelled groups, the goalkeeper's only for goalkeepers. Every change is kept on the device as
 * the draft (`{week, form}`), so a reload, a closed tab or a lost connection loses nothing; a save clears it.
 */
export function WeeklyForm({
  uid,
  week,
  weekLabel,
  editing,
  groups,
  stored,
  draft,
  context,
  canSave,
  save,
  onSaved,
  onDirty,
  focusOnOpen,
}: WeeklyFormProps) {
  const resolver = useCoreResolver<Values, WeeklyDocument, WeekContext>(validateWeek, context);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, WeeklyDocument>({ resolver, defaultValues: stored, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const { blocker } = useUnsavedChanges(isDirty || saving);

  // The draft over the stored values, once: what was typed here before and not saved.
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    if (!draft) return;
    // A draft equal to what is stored (changes typed and undone) restores nothing.
    const differs = (Object.keys(stored) as (keyof Values)[]).some((key) => (draft[key] ?? '') !== stored[key]);
    if (differs) {
      reset({ ...stored, ...draft, week }, { keepDefaultValues: true });
      setRestored(true);
    } else forgetDraft(uid);
  }, [draft, stored, week, uid, reset]);

  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  // Every change goes to the draft at once.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name) return;
      if (!keepDraft(uid, week, values as Values)) console.info('Could not keep the weekly draft on this device.');
    });
    return () => subscription.unsubscribe();
  }, [watch, uid, week]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const errorAt = (path: string): string | undefined => fieldErrorMessage(errors, path);

  const onValid = async (entry: WeeklyDocument) => {
    setSaving(true);
    setFailure(null);
    try {
      await withTimeout(save(entry), WEEKLY_SAVE_TIMEOUT_MS);
    } catch (error) {
      setSaving(false);
      const message = weeklySaveErrorMessage(writeFailureCode(error));
      setFailure(message);
      toast.error(message, { toastId: 'weekly-save-failed' });
      return;
    }
    // The server has it: the device's copy is no longer needed, and what is shown is what is stored.
    forgetDraft(uid);
    reset(getValues());
    setSaving(false);
    setRestored(false);
    // No toastId: each save is its own event (a second save within the first toast's life must say so too).
    toast.success(`${weekLabel} is saved.`);
    onSaved(entry);
  };
  const onInvalid = () => {
    toast.error('Please fix the highlighted fields.', { toastId: 'weekly-invalid' });
  };

  const discard = () => {
    forgetDraft(uid);
    reset(stored);
    setRestored(false);
    setFailure(null);
  };

  const watched = useWatch({ control });
  const busy = isSubmitting || saving;

  return (
    <form
      className="weekly-form"
      noValidate
      aria-labelledby={FORM_TITLE_ID}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <div className="weekly-form-head">
        <h2 id={FORM_TITLE_ID} ref={heading} tabIndex={-1}>
          {weekLabel}
        </h2>
        <p className="form-note" role="status">
          {editing
            ? 'You logged this week already: you are editing its entry.'
            : 'Nothing logged for this week yet. Every figure is optional: fill in what you know.'}
        </p>
        {restored ? (
          <div className="form-notice">
            <p>We restored the values you typed for this week before and have not saved yet. Check them and save.</p>
            <button type="button" className="button button-ghost button-small" onClick={discard} disabled={busy}>
              Discard them
            </button>
          </div>
        ) : null}
        {errorAt('week') ? (
          <p className="field-error" role="alert">
            {errorAt('week')}
          </p>
        ) : null}
      </div>

      {groups.map((group) => (
        <fieldset key={group.key} className="form-section weekly-group">
          <legend>{group.label}</legend>
          <div className="weekly-grid">
            {group.fields.map((field) => (
              <StatField
                key={field.key}
                label={field.label}
                unit={field.unit}
                min={field.min}
                max={field.max}
                decimals={field.decimals}
                note={field.hint}
                error={errorAt(field.key)}
                registration={register(field.key as Path)}
              />
            ))}
          </div>
          {group.note ? (
            <NoteField
              label={group.note.label}
              maxLength={group.note.maxLength}
              value={String((watched as Record<string, unknown>)[group.note.key] ?? '')}
              error={errorAt(group.note.key)}
              registration={register(group.note.key as Path)}
            />
          ) : null}
        </fieldset>
      ))}

      <div className="form-actions form-submit">
        <SubmitButton busy={busy || !canSave}>{saving ? 'Saving…' : editing ? 'Save changes' : 'Save this week'}</SubmitButton>
        {isDirty ? (
          <button type="button" className="button button-ghost" onClick={discard} disabled={busy}>
            Discard changes
          </button>
        ) : null}
        <span className="form-note">{isDirty ? 'Unsaved changes (kept on this device).' : 'No unsaved changes.'}</span>
        {failure && !saving ? (
          <p className="field-error form-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>

      <LeaveWithoutSavingDialog blocker={blocker}>
        <p>This week's figures have not been saved yet. They stay on this device as a draft, but your CV shows them only once you save.</p>
      </LeaveWithoutSavingDialog>
    </form>
  );
}
