// The core's reference lists, generated at build time (they never change while the app runs).
import { countries } from '../../shared/core/generated/countries';
import { countryFlags } from '../../shared/core/generated/country-flags';
import { positions } from '../../shared/core/generated/positions';
import { countriesByName } from '../../shared/ui/countries-by-name';

type Country = (typeof countries)[number];
type PositionInfo = (typeof positions)[number];

/** The core's countries in the order a reader looks for them: by shown name (countriesByName). */
export function countryOptions(): readonly Country[] {
  return countriesByName();
}

export function positionOptions(): readonly PositionInfo[] {
  return positions;
}

let byCode: Map<string, Country> | null = null;

function country(code: string): Country | undefined {
  byCode ??= new Map(countries.map((entry) => [entry.code, entry]));
  return byCode.get(code);
}

export function countryName(code: string): string {
  return country(code)?.name ?? code;
}

/** The core's file of the country's flag (`pt.svg`), or undefined for a code it does not know. */
export function countryFlag(code: string): string | undefined {
  return countryFlags[code];
}

export function positionLabel(code: string): string {
  return positions.find((position) => position.code === code)?.label ?? code;
}
