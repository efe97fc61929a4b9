import { useMemo } from 'react';
import { LeaveWithoutSavingDialog } from '../../shared/forms/leave-without-saving-dialog';
import { useCoreForm, type DeviceDraft } from '../../shared/forms/use-core-form';
import { failure, Scout, type RoleOption, type ScoutForm as Values, type ScoutSaved } from '../../shared/core/profile';
import { SelectField, TextField } from '../../shared/ui/field';
import { CountryOptions } from '../../shared/ui/reference-options';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormFailure } from '../../shared/ui/form-failure';
import { forgetScoutDraft, keepScoutDraft, saveScout, storedScoutDraft } from './api/scout-api';

export interface ScoutFormProps {
  uid: string;
  /** The stored profile's form (the core's), or the empty form of a new profile. */
  stored: Values;
  roles: readonly RoleOption[];
  /** Whether a profile is stored: the button and the notes say "save changes" rather than "create". */
  editing: boolean;
  /** After a confirmed save, with what was stored. */
  saved: (out: ScoutSaved) => void | Promise<void>;
}

/**
 * A scout's profile: five fields over the core's rule (its messages at their fields, nothing typed ever cleared), kept
 * on this device before each save until the server confirms it.
 */
export function ScoutForm({ uid, stored, roles, editing, saved }: ScoutFormProps) {
  const draft = useMemo<DeviceDraft<Values>>(
    () => ({
      read: () => storedScoutDraft(uid),
      keep: (values) => keepScoutDraft(uid, values),
      forget: () => forgetScoutDraft(uid),
    }),
    [uid],
  );
  const core = useCoreForm<Values, ScoutSaved, null>({
    id: 'scout',
    initial: stored,
    // The core's rule and plan in one call: the profile and its write, or the field errors.
    validate: (form) => Scout.save({ uid, form }),
    context: null,
    draft,
    save: ({ plan }) => saveScout(plan),
    failureMessage: (code) => failure(code, 'scout-save').message ?? '',
    failureNote: 'What you typed is kept on this device.',
    savedMessage: () => 'Your scout profile has been saved.',
    saved,
  });
  const { register } = core.form;
  const { busy, isDirty } = core;

  return (
    <form ref={core.formRef} className="scout-form" noValidate aria-label="Your scout profile" onSubmit={(event) => void core.submit()(event)}>
      {core.restored ? (
        <div className="form-notice" role="status">
          <p>We restored the changes you made here before and have not saved yet. Check them and save.</p>
          <button type="button" className="button button-ghost button-small" onClick={core.discard} disabled={busy}>
            Discard them
          </button>
        </div>
      ) : null}
      <fieldset className="form-section">
        <legend>About you</legend>
        <TextField label="Full name" required autoComplete="name" error={core.errorAt('name')} {...register('name')} />
        <SelectField label="What you do" required error={core.errorAt('role')} {...register('role')}>
          <option value="">Choose…</option>
          {roles.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Club, academy or agency"
          required
          autoComplete="organization"
          hint="Players see it with your name when you ask to contact them."
          error={core.errorAt('organisation')}
          {...register('organisation')}
        />
        <SelectField label="Country" required autoComplete="country" error={core.errorAt('country')} {...register('country')}>
          <CountryOptions all="Choose…" />
        </SelectField>
        <TextField
          label="Web page (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Your club's page or a profile elsewhere, starting with http:// or https://."
          error={core.errorAt('link')}
          {...register('link')}
        />
      </fieldset>
      <div className="form-actions form-submit">
        <SubmitButton busy={busy}>{core.saving ? 'Saving...' : editing ? 'Save changes' : 'Save my scout profile'}</SubmitButton>
        <span className="form-note">{isDirty ? 'Unsaved changes.' : 'No unsaved changes.'}</span>
        <FormFailure message={core.failure ?? undefined} />
      </div>
      <LeaveWithoutSavingDialog blocker={core.blocker}>
        <p>Your scout profile has not been saved yet. What you typed stays on this device until you save it.</p>
      </LeaveWithoutSavingDialog>
    </form>
  );
}
