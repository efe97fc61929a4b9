import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { narrow } from '../hooks/use-narrow-screen';
import { ClusterLayer } from './cluster-layer';
import type { MapCanvasProps } from './map-canvas-props';
import { CountryLayer } from './country-layer';
import { MAX_ZOOM, MIN_ZOOM, clampZoom, normalizeView, sameView, type LatLng, type MapView } from './map-view';

/** An optional raster layer under the countries (docs/talent-map.md, "An optional tile layer": the CSP must allow its host). */
const TILES_URL: string = import.meta.env.VITE_MAP_TILES_URL ?? '';
const TILES_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILES_ATTRIBUTION ?? '';

/** Web Mercator stops at ±85°; longitudes get a world copy on each side so `worldCopyJump` can wrap a pan. */
const MAX_BOUNDS = L.latLngBounds([-85, -540], [85, 540]);
/** A chosen country is framed no closer than this (a small country would otherwise fill the screen). */
const COUNTRY_MAX_ZOOM = 7;
/**
 * Room kept around a framed country (px). On phones the page's Filters and Players toggles float over the map's top
 * and bottom edges (map-page.css: 44 px tall, 8 px from the edge), so the country's markers start clear of them: a
 * marker under a toggle would be a partly covered target (WCAG 2.5.8).
 */
const FRAME_PADDING = 24;
const PHONE_TOGGLES = 60;

/**
 * The Leaflet map of the canvas (map-canvas.tsx loads it lazily: Leaflet reads `window` as it loads, and the page's
 * module must load without it to be pre-rendered): Natural Earth countries shaded by players and clustered player
 * markers. Everything Leaflet draws is imperative, inside react-leaflet's map (one `useMap` child per layer).
 */
export default function MapCanvasLeaflet(props: MapCanvasProps) {
  // State, not a ref: a country chosen before the shapes arrived is framed when they do.
  const [countryBounds, setCountryBounds] = useState<Map<string, L.LatLngBounds>>(() => new Map());
  return (
    <MapContainer
      className={TILES_URL ? 'map-canvas__map map-canvas__map--tiles' : 'map-canvas__map'}
      center={[props.center.lat, props.center.lng]}
      zoom={clampZoom(props.zoom)}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      maxBounds={MAX_BOUNDS}
      maxBoundsViscosity={1}
      worldCopyJump
    >
      {TILES_URL ? <TileLayer url={TILES_URL} attribution={TILES_ATTRIBUTION} /> : null}
      <CountryLayer {...props} onBounds={setCountryBounds} />
      <ClusterLayer {...props} />
      <ViewSync {...props} countryBounds={countryBounds} fitCountryOnMount={props.fitCountryOnMount ?? false} />
    </MapContainer>
  );
}

type ViewSyncProps = Pick<MapCanvasProps, 'center' | 'zoom' | 'activeCountry' | 'onViewChange'> & {
  countryBounds: Map<string, L.LatLngBounds>;
  fitCountryOnMount: boolean;
};

/**
 * Keeps the map and the store's view in step without fighting the user: every move is reported; a centre or zoom from
 * the page moves the map only when it differs from what was last reported (a URL change, not the echo of a pan). A
 * country chosen while the view stays put (a click on the map, the Country select) is framed, so the list of players
 * in view shows it; a URL naming both a country and a view keeps its view, one naming only a country
 * (`fitCountryOnMount`) is framed on it.
 */
function ViewSync({ center, zoom, activeCountry, countryBounds, onViewChange, fitCountryOnMount }: ViewSyncProps) {
  const map = useMap();
  const reported = useRef<MapView | null>(null);
  const report = useRef(onViewChange);
  useEffect(() => {
    report.current = onViewChange;
  });

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', 'Pan with the arrow keys, zoom with + and −');
    const onMove = () => {
      const bounds = map.getBounds();
      const view = normalizeView({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
        zoom: map.getZoom(),
        center: map.getCenter(),
      });
      reported.current = view;
      report.current(view);
    };
    map.on('moveend', onMove);
    onMove();
    // Leaflet measures its container only on window resizes; the page's panels resize it too.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resizes?.observe(container);
    return () => {
      map.off('moveend', onMove);
      resizes?.disconnect();
    };
  }, [map]);

  const { lat, lng } = center;
  const asked = useRef<{ center: LatLng; zoom: number; activeCountry: string | null } | null>(null);
  const pendingFit = useRef<string | null>(null);
  useEffect(() => {
    const previous = asked.current;
    const wanted = { center: { lat, lng }, zoom };
    asked.current = { ...wanted, activeCountry };
    if (!previous) {
      if (fitCountryOnMount) pendingFit.current = activeCountry;
    } else {
      const viewChanged = !sameView(previous, wanted);
      if (viewChanged && !(reported.current && sameView(reported.current, wanted))) {
        pendingFit.current = null;
        map.setView([lat, lng], clampZoom(zoom));
        return;
      }
      if (!viewChanged && activeCountry !== previous.activeCountry) pendingFit.current = activeCountry;
    }
    const code = pendingFit.current;
    const bounds = code ? countryBounds.get(code) : undefined;
    if (bounds) {
      pendingFit.current = null;
      const vertical = FRAME_PADDING + (narrow() ? PHONE_TOGGLES : 0);
      map.fitBounds(bounds, {
        maxZoom: COUNTRY_MAX_ZOOM,
        paddingTopLeft: [FRAME_PADDING, vertical],
        paddingBottomRight: [FRAME_PADDING, vertical],
      });
    }
  }, [map, lat, lng, zoom, activeCountry, countryBounds, fitCountryOnMount]);

  return null;
}
