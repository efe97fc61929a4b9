import type { ReactNode } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ProfileForm, ProfileSaved } from '../../../shared/core/profile';
import { TextField } from '../../../shared/ui/field';
import { emptyForms } from '../../../shared/core/generated/empty-forms';
import { errorAt, fieldProps } from './form-helpers';

interface ListProps {
  control: Control<ProfileForm, unknown, ProfileSaved>;
  register: UseFormRegister<ProfileForm>;
  errors: FieldErrors<ProfileForm>;
  /** How many entries the core allows (from its limits); the add button stops there. */
  max?: number | undefined;
}

interface RowsProps {
  /** "career entry": used in legends and the buttons' accessible names. */
  noun: string;
  count: number;
  max?: number | undefined;
  empty: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The list's own error (for example too many entries), if any. */
  error?: string | undefined;
  keys: string[];
  renderRow: (index: number) => ReactNode;
}

/** A list of entries, each a fieldset with its own remove button, and an add button at the end. */
function Rows({ noun, count, max, empty, addLabel, onAdd, onRemove, error, keys, renderRow }: RowsProps) {
  const full = max !== undefined && count >= max;
  return (
    <>
      {count === 0 ? <p className="form-note">{empty}</p> : null}
      <ol className="list-rows">
        {keys.map((key, index) => (
          <li key={key}>
            <fieldset className="list-row">
              <legend>
                {noun.charAt(0).toUpperCase() + noun.slice(1)} {index + 1}
              </legend>
              <div className="list-row-fields">{renderRow(index)}</div>
              <button type="button" className="button button-ghost button-small" onClick={() => onRemove(index)}>
                Remove {noun} {index + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={onAdd} disabled={full}>
          {addLabel}
        </button>
        {full ? <span className="form-note">That is the most a CV can list.</span> : null}
      </div>
    </>
  );
}

export function CareerList({ control, register, errors, max }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'career' });
  const field = (index: number, key: keyof typeof emptyForms.careerRow) =>
    fieldProps(register, errors, `career.${index}.${key}`);
  return (
    <Rows
      noun="career entry"
      count={fields.length}
      max={max}
      keys={fields.map((f) => f.id)}
      empty="No clubs listed yet. Start with your current club, then add the ones before it."
      addLabel="Add a career entry"
      onAdd={() => append({ ...emptyForms.careerRow })}
      onRemove={remove}
      error={errorAt(errors, 'career')}
      renderRow={(index) => (
        <>
          <TextField label="Club" autoComplete="off" required {...field(index, 'club')} />
          <TextField label="League or competition" autoComplete="off" {...field(index, 'league')} />
          <TextField label="From (year)" inputMode="numeric" placeholder="2021" required {...field(index, 'from')} />
          <TextField
            label="To (year)"
            inputMode="numeric"
            placeholder="2023"
            hint="Leave empty if you still play there."
            {...field(index, 'to')}
          />
          <TextField label="Appearances" inputMode="numeric" {...field(index, 'appearances')} />
          <TextField label="Goals" inputMode="numeric" {...field(index, 'goals')} />
        </>
      )}
    />
  );
}

export function HonoursList({ control, register, errors, max }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'honours' });
  return (
    <Rows
      noun="honour"
      count={fields.length}
      max={max}
      keys={fields.map((f) => f.id)}
      empty="Titles, cups, call-ups and awards all count: list them here."
      addLabel="Add an honour"
      onAdd={() => append({ ...emptyForms.honourRow })}
      onRemove={remove}
      error={errorAt(errors, 'honours')}
      renderRow={(index) => (
        <>
          <TextField
            label="Title"
            placeholder="U19 league champion"
            required
            {...fieldProps(register, errors, `honours.${index}.title`)}
          />
          <TextField
            label="Season"
            placeholder="2023/24"
            hint="A season like 2023/24, or a year."
            required
            {...fieldProps(register, errors, `honours.${index}.season`)}
          />
        </>
      )}
    />
  );
}

export function LanguagesList({ control, register, errors, max }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  return (
    <Rows
      noun="language"
      count={fields.length}
      max={max}
      keys={fields.map((f) => f.id)}
      empty="Clubs abroad want to know how you will talk to your coach and team-mates."
      addLabel="Add a language"
      onAdd={() => append({ ...emptyForms.languageRow })}
      onRemove={remove}
      error={errorAt(errors, 'languages')}
      renderRow={(index) => (
        <TextField
          label="Language"
          placeholder="Spanish"
          autoComplete="off"
          required
          {...fieldProps(register, errors, `languages.${index}.name`)}
        />
      )}
    />
  );
}

export function LinksList({ control, register, errors, max }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  return (
    <Rows
      noun="link"
      count={fields.length}
      max={max}
      keys={fields.map((f) => f.id)}
      empty="Highlight videos, match footage or your club profile page help scouts see you play."
      addLabel="Add a link"
      onAdd={() => append({ ...emptyForms.linkRow })}
      onRemove={remove}
      error={errorAt(errors, 'links')}
      renderRow={(index) => (
        <>
          <TextField
            label="Label"
            placeholder="Highlights 2024"
            required
            {...fieldProps(register, errors, `links.${index}.label`)}
          />
          <TextField
            label="Address"
            type="url"
            inputMode="url"
            placeholder="https://"
            hint="Starts with https:// or http://."
            required
            {...fieldProps(register, errors, `links.${index}.url`)}
          />
        </>
      )}
    />
  );
}
