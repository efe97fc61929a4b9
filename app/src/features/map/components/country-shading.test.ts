// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryLabel, countryState, shadeLookup } from './country-shading';
import { SHADES } from './canvas-fixtures';

describe('countryLabel', () => {
  it('says how many players, in the tooltip words of the UI contract', () => {
    expect(countryLabel('Spain', 123)).toBe('Spain: 123 players');
    expect(countryLabel('Malta', 1)).toBe('Malta: 1 player');
    expect(countryLabel('France', 0)).toBe('France: 0 players');
  });
});

describe('countryState', () => {
  const lookup = shadeLookup(SHADES);

  it("takes a shaded country's class, count and name from the core", () => {
    expect(countryState('ES', 'Spain (atlas)', lookup, null)).toEqual({
      shade: 5,
      players: 123,
      label: 'Spain: 123 players',
      active: false,
      focusable: true,
    });
  });

  it('draws a country without players unshaded, named by the atlas, out of the Tab order', () => {
    expect(countryState('FR', 'France', lookup, null)).toEqual({
      shade: 0,
      players: 0,
      label: 'France: 0 players',
      active: false,
      focusable: false,
    });
  });

  it('marks the active country (any case) and keeps it reachable even without players', () => {
    expect(countryState('FR', 'France', lookup, 'fr')).toMatchObject({ active: true, focusable: true });
    expect(countryState('ES', 'Spain', lookup, 'PT')).toMatchObject({ active: false });
  });

  it('shades nothing without the core data, and never outside 1..5', () => {
    expect(countryState('ES', 'Spain', shadeLookup(null), null)).toMatchObject({ shade: 0, players: 0 });
    const odd = shadeLookup({ ...SHADES, countries: [{ code: 'PT', name: 'Portugal', players: 3, shade: 9 }] });
    expect(countryState('PT', 'Portugal', odd, null).shade).toBe(0);
  });
});
