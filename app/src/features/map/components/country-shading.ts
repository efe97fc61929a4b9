import type { CountryShades } from '../../../shared/core/map';

/** How one country is drawn and named on the map. */
export type CountryState = {
  /** 1..5 (the core's classes), 0 = no players. */
  shade: number;
  players: number;
  /** The tooltip and accessible name: "Spain: 123 players". */
  label: string;
  active: boolean;
  /** Reachable with Tab: countries with players, and the active one (the filters' Country select reaches all). */
  focusable: boolean;
};

type Shaded = { name: string; players: number; shade: number };

/** The core's shading by country code, for lookups while drawing ~180 countries. */
export function shadeLookup(shades: CountryShades | null): Map<string, Shaded> {
  const lookup = new Map<string, Shaded>();
  for (const country of shades?.countries ?? []) {
    lookup.set(country.code, { name: country.name, players: country.players, shade: country.shade });
  }
  return lookup;
}

export function countryLabel(name: string, players: number): string {
  return `${name}: ${players} ${players === 1 ? 'player' : 'players'}`;
}

/**
 * A country's state: its shade and count from the core (by its alpha-2 code), else none; its name from the core, else
 * the atlas's (a country without players is not in the core's list).
 */
export function countryState(
  code: string,
  atlasName: string,
  lookup: Map<string, Shaded>,
  activeCountry: string | null,
): CountryState {
  const shaded = lookup.get(code);
  const players = shaded?.players ?? 0;
  const shade = shaded && shaded.shade >= 1 && shaded.shade <= 5 ? Math.round(shaded.shade) : 0;
  const active = activeCountry !== null && activeCountry.toUpperCase() === code;
  return {
    shade,
    players,
    label: countryLabel(shaded?.name ?? atlasName, players),
    active,
    focusable: players > 0 || active,
  };
}
