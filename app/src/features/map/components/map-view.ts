import { mapZoom } from '../../../shared/core/generated/map-zoom';

/** A view's bounds the core's way (`rowsInView`): degrees, west > east when the view crosses the antimeridian. */
export type MapBounds = { south: number; west: number; north: number; east: number };
export type LatLng = { lat: number; lng: number };
/** What the canvas reports after every move (and once on mount). */
export type MapView = MapBounds & { zoom: number; center: LatLng };

/** The core's zoom levels (the store reads a link's zoom within the same range). */
export const MIN_ZOOM = mapZoom.min;
export const MAX_ZOOM = mapZoom.max;

/** A longitude in [-180, 180). */
export function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(zoom)));
}

/**
 * Leaflet's view (its longitudes run past ±180 on a copy of the world) in the core's terms: a view at least as wide as
 * the world is the whole world; otherwise each edge is wrapped, and an east edge of exactly 180 stays 180 (not -180).
 * The centre is rounded to 6 decimals.
 */
export function normalizeView(raw: MapBounds & { zoom: number; center: LatLng }): MapView {
  let west = -180;
  let east = 180;
  if (raw.east - raw.west < 360) {
    west = wrapLng(raw.west);
    east = wrapLng(raw.east);
    if (east === -180) east = 180;
  }
  return {
    south: clampLat(Math.min(raw.south, raw.north)),
    west,
    north: clampLat(Math.max(raw.south, raw.north)),
    east,
    zoom: clampZoom(raw.zoom),
    center: { lat: round6(clampLat(raw.center.lat)), lng: round6(wrapLng(raw.center.lng)) },
  };
}

/**
 * Leaflet's centre carries float noise from its projection (54.52600000001 for 54.526): a millionth of a degree
 * (10 cm) is kept, so a view set from the URL is reported back exactly.
 */
function round6(degrees: number): number {
  const rounded = Math.round(degrees * 1e6) / 1e6;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** How far apart two centres may be and still be the same view: the URL keeps 4 decimals. */
const SAME_CENTER = 1e-3;

/**
 * Whether the centre and zoom the page asks for are the view the canvas last reported (then the page is only echoing
 * the user's own pan back, and the canvas must not move).
 */
export function sameView(a: { center: LatLng; zoom: number }, b: { center: LatLng; zoom: number }): boolean {
  if (clampZoom(a.zoom) !== clampZoom(b.zoom)) return false;
  const dLng = Math.abs(wrapLng(a.center.lng - b.center.lng));
  return Math.abs(a.center.lat - b.center.lat) < SAME_CENTER && dLng < SAME_CENTER;
}

/** The copy of `lng` (± 360°) nearest to `centerLng`, so a marker is drawn on the world copy being looked at. */
export function nearestCopy(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}
