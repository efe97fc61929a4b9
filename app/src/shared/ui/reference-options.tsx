// The options of the position and country selects (the directory's filters, the map's): "All …" first, then the
// core's reference list (generated at build time), so every filter offers the same choices with the same labels.
import { positions } from '../core/generated/positions';
import { countriesByName } from './countries-by-name';

/** "All positions", then "{label} ({code})" for each of the core's positions; values are the codes. */
export function PositionOptions() {
  return (
    <>
      <option value="">All positions</option>
      {positions.map((p) => (
        <option key={p.code} value={p.code}>
          {p.label} ({p.code})
        </option>
      ))}
    </>
  );
}

/** "All countries" (or `all`), then each of the core's countries, ordered by name; values are the alpha-2 codes. */
export function CountryOptions({ all = 'All countries' }: { all?: string }) {
  return (
    <>
      <option value="">{all}</option>
      {countriesByName().map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
