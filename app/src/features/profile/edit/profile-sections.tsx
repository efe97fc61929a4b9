import { useMemo, useState, type ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ProfileForm, ProfileSaved } from '../../../shared/core/profile';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/field';
import { AVAILABILITY_LABELS, FOOT_LABELS, labelFor, PLAYER_TYPE_LABELS, VISIBILITY_LABELS } from '../labels';
import { profileChoices } from '../limits';
import { countryOptions, positionOptions } from '../reference';
import { errorAt, fieldProps, type ProfilePath } from './form-helpers';

/** What every section of the CV form reads from react-hook-form. */
export interface SectionProps {
  register: UseFormRegister<ProfileForm>;
  errors: FieldErrors<ProfileForm>;
}

/** A section of the form with a heading, an optional lead, and an anchor the completeness meter links to. */
export function Section({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
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

/** The countries as options, once per render of a section that lists them. */
function useCountryChoices() {
  const countries = countryOptions();
  return useMemo(
    () =>
      countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      )),
    [countries],
  );
}

export function PersonalSection({ register, errors, setValue }: SectionProps & { setValue: UseFormSetValue<ProfileForm> }) {
  const field = (path: ProfilePath) => fieldProps(register, errors, path);
  const countryChoices = useCountryChoices();
  return (
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
      <LocationFields register={register} errors={errors} setValue={setValue} />
    </Section>
  );
}

/** The optional map pin, typed or taken from the browser's location. */
function LocationFields({ register, errors, setValue }: SectionProps & { setValue: UseFormSetValue<ProfileForm> }) {
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
  return (
    <fieldset className="form-grid location-fields" id="location">
      <legend>Map pin (optional)</legend>
      <p className="form-note">
        Puts you on the SKORA map near where you live: only you see this point, the map shows an area of at least 5 km
        (the middle of your country for players under 16). Leave both empty and we use the middle of your country.
      </p>
      <TextField label="Latitude" inputMode="decimal" placeholder="40.4168" {...fieldProps(register, errors, 'latitude')} />
      <TextField label="Longitude" inputMode="decimal" placeholder="-3.7038" {...fieldProps(register, errors, 'longitude')} />
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
  );
}

export function FootballSection({ register, errors, control }: SectionProps & { control: Control<ProfileForm, unknown, ProfileSaved> }) {
  const field = (path: ProfilePath) => fieldProps(register, errors, path);
  const playerType = useWatch({ control, name: 'playerType' });
  const choices = useMemo(() => profileChoices(), []);
  const positions = positionOptions();
  const lines = [...new Set(positions.map((position) => position.line))];
  return (
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
          <TextField label="Current club" autoComplete="organization" hint="Leave empty if you are without a club." {...field('currentClub')} />
        </Anchor>
        <Anchor field="availability">
          <SelectField label="Availability" hint="Tells clubs whether to get in touch now." required {...field('availability')}>
            <option value="">Choose one</option>
            {choices.availability.map((code) => (
              <option key={code} value={code}>
                {labelFor(AVAILABILITY_LABELS, code)}
              </option>
            ))}
          </SelectField>
        </Anchor>
      </div>
      <SecondaryPositions register={register} errors={errors} />
    </Section>
  );
}

function SecondaryPositions({ register, errors }: SectionProps) {
  const positions = positionOptions();
  const error = errorAt(errors, 'secondaryPositions');
  return (
    <fieldset className="checkbox-group" id="secondaryPositions" aria-describedby="secondary-hint" aria-invalid={Boolean(error)}>
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
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function PhysicalSection({ register, errors }: SectionProps) {
  return (
    <Section id="physical" title="Physical" lead="Optional, but coaches often ask for height first.">
      <div className="form-grid">
        <Anchor field="heightCm">
          <TextField label="Height (cm)" inputMode="numeric" placeholder="178" {...fieldProps(register, errors, 'heightCm')} />
        </Anchor>
        <Anchor field="weightKg">
          <TextField label="Weight (kg)" inputMode="numeric" placeholder="72" {...fieldProps(register, errors, 'weightKg')} />
        </Anchor>
      </div>
    </Section>
  );
}

export function AboutSection({ register, errors, maxBio }: SectionProps & { maxBio: number | undefined }) {
  return (
    <Section id="about" title="About">
      <Anchor field="bio">
        <TextAreaField
          label="About you"
          rows={7}
          hint={`A few lines in your own words: how you play, what you are looking for, what makes you different.${
            maxBio ? ` Up to ${maxBio} characters.` : ''
          }`}
          {...fieldProps(register, errors, 'bio')}
        />
      </Anchor>
    </Section>
  );
}

export function ContactSection({ register, errors }: SectionProps) {
  const choices = useMemo(() => profileChoices(), []);
  const showError = errorAt(errors, 'showContactEmail');
  return (
    <Section id="contact" title="Contact & visibility" lead="You decide who can see your CV and whether scouts can email you.">
      <div className="form-grid">
        <Anchor field="contactEmail">
          <TextField
            label="Contact email"
            type="email"
            autoComplete="email"
            hint="Can be different from the email you log in with. Only you see it unless you show it on your CV."
            {...fieldProps(register, errors, 'contactEmail')}
          />
        </Anchor>
        {/* Always shown: whether it is required follows the date of birth, which the core checks on save. */}
        <Anchor field="guardianEmail">
          <TextField
            label="Parent's or guardian's email"
            type="email"
            autoComplete="off"
            hint="Private: only you see it. We use it only so that a parent or guardian answers contact requests to players under 16. Required for players under 16."
            {...fieldProps(register, errors, 'guardianEmail')}
          />
        </Anchor>
        <Anchor field="visibility">
          <SelectField label="Who can see my CV" required {...fieldProps(register, errors, 'visibility')}>
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
        {showError ? (
          <p className="field-error" role="alert">
            {showError}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
