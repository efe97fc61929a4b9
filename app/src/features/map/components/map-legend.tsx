import { useState } from 'react';
import type { CountryShades } from '../../../shared/core/map';

type MapLegendProps = { shades: CountryShades | null };

/**
 * The key to the country shading: one swatch per class the core gives (its labels, e.g. "1–9"), and the colour of
 * countries without players. Its colours come from map-canvas.css (`data-shade`), the same rules that fill the map.
 * On phones it folds behind a "Legend" button (the stylesheet shows the button and hides the list until opened), so
 * it does not cover a quarter of a small map.
 */
export function MapLegend({ shades }: MapLegendProps) {
  const [open, setOpen] = useState(false);
  const classes = shades?.legend ?? [];
  return (
    <div className="map-legend" role="group" aria-label="Players per country" data-open={open}>
      <button
        type="button"
        className="map-legend__toggle"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        Legend
      </button>
      <p className="map-legend__title" aria-hidden="true">
        Players per country
      </p>
      <ul className="map-legend__list">
        {classes.map((item) => (
          <li key={item.shade} className="map-legend__item">
            <span className="map-legend__swatch" data-shade={item.shade} aria-hidden="true" />
            {item.label}
          </li>
        ))}
        <li className="map-legend__item">
          <span className="map-legend__swatch" data-shade="0" aria-hidden="true" />
          No players
        </li>
      </ul>
    </div>
  );
}
