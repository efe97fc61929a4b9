import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SHADES } from './canvas-fixtures';
import { MapLegend } from './map-legend';

afterEach(cleanup);

describe('MapLegend', () => {
  it("lists the core's classes with their swatches, then countries without players", () => {
    render(<MapLegend shades={SHADES} />);
    const legend = screen.getByRole('group', { name: 'Players per country' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1–9', '10–19', '20–49', '50–99', '100+', 'No players']);
    expect(items.map((item) => item.querySelector('[data-shade]')?.getAttribute('data-shade'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '0',
    ]);
  });

  it('has a "Legend" toggle (shown on phones by the stylesheet) that tells whether the list is open', async () => {
    render(<MapLegend shades={SHADES} />);
    const toggle = screen.getByRole('button', { name: 'Legend' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Players per country' })).toHaveAttribute('data-open', 'true');
  });

  it('shows only "No players" before the shading is read', () => {
    render(<MapLegend shades={null} />);
    const legend = screen.getByLabelText('Players per country');
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['No players']);
  });
});
