import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { validateProfileForm, type ProfileDocuments, type ProfileForm } from '../../../shared/core/profile';
import { localToday } from '../../../shared/dates/local-today';
import { useCoreResolver } from '../../../shared/forms/use-core-resolver';
import { LeaveWithoutSavingDialog } from '../../../shared/forms/leave-without-saving-dialog';
import { useUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { AVAILABILITY_LABELS, FOOT_LABELS, labelFor, PLAYER_TYPE_LABELS, VISIBILITY_LABELS } from '../labels';
import { profileChoices } from '../limits';
import { countryOptions, positionOptions } from '../reference';
import { errorAt, fieldProps } from './form-helpers';
import { CareerList, HonoursList, LanguagesList, LinksList } from './list-sections';

export interface EditProfileFormProps {
  /** The form's values: the core's `profileForm(cv, details)` of the stored documents (or of nothing, for a new CV). */
  initial: ProfileForm;
  /** Whether a picture is stored: the core's validator needs it. */
  hasPhoto: boolean;
  /**
   * Writes the core's validated documents (the CV and the private details) typed as `values`; resolves once stored,
   * rejects with the failure (the form keeps its values). It calls `leave()` just before it navigates away: until
   * then, leaving the page (or closing the tab) while the write is on its way still warns.
   */
  onSave: (documents: ProfileDocuments, values: ProfileForm, leave: () => void) => Promise<void>;
  /** A CV typed on this device and never confirmed by the server: the form starts from it, with a note. */
  draft?: ProfileForm | null;
  /** The owner drops the restored draft: the form goes back to the stored CV. */
  onDiscardDraft?: () => void;
  /** Why the last save failed, shown at the submit button (also announced as a toast). */
  saveFailure?: string | null;
  /** Shown at the top of the form (the picture control). */
  header?: ReactNode;
  /** Limits from the core (`profileLimits()`): add buttons stop where the core would, hints quote them. */
  maxEntries?: Partial<Record<'career' | 'honours' | 'languages' | 'links' | 'bio', number>>;
}

/** A section of the form with a heading, an optional lead, and an anchor the completeness meter links to. */
function Section({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="form-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {lead ? <p className="form-note">{lead}</p> : null}
      {children}
    </section>
  );
}

/** A field-sized anchor so `#firstName` (from the completeness meter) scrolls to and focuses that field. */
function Anchor({ field, children }: { field: string; children: ReactNode }) {
  return (
    <div id={field} className="field-anchor">
      {children}
    </div>
  );
}

function useFocusHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    const control = target.querySelector<HTMLElement>('input, select, textarea, button');
    (control ?? target).focus();
  }, [hash, ready]);
}

export function EditProfileForm({
  initial,
  hasPhoto,
  onSave,
  draft = null,
  onDiscardDraft,
  saveFailure = null,
  header,
  maxEntries = {},
}: EditProfileFormProps) {
  // The core decides; the resolver only turns its field errors into form errors, and hands its typed profile on.
  // Whether a picture is stored may change while editing (an upload finishes).
  const resolver = useCoreResolver<ProfileForm, ProfileDocuments, boolean>(
    (values, photo) => validateProfileForm(values, localToday(), photo),
    hasPhoto,
  );
  const {
    register,
    control,
    getValues,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileForm, unknown, ProfileDocuments>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });

  // A fresher copy of the stored CV may arrive after the cached one: take it without losing what was typed, nor
  // the field messages of a save the user already tried (the refresh can land just after the click).
  useEffect(() => {
    const kept = { keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true } as const;
    reset(initial, { keepDirtyValues: true, ...kept });
    // keepDirtyValues keeps what was typed (or restored from a draft) but clears the dirty flag: count it again, from
    // the values themselves against the fresher copy. Not from the flag at the last render: a key typed between
    // that render and this effect is in the values but not in the flag, and the leave-page warning would disarm.
    reset(getValues(), { keepDefaultValues: true, keepDirtyValues: true, ...kept });
  }, [initial, reset, getValues]);

  // A restored draft becomes the values, over the stored CV as the defaults: the form is dirty where they differ, and
  // a fresher stored copy arriving later keeps them (keepDirtyValues above).
  const restored = useRef<ProfileForm | null>(null);
  useEffect(() => {
    if (!draft || restored.current === draft) return;
    restored.current = draft;
    reset(draft, { keepDefaultValues: true });
  }, [draft, reset]);
  const discardDraft = () => {
    restored.current = null;
    reset(initial);
    onDiscardDraft?.();
  };

  // While a save is on its way the changes are not safe yet: leaving still warns.
  const { blocker, allowLeave } = useUnsavedChanges(isDirty || isSubmitting);
  useFocusHash(true);

  const playerType = useWatch({ control, name: 'playerType' });
  const countries = countryOptions();
  const choices = useMemo(() => profileChoices(), []);
  const positions = positionOptions();
  const field = (path: Parameters<typeof register>[0]) => fieldProps(register, errors, path);

  const onValid = async (documents: ProfileDocuments) => {
    try {
      await onSave(documents, getValues(), () => allowLeave(true));
    } catch {
      // The page has explained the failure; the form keeps its values and warns before leaving.
      allowLeave(false);
    }
  };
  const onInvalid = () => {
    toast.error('Please fix the highlighted fields.', { toastId: 'profile-invalid' });
  };

  // Why "Use my current location" filled nothing: beside the button until the next try, as well as in a toast that
  // closes after a moment, since it says what to do instead.
  const [locationFailure, setLocationFailure] = useState<string | null>(null);
  const locationFailed = (message: string) => {
    setLocationFailure(message);
    toast.info(message);
  };
  const fillFromMyLocation = () => {
    setLocationFailure(null);
    if (!('geolocation' in navigator)) {
      locationFailed('Your browser cannot share its location. Type the coordinates instead, or leave them empty.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setValue('latitude', coords.latitude.toFixed(4), { shouldDirty: true });
        setValue('longitude', coords.longitude.toFixed(4), { shouldDirty: true });
      },
      () => locationFailed('We could not get your location. Type the coordinates instead, or leave them empty.'),
    );
  };

  const countryChoices = useMemo(
    () =>
      countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      )),
    [countries],
  );
  const lines = [...new Set(positions.map((position) => position.line))];

  return (
    <form className="form form-wide profile-form" onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      {draft ? (
        <div className="form-notice" role="status">
          <p>
            We restored the changes you had not saved yet: they were kept on this device because the server never
            confirmed them. Check them and save, or discard them.
          </p>
          <button type="button" className="button button-ghost" onClick={discardDraft}>
            Discard these changes
          </button>
        </div>
      ) : null}
      {header}

      <Section id="personal" title="Personal" lead="Your name and age are the first things a scout reads.">
        <div className="form-grid">
          <Anchor field="firstName">
            <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          </Anchor>
          <Anchor field="lastName">
            <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
          </Anchor>
          <Anchor field="dateOfBirth">
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              hint="Only you see your date of birth: your CV shows your age."
              required
              {...field('dateOfBirth')}
            />
          </Anchor>
          <Anchor field="nationality">
            <SelectField label="Nationality" required {...field('nationality')}>
              <option value="">Choose a country</option>
              {countryChoices}
            </SelectField>
          </Anchor>
          <Anchor field="secondNationality">
            <SelectField
              label="Second nationality"
              hint="A second passport can open doors in leagues with non-EU quotas."
              {...field('secondNationality')}
            >
              <option value="">None</option>
              {countryChoices}
            </SelectField>
          </Anchor>
          <Anchor field="countryOfResidence">
            <SelectField label="Country of residence" required {...field('countryOfResidence')}>
              <option value="">Choose a country</option>
              {countryChoices}
            </SelectField>
          </Anchor>
          <Anchor field="city">
            <TextField label="City" autoComplete="address-level2" required {...field('city')} />
          </Anchor>
        </div>
        <fieldset className="form-grid location-fields" id="location">
          <legend>Map pin (optional)</legend>
          <p className="form-note">
            Puts you on the SKORA map near where you live: only you see this point, the map shows an area of at least 5 km
            (the middle of your country for players under 16). Leave both empty and we use the middle of your country.
          </p>
          <TextField label="Latitude" inputMode="decimal" placeholder="40.4168" {...field('latitude')} />
          <TextField label="Longitude" inputMode="decimal" placeholder="-3.7038" {...field('longitude')} />
          <div className="form-actions">
            <button type="button" className="button button-ghost" onClick={fillFromMyLocation}>
              Use my current location
            </button>
            {locationFailure ? (
              <p className="field-error form-failure" role="alert">
                {locationFailure}
              </p>
            ) : null}
          </div>
        </fieldset>
      </Section>

      <Section id="football" title="Football" lead="Scouts filter by position and age: fill these first.">
        <div className="form-grid">
          <Anchor field="playerType">
            <SelectField label="Player type" required {...field('playerType')}>
              <option value="">Choose one</option>
              {choices.playerTypes.map((code) => (
                <option key={code} value={code}>
                  {labelFor(PLAYER_TYPE_LABELS, code)}
                </option>
              ))}
            </SelectField>
          </Anchor>
          <Anchor field="mainPosition">
            <SelectField
              label="Main position"
              hint={playerType === 'goalkeeper' ? 'Goalkeepers play in goal (GK).' : 'Where you play most minutes.'}
              required
              {...field('mainPosition')}
            >
              <option value="">Choose a position</option>
              {lines.map((line) => (
                <optgroup key={line} label={line.charAt(0).toUpperCase() + line.slice(1)}>
                  {positions
                    .filter((position) => position.line === line)
                    .map((position) => (
                      <option key={position.code} value={position.code}>
                        {position.label} ({position.code})
                      </option>
                    ))}
                </optgroup>
              ))}
            </SelectField>
          </Anchor>
          <Anchor field="preferredFoot">
            <SelectField label="Preferred foot" {...field('preferredFoot')}>
              <option value="">Not given</option>
              {choices.preferredFeet.map((code) => (
                <option key={code} value={code}>
                  {labelFor(FOOT_LABELS, code)}
                </option>
              ))}
            </SelectField>
          </Anchor>
          <Anchor field="currentClub">
            <TextField
              label="Current club"
              autoComplete="organization"
              hint="Leave empty if you are without a club."
              {...field('currentClub')}
            />
          </Anchor>
          <Anchor field="availability">
            <SelectField
              label="Availability"
              hint="Tells clubs whether to get in touch now."
              required
              {...field('availability')}
            >
              <option value="">Choose one</option>
              {choices.availability.map((code) => (
                <option key={code} value={code}>
                  {labelFor(AVAILABILITY_LABELS, code)}
                </option>
              ))}
            </SelectField>
          </Anchor>
        </div>
        <fieldset
          className="checkbox-group"
          id="secondaryPositions"
          aria-describedby="secondary-hint"
          aria-invalid={Boolean(errorAt(errors, 'secondaryPositions'))}
        >
          <legend>Secondary positions</legend>
          <p id="secondary-hint" className="field-hint">
            Up to four other positions you can play well. Leave out your main position.
          </p>
          <div className="checkbox-grid">
            {positions.map((position) => (
              <label key={position.code} className="checkbox">
                <input type="checkbox" value={position.code} {...register('secondaryPositions')} />
                <span>
                  {position.label} ({position.code})
                </span>
              </label>
            ))}
          </div>
          {errorAt(errors, 'secondaryPositions') ? (
            <p className="field-error" role="alert">
              {errorAt(errors, 'secondaryPositions')}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <Section id="physical" title="Physical" lead="Optional, but coaches often ask for height first.">
        <div className="form-grid">
          <Anchor field="heightCm">
            <TextField label="Height (cm)" inputMode="numeric" placeholder="178" {...field('heightCm')} />
          </Anchor>
          <Anchor field="weightKg">
            <TextField label="Weight (kg)" inputMode="numeric" placeholder="72" {...field('weightKg')} />
          </Anchor>
        </div>
      </Section>

      <Section id="career" title="Career" lead="Your clubs, most recent first, with appearances and goals where you know them.">
        <CareerList control={control} register={register} errors={errors} max={maxEntries.career} />
      </Section>

      <Section id="honours" title="Honours">
        <HonoursList control={control} register={register} errors={errors} max={maxEntries.honours} />
      </Section>

      <Section id="languages" title="Languages">
        <LanguagesList control={control} register={register} errors={errors} max={maxEntries.languages} />
      </Section>

      <Section id="about" title="About">
        <Anchor field="bio">
          <TextAreaField
            label="About you"
            rows={7}
            hint={`A few lines in your own words: how you play, what you are looking for, what makes you different.${
              maxEntries.bio ? ` Up to ${maxEntries.bio} characters.` : ''
            }`}
            {...field('bio')}
          />
        </Anchor>
      </Section>

      <Section id="links" title="Links">
        <LinksList control={control} register={register} errors={errors} max={maxEntries.links} />
      </Section>

      <Section id="contact" title="Contact & visibility" lead="You decide who can see your CV and whether scouts can email you.">
        <div className="form-grid">
          <Anchor field="contactEmail">
            <TextField
              label="Contact email"
              type="email"
              autoComplete="email"
              hint="Can be different from the email you log in with. Only you see it unless you show it on your CV."
              {...field('contactEmail')}
            />
          </Anchor>
          <Anchor field="visibility">
            <SelectField label="Who can see my CV" required {...field('visibility')}>
              <option value="">Choose one</option>
              {choices.visibility.map((code) => (
                <option key={code} value={code}>
                  {labelFor(VISIBILITY_LABELS, code)}
                </option>
              ))}
            </SelectField>
          </Anchor>
        </div>
        <div id="showContactEmail">
          <label className="checkbox">
            <input type="checkbox" {...register('showContactEmail')} />
            <span>Show my contact email on my CV</span>
          </label>
          {errorAt(errors, 'showContactEmail') ? (
            <p className="field-error" role="alert">
              {errorAt(errors, 'showContactEmail')}
            </p>
          ) : null}
        </div>
      </Section>

      <div className="form-actions form-submit">
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save my CV'}
        </SubmitButton>
        <span className="form-note">{isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}</span>
        {saveFailure && !isSubmitting ? (
          <p className="field-error form-failure" role="alert">
            {saveFailure}
          </p>
        ) : null}
      </div>

      <LeaveWithoutSavingDialog blocker={blocker}>
        <p>Your changes to your CV have not been saved yet. If you leave now, they are lost.</p>
      </LeaveWithoutSavingDialog>
    </form>
  );
}
