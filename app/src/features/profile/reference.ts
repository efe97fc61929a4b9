// The core's reference lists, read once per page load (they never change while the app runs).
import { countries, flagEmoji, positions, type Country, type PositionInfo } from '../../shared/core/core';

let countryList: Country[] | null = null;
let positionList: PositionInfo[] | null = null;

export function countryOptions(): Country[] {
  countryList ??= countries();
  return countryList;
}

export function positionOptions(): PositionInfo[] {
  positionList ??= positions();
  return positionList;
}

let names: Map<string, string> | null = null;

export function countryName(code: string): string {
  names ??= new Map(countryOptions().map((country) => [country.code, country.name]));
  return names.get(code) ?? code;
}

/** "🇵🇹 Portugal": the core's flag (when it has one) and the country's English name. */
export function countryWithFlag(code: string): string {
  const flag = flagEmoji(code);
  return flag ? `${flag} ${countryName(code)}` : countryName(code);
}

export function positionLabel(code: string): string {
  return positionOptions().find((position) => position.code === code)?.label ?? code;
}
