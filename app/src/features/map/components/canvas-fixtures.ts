// Test data for the canvas's component tests: a countryShades() answer (the core's type) for a small table.
import type { CountryShades } from '../../../shared/core/map';

export const SHADES: CountryShades = {
  total: 140,
  countries: [
    { code: 'ES', name: 'Spain', players: 123, shade: 5 },
    { code: 'PT', name: 'Portugal', players: 12, shade: 3 },
    { code: 'MA', name: 'Morocco', players: 4, shade: 1 },
    { code: 'MT', name: 'Malta', players: 1, shade: 1 },
  ],
  legend: [
    { shade: 1, label: '1–9' },
    { shade: 2, label: '10–19' },
    { shade: 3, label: '20–49' },
    { shade: 4, label: '50–99' },
    { shade: 5, label: '100+' },
  ],
};
