import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { CountryShades } from '../../../shared/core/map';
import { atlasParts, continuousGeometry } from './atlas-shapes';
import type { MapCanvasProps } from './map-canvas-props';
import { countryState, shadeLookup, type CountryState } from './country-shading';

/** Natural Earth is public domain; credited all the same (a link, in Leaflet's attribution control). */
const NATURAL_EARTH = 'Country shapes: <a href="https://www.naturalearthdata.com/" rel="noopener">Natural Earth</a>';

type AtlasProps = { name?: string };
type Countries = FeatureCollection<Geometry, AtlasProps>;

/**
 * The 1:110m Natural Earth countries (~100 KB, its own chunk, fetched when the map mounts). The 1:50m file would add
 * the smallest states (Malta, Andorra…) for 7 times the bytes; the filters' Country select lists every country.
 */
async function loadCountries(): Promise<Countries> {
  const atlas = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection<AtlasProps>;
  }>;
  const countries = feature(atlas, atlas.objects.countries);
  return {
    ...countries,
    features: countries.features.map((country) => ({ ...country, geometry: continuousGeometry(country.geometry) })),
  };
}

/** The bounds a country is zoomed to: its largest part, so France is not framed together with French Guiana. */
function mainBounds(geometry: Geometry): L.LatLngBounds | undefined {
  const polygons: Position[][][] =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  let best: L.LatLngBounds | undefined;
  let bestArea = -1;
  for (const polygon of polygons) {
    const ring = polygon[0];
    if (!ring || ring.length === 0) continue;
    const bounds = L.latLngBounds(ring.map(([lng = 0, lat = 0]) => [lat, lng] as [number, number]));
    const area = (bounds.getNorth() - bounds.getSouth()) * (bounds.getEast() - bounds.getWest());
    if (area > bestArea) {
      best = bounds;
      bestArea = area;
    }
  }
  return best;
}

type Entry = { code: string; atlasName: string; path: L.Path; element: SVGElement; state: CountryState | null };

export type CountryLayerProps = Pick<MapCanvasProps, 'shades' | 'atlasCountries' | 'activeCountry' | 'onCountryClick'> & {
  /** Each country's main bounds by code, once the shapes are drawn (the canvas zooms to a chosen country). */
  onBounds(bounds: Map<string, L.LatLngBounds>): void;
};

/**
 * The countries as one GeoJSON layer of SVG paths, shaded by the core's classes. Each path carries `data-country`,
 * `data-shade` and `data-active` (e2e and the stylesheet read them); countries with players are buttons reachable
 * with Tab ("Spain: 123 players", Enter or Space = click), with the same text as a tooltip on hover and focus.
 * Drawn imperatively once; a new shading only rewrites attributes.
 */
export function CountryLayer({ shades, atlasCountries, activeCountry, onCountryClick, onBounds }: CountryLayerProps) {
  const map = useMap();
  const [countries, setCountries] = useState<Countries | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  // Read when the shapes are drawn or clicked, so a new function identity from the page never redraws the layer.
  const latest = useRef({ atlasCountries, onCountryClick, onBounds, shades, activeCountry });
  useEffect(() => {
    latest.current = { atlasCountries, onCountryClick, onBounds, shades, activeCountry };
  });

  useEffect(() => {
    let live = true;
    loadCountries().then(
      (loaded) => {
        if (live) setCountries(loaded);
      },
      () => {
        // Without shapes the map still shows players on an empty sea, and the filters and the list still work.
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!countries) return;
    // One call for every shape's country.
    const named = latest.current.atlasCountries(countries.features.flatMap((c) => (c.id === undefined ? [] : [String(c.id)])));
    const codes = new Map<Feature, string>();
    for (const country of countries.features) {
      const code = country.id === undefined ? undefined : named.get(String(country.id));
      if (code) codes.set(country, code);
    }
    // Drawn a part per task (atlasParts): the whole atlas in one task (projecting every ring, building and inserting
    // every path) held the main thread for about 400 ms on a mid-range phone, during the page's load.
    const pending: Array<L.Path & { feature?: Feature<Geometry, AtlasProps> }> = [];
    const layer = L.geoJSON(undefined, {
      attribution: NATURAL_EARTH,
      style: (country) => ({
        className: 'map-country',
        interactive: country !== undefined && codes.has(country),
        weight: 0.75,
        fillOpacity: 1,
      }),
      onEachFeature: (_country, child) => pending.push(child as L.Path),
    });
    layer.addTo(map);

    const drawn: Entry[] = [];
    const bounds = new Map<string, L.LatLngBounds>();
    /** The paths `addData` just made (they have their SVG elements now): named, made clickable, shaded. */
    const prepare = () => {
      const fresh: Entry[] = [];
      for (const path of pending.splice(0)) {
        const country = path.feature;
        const code = country ? codes.get(country) : undefined;
        const element = path.getElement() as SVGElement | undefined;
        if (!country || !code || !element) continue;
        element.setAttribute('data-country', code);
        const entry: Entry = { code, atlasName: country.properties?.name ?? code, path, element, state: null };
        fresh.push(entry);
        const main = mainBounds(country.geometry);
        if (main && !bounds.has(code)) bounds.set(code, main);
        path.on('click', () => latest.current.onCountryClick(code));
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          latest.current.onCountryClick(code);
        });
        path.bindTooltip(() => tooltipContent(entry), { sticky: true, direction: 'top', className: 'map-tooltip' });
      }
      // Shaded as they appear (not a render later), so no country is ever seen without its state.
      applyStates(fresh, latest.current.shades, latest.current.activeCountry);
      drawn.push(...fresh);
      latest.current.onBounds(new Map(bounds));
    };
    const parts = atlasParts(countries.features);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = (index: number) => {
      const part: Countries = { type: 'FeatureCollection', features: parts[index] ?? [] };
      layer.addData(part);
      prepare();
      if (index + 1 < parts.length) timer = setTimeout(() => draw(index + 1), 0);
      else setEntries([...drawn]);
    };
    draw(0);
    // One country's tooltip at a time: a drag across countries can miss the mouseout that closes a sticky one.
    let shown: L.Tooltip | null = null;
    const onTooltipOpen = (event: L.TooltipEvent) => {
      if (shown && shown !== event.tooltip) map.closeTooltip(shown);
      shown = event.tooltip;
    };
    map.on('tooltipopen', onTooltipOpen);
    return () => {
      clearTimeout(timer);
      map.off('tooltipopen', onTooltipOpen);
      layer.remove();
      setEntries([]);
    };
  }, [countries, map]);

  useEffect(() => applyStates(entries, shades, activeCountry), [entries, shades, activeCountry]);

  return null;
}

/** Writes each country's state into its path: attributes (read by the stylesheet and e2e), Tab order, tooltip. */
function applyStates(entries: Entry[], shades: CountryShades | null, activeCountry: string | null) {
  const lookup = shadeLookup(shades);
  for (const entry of entries) {
    const state = countryState(entry.code, entry.atlasName, lookup, activeCountry);
    entry.state = state;
    const { element } = entry;
    element.setAttribute('data-shade', String(state.shade));
    element.setAttribute('data-active', String(state.active));
    if (state.focusable) {
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', state.label);
      element.setAttribute('aria-pressed', String(state.active));
    } else {
      // -1, not absent: Chromium puts SVG elements with focus listeners (Leaflet's tooltip adds them) in the Tab order.
      element.setAttribute('tabindex', '-1');
      for (const name of ['role', 'aria-label', 'aria-pressed']) element.removeAttribute(name);
    }
    if (state.active) entry.path.bringToFront();
    if (entry.path.isTooltipOpen()) entry.path.getTooltip()?.update();
  }
}

/** The tooltip as text (never HTML): "Spain: 123 players". */
function tooltipContent(entry: Entry): HTMLElement {
  const text = document.createElement('span');
  text.textContent = entry.state?.label ?? entry.atlasName;
  return text;
}
