import type { ReactNode } from 'react';
import type { StoreState } from '../../../shared/core/map';
import { coreStore } from '../../../shared/core/use-core-store';
import { labels } from '../../../shared/core/generated/labels';
import { SelectField, TextField } from '../../../shared/ui/field';
import { CountryFilterFields } from '../../../shared/ui/country-filter-fields';
import { PositionOptions } from '../../../shared/ui/reference-options';

// The core's type filter labels, generated at build time.
const TYPES = labels.playerTypeFilter;

interface MapFiltersProps {
  state: StoreState;
  /** The core's message per store field that does not read (`playerAge`, `activePosition`, `playerType`). */
  errors: Partial<Record<string, string>>;
  id?: string;
  hidden?: boolean;
  /** Another action beside "Reset filters" (the app gives "Save this search"). */
  action?: ReactNode;
}

/**
 * The map's filters, each bound to its store field and written as typed: the store holds the text, the core reads
 * it (an age it cannot read shows its message under the input, and the text stays). The URL follows the store.
 */
export function MapFilters({ state, errors, id, hidden, action }: MapFiltersProps) {
  // Folded away (a phone's closed filters): nothing inside. The two country selects alone are some 500 options, a
  // third of the country's first render on a phone; the values live in the store, so opening shows them as they were.
  if (hidden) return <form id={id} hidden className="map-filters" role="search" aria-label="Filter players" />;
  return (
    <form
      id={id}
      hidden={hidden}
      className="map-filters"
      role="search"
      aria-label="Filter players"
      onSubmit={(e) => e.preventDefault()}
    >
      <CountryFilterFields
        basedIn={state.activeCountry}
        nationality={state.nationality}
        onBasedIn={(code) => coreStore.set({ kind: 'activeCountry', value: code ?? undefined })}
        onNationality={(code) => coreStore.set({ kind: 'nationality', value: code ?? undefined })}
        basedInError={errors.activeCountry}
        nationalityError={errors.nationality}
      />
      <SelectField
        label="Position"
        value={state.activePosition ?? ''}
        error={errors.activePosition}
        onChange={(e) => coreStore.set({ kind: 'activePosition', value: e.target.value || undefined })}
      >
        <PositionOptions />
      </SelectField>
      <TextField
        label="Name"
        type="text"
        value={state.playerName}
        onChange={(e) => coreStore.set({ kind: 'playerName', value: e.target.value })}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label="Age"
        type="text"
        inputMode="text"
        value={state.playerAge}
        hint="19, 18-21, U17 or 30+"
        error={errors.playerAge}
        onChange={(e) => coreStore.set({ kind: 'playerAge', value: e.target.value })}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        label="Type"
        value={state.playerType}
        error={errors.playerType}
        onChange={(e) => coreStore.set({ kind: 'playerType', value: e.target.value })}
      >
        {TYPES.map((t) => (
          <option key={t.code} value={t.code}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <label className="checkbox map-filters-confirmed">
        <input
          type="checkbox"
          checked={state.confirmedOnly}
          onChange={(e) => coreStore.set({ kind: 'confirmedOnly', value: e.target.checked })}
        />
        <span>Confirmed stats only</span>
      </label>
      <div className="map-filters-actions">
        <button type="button" className="button map-filters-reset" onClick={resetFilters}>
          Reset filters
        </button>
        {action}
      </div>
    </form>
  );
}

/** The core's "Reset filters", as one change: "Based in" (where the scout is looking) and the view stay. */
export function resetFilters(): void {
  coreStore.set({ kind: 'clearFilters' });
}
