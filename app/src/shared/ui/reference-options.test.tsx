import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryOptions } from './reference-options';

afterEach(cleanup);

function countryNames(): string[] {
  render(
    <select aria-label="Country">
      <CountryOptions />
    </select>,
  );
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('CountryOptions', () => {
  it('lists the countries by their shown name, with letters like Å and Ç where a reader looks for them', () => {
    const names = countryNames();
    expect(names[0]).toBe('All countries');
    expect(names.slice(1, 4)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    const between = (name: string, before: string, after: string) => {
      expect(names.indexOf(before)).toBeLessThan(names.indexOf(name));
      expect(names.indexOf(name)).toBeLessThan(names.indexOf(after));
    };
    between('Côte d’Ivoire', 'Costa Rica', 'Croatia');
    between('Curaçao', 'Cuba', 'Cyprus');
    between('Türkiye', 'Tunisia', 'Turkmenistan');
    expect(names.at(-1)).toBe('Zimbabwe');
  });
});
