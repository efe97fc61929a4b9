import { useEffect, useMemo, useRef } from 'react';
import { useWatch, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { LeaveWithoutSavingDialog } from '../../../shared/forms/leave-without-saving-dialog';
import { useCoreForm, type DeviceDraft } from '../../../shared/forms/use-core-form';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { FormFailure } from '../../../shared/ui/form-failure';
import { failure, Weekly, type WeeklyContext, type WeeklyDocument, type WeeklyForm as Values, type WeeklySaved } from '../../../shared/core/profile';
import { forgetDraft, keepDraft } from '../api/weekly-api';
import type { FieldGroup } from './field-groups';
import { NoteField } from './note-field';
import { StatField } from './stat-field';

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
  /** What the core's rule needs besides the values (today, the birth date, the season's logged weeks). */
  context: WeeklyContext;
  /**
   * Whether the week's stored entry is known (the season's weeks loaded): until then a save could replace an entry
   * the page has not seen, so the Save button waits (the draft keeps what is typed).
   */
  canSave: boolean;
  /** Called after a successful save with what was stored. */
  onSaved: (entry: WeeklyDocument) => void;
  /** Tells the page whether there are unsaved changes (it asks before switching weeks). */
  onDirty: (dirty: boolean) => void;
  /** Whether the form's heading takes the focus when it opens (the player chose Edit in the list). */
  focusOnOpen: boolean;
}

/** The week's draft on this device (`{week, form}`), laid over the stored values when it differs from them. */
function weekDraft(uid: string, week: string, draft: Values | null): DeviceDraft<Values> {
  return {
    read: (stored) => {
      if (!draft) return null;
      // A draft equal to what is stored (changes typed and undone) restores nothing.
      const differs = (Object.keys(stored) as (keyof Values)[]).some((key) => (draft[key] ?? '') !== stored[key]);
      if (differs) return { ...stored, ...draft, week };
      forgetDraft(uid);
      return null;
    },
    keep: (values) => keepDraft(uid, week, values),
    forget: () => forgetDraft(uid),
    whileTyping: true,
  };
}

/** The groups of figures (each a fieldset), one of them with the note. */
function WeekFields({
  groups,
  control,
  register,
  errorAt,
}: {
  groups: readonly FieldGroup[];
  control: Control<Values, unknown, WeeklySaved>;
  register: UseFormRegister<Values>;
  errorAt: (path: string) => string | undefined;
}) {
  const watched = useWatch({ control });
  return groups.map((group) => (
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
  ));
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
  onSaved,
  onDirty,
  focusOnOpen,
}: WeeklyFormProps) {
  const deviceDraft = useMemo(() => weekDraft(uid, week, draft), [uid, week, draft]);
  const core = useCoreForm<Values, WeeklySaved, WeeklyContext>({
    id: 'weekly',
    initial: stored,
    // The core's rule and plan in one call: the entry and its write, or the field errors.
    validate: (form, rule) => Weekly.save({ save: { uid, form, context: rule } }),
    context,
    draft: deviceDraft,
    // One write: the plan, applied by the one writer (fetched with the season's first read: api/weekly-api.ts).
    save: async ({ plan }) => {
      const { applyWritePlan } = await import('../../../shared/firebase/write-plan');
      await applyWritePlan(plan);
    },
    failureMessage: (code) => failure(code, 'weekly-save').message ?? '',
    savedMessage: () => `${weekLabel} is saved.`,
    saved: ({ document }) => {
      if (document) onSaved(document);
    },
  });
  const { register, control } = core.form;
  const { isDirty, busy } = core;

  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <form
      ref={core.formRef}
      className="weekly-form"
      noValidate
      aria-labelledby={FORM_TITLE_ID}
      onSubmit={(event) => void core.submit()(event)}
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
        {core.restored ? (
          <div className="form-notice">
            <p>We restored the values you typed for this week before and have not saved yet. Check them and save.</p>
            <button type="button" className="button button-ghost button-small" onClick={core.discard} disabled={busy}>
              Discard them
            </button>
          </div>
        ) : null}
        {core.errorAt('week') ? (
          <p className="field-error" role="alert">
            {core.errorAt('week')}
          </p>
        ) : null}
      </div>

      <WeekFields groups={groups} control={control} register={register} errorAt={core.errorAt} />

      <div className="form-actions form-submit">
        <SubmitButton busy={busy || !canSave}>{core.saving ? 'Saving…' : editing ? 'Save changes' : 'Save this week'}</SubmitButton>
        {isDirty ? (
          <button type="button" className="button button-ghost" onClick={core.discard} disabled={busy}>
            Discard changes
          </button>
        ) : null}
        <span className="form-note">{isDirty ? 'Unsaved changes (kept on this device).' : 'No unsaved changes.'}</span>
        <FormFailure message={core.failure ?? undefined} />
      </div>

      <LeaveWithoutSavingDialog blocker={core.blocker}>
        <p>This week's figures have not been saved yet. They stay on this device as a draft, but your CV shows them only once you save.</p>
      </LeaveWithoutSavingDialog>
    </form>
  );
}
