import { useEffect, useState, type ChangeEvent } from 'react';
import { Directory, type DirectoryQuery, type Sort } from '../../../shared/core/directory';
import { labels } from '../../../shared/core/generated/labels';
import { limits } from '../../../shared/core/generated/limits';
import { SelectField, TextField } from '../../../shared/ui/field';
import { CountryFilterFields } from '../../../shared/ui/country-filter-fields';
import { PositionOptions } from '../../../shared/ui/reference-options';

/** A change to the query; `replace` keeps the browser history to one entry per search (not per keystroke). */
export type QueryChange = (change: Partial<DirectoryQuery>, options?: { replace?: boolean }) => void;

// Reference data from the core, generated at build time: it never changes while the app runs.
const AGE = limits.age;
const AGES = Array.from({ length: AGE.max - AGE.min + 1 }, (_, i) => AGE.min + i);


const optional = <T extends string>(value: string): T | null => (value === '' ? null : (value as T));
const optionalAge = (value: string): number | null => (value === '' ? null : Number(value));

interface DirectoryFiltersProps {
  query: DirectoryQuery;
  onChange: QueryChange;
  /** The sort the results are really in (an age range decides it), and why, when it differs. */
  sort?: Sort;
  sortNote?: string | null;
}

/** Search, filters and sort; every change goes to the URL, which the page reads back through the core. */
export function DirectoryFilters({ query, onChange, sort = query.sort, sortNote = null }: DirectoryFiltersProps) {
  // The box keeps what was typed (a trailing space, say) while the URL keeps the core's tidy form; it only takes
  // the URL's value when that changes from elsewhere (Clear filters, the back button).
  const [draft, setDraft] = useState(query.q);
  useEffect(() => {
    setDraft((typed) => (Directory.query({ text: typed }).query.q === query.q ? typed : query.q));
  }, [query.q]);

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    onChange({ q: event.target.value }, { replace: true });
  };

  return (
    <form className="directory-filters" role="search" aria-label="Search players" onSubmit={(e) => e.preventDefault()}>
      <TextField
        label="Search by name"
        hint="First name or surname, from 2 letters"
        type="search"
        className="directory-search"
        value={draft}
        onChange={onSearch}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. Lucía Ferrer"
      />
      <SelectField
        label="Position"
        value={query.position ?? ''}
        onChange={(e) => onChange({ position: optional<NonNullable<DirectoryQuery['position']>>(e.target.value) })}
      >
        <PositionOptions />
      </SelectField>
      <CountryFilterFields
        basedIn={query.basedIn ?? null}
        nationality={query.nationality ?? null}
        onBasedIn={(basedIn) => onChange({ basedIn })}
        onNationality={(nationality) => onChange({ nationality })}
      />
      <AgeSelect label="Minimum age" value={query.minAge} onChange={(minAge) => onChange({ minAge })} />
      <AgeSelect label="Maximum age" value={query.maxAge} onChange={(maxAge) => onChange({ maxAge })} />
      <SelectField
        label="Player type"
        value={query.playerType ?? ''}
        onChange={(e) => onChange({ playerType: optional<NonNullable<DirectoryQuery['playerType']>>(e.target.value) })}
      >
        {labels.playerTypeFilter.map((t) => (
          <option key={t.code} value={t.code}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <div className="directory-confirmed">
        <label className="checkbox">
          <input type="checkbox" checked={query.confirmed} onChange={(e) => onChange({ confirmed: e.target.checked })} />
          <span>Confirmed stats only</span>
        </label>
        <p className="field-hint">Players whose coach or club confirmed some of this season&apos;s minutes.</p>
      </div>
      <SelectField
        label="Sort by"
        value={sort}
        hint={sortNote ?? undefined}
        onChange={(e) => onChange({ sort: e.target.value as Sort })}
      >
        {labels.sort.map((s) => (
          <option key={s.code} value={s.code}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

/** One end of the age range: "Any" or an age the core accepts. */
function AgeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (age: number | null) => void;
}) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(e) => onChange(optionalAge(e.target.value))}>
      <option value="">Any</option>
      {AGES.map((age) => (
        <option key={age} value={age}>
          {age}
        </option>
      ))}
    </SelectField>
  );
}
