import './map-canvas.css';
import { lazy, Suspense } from 'react';
import { MapLegend } from './map-legend';
import type { MapCanvasProps } from './map-canvas-props';

export type { MapView } from './map-view';

export type { MapCanvasProps } from './map-canvas-props';

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
