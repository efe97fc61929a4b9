// The player lists' two country filters, the directory's and the map's: the core names them ("Based in",
// "Nationality", by their URL keys) and decides who matches (docs/talent-map.md), so both pages show the same
// two selects with the same words.
import { labels } from '../core/generated/labels';
import { SelectField } from './field';
import { CountryOptions } from './reference-options';

const label = (code: 'basedIn' | 'nationality') => labels.countryFilter.find((l) => l.code === code)?.label ?? code;

interface CountryFilterFieldsProps {
  basedIn: string | null;
  nationality: string | null;
  onBasedIn: (code: string | null) => void;
  onNationality: (code: string | null) => void;
  /** The core's message for a field that does not read, by store field. */
  basedInError?: string | undefined;
  nationalityError?: string | undefined;
}

/** "Based in" (the country of residence) and "Nationality" (either nationality), each a country select by name. */
export function CountryFilterFields({
  basedIn,
  nationality,
  onBasedIn,
  onNationality,
  basedInError,
  nationalityError,
}: CountryFilterFieldsProps) {
  return (
    <>
      <SelectField
        label={label('basedIn')}
        hint="Where the player lives"
        value={basedIn ?? ''}
        error={basedInError}
        onChange={(e) => onBasedIn(e.target.value || null)}
      >
        <CountryOptions />
      </SelectField>
      <SelectField
        label={label('nationality')}
        hint="Either of the player's nationalities"
        value={nationality ?? ''}
        error={nationalityError}
        onChange={(e) => onNationality(e.target.value || null)}
      >
        <CountryOptions all="All nationalities" />
      </SelectField>
    </>
  );
}
