import './map-canvas.css';
import { lazy, Suspense } from 'react';
import type { CountryShades } from '../../../shared/core/map';
import { MapLegend } from './map-legend';
import type { LatLng, MapView } from './map-view';

export type { MapView } from './map-view';

export type MapCanvasProps = {
  /** The store's `mapCenter` and `mapZoom`: applied on mount and whenever they change to something the map did not report. */
  center: LatLng;
  zoom: number;
  /** After every move or zoom, and once on mount (bounds the core's way: west > east across the antimeridian). */
  onViewChange(view: MapView): void;
  /** The core's `countryShades()`; null until the countries document is read. */
  shades: CountryShades | null;
  /** The core's `atlasCountry`: world-atlas numeric id → alpha-2 code. */
  atlasCountry(id: string): string | undefined;
  activeCountry: string | null;
  /** A country was clicked (or activated from the keyboard); the page decides what a second click means. */
  onCountryClick(code: string): void;
  /** The core's `playerPoints(rows)`: `points[2 * i]`, `points[2 * i + 1]` = latitude, longitude of `rows[i]` (NaN = none). */
  points: Float32Array;
  rows: Uint32Array;
  /** A marker's accessible name, "{Name}, {position}, {age}". Row numbers are the core's, not indexes into `rows`. */
  labelOf(row: number): string;
  idOf(row: number): string;
  onOpenPlayer(row: number): void;
  /** A cluster that no zoom splits (players at one coarse point) was opened: list those rows. */
  onShowPlayers(rows: number[]): void;
  selectedRow: number | null;
  /**
   * Read on mount: frame `activeCountry` as soon as its shape is in, instead of keeping `center`/`zoom` (the URL named
   * a country but no view). Later changes of `activeCountry` alone are always framed.
   */
  fitCountryOnMount?: boolean;
};

/** Leaflet and its layers, in their own chunk: fetched when the map first renders, never imported on the server. */
const MapCanvasLeaflet = lazy(() => import('./map-canvas-leaflet'));

/**
 * The talent map's canvas: Natural Earth countries shaded by players, clustered player markers, and the legend, in
 * `<section aria-label="Map">` filling its parent (the parent gives it a height). The legend renders at once; the
 * map itself once Leaflet's chunk is in.
 */
export function MapCanvas(props: MapCanvasProps) {
  return (
    <section aria-label="Map" className="map-canvas">
      <Suspense fallback={<p className="map-canvas__loading">Loading the map…</p>}>
        <MapCanvasLeaflet {...props} />
      </Suspense>
      <MapLegend shades={props.shades} />
    </section>
  );
}
