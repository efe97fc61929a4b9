// The canvas's props, in a file of their own: the canvas, its lazily loaded Leaflet half and the layers all need
// them, and none of those may import the canvas back.
import type { CountryShades } from '../../../shared/core/map';
import type { LatLng, MapView } from './map-view';

export type MapCanvasProps = {
  /** The store's `mapCenter` and `mapZoom`: applied on mount and whenever they change to something the map did not report. */
  center: LatLng;
  zoom: number;
  /** After every move or zoom, and once on mount (bounds the core's way: west > east across the antimeridian). */
  onViewChange(view: MapView): void;
  /** The core's shading (`World.view`'s `shades`); null until the countries document is read. */
  shades: CountryShades | null;
  /** The core's countries of world-atlas numeric ids (`World.view`'s `atlas`): id → alpha-2 code, for those that are. */
  atlasCountries(ids: readonly string[]): ReadonlyMap<string, string>;
  activeCountry: string | null;
  /** A country was clicked (or activated from the keyboard); the page decides what a second click means. */
  onCountryClick(code: string): void;
  /** The core's points of `rows`: `points[2 * i]`, `points[2 * i + 1]` = latitude, longitude of `rows[i]` (NaN = none). */
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
