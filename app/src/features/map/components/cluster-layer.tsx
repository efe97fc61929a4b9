import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import {
  PLAYER_SIZE,
  buildClusterIndex,
  clusterLabel,
  clusterSize,
  expandCluster,
  itemsInView,
  type MapItem,
} from './cluster-index';
import type { MapCanvasProps } from './map-canvas-props';
import { nearestCopy, normalizeView } from './map-view';

export type ClusterLayerProps = Pick<
  MapCanvasProps,
  'points' | 'rows' | 'labelOf' | 'idOf' | 'onOpenPlayer' | 'onShowPlayers' | 'selectedRow'
>;

/** A marker on the map; `generation` = the index it was last described for. */
type Shown = { marker: L.Marker; item: MapItem; label: string; generation: number };

function playerIcon(selected: boolean): L.DivIcon {
  const dot = document.createElement('span');
  dot.className = 'map-marker__dot';
  return L.divIcon({
    className: `map-marker map-marker--player${selected ? ' is-selected' : ''}`,
    html: dot,
    iconSize: [PLAYER_SIZE, PLAYER_SIZE],
  });
}

function clusterIcon(count: number): L.DivIcon {
  const text = document.createElement('span');
  text.className = 'map-marker__count';
  text.textContent = String(count);
  text.setAttribute('aria-hidden', 'true');
  const size = clusterSize(count);
  return L.divIcon({ className: 'map-marker map-marker--cluster', html: text, iconSize: [size, size] });
}

/**
 * The filtered players as clustered markers (supercluster), drawn imperatively: the index is rebuilt only when the
 * rows or their points change, and each move re-queries it for the view (padded a quarter on each side) and adds or
 * removes only the markers that changed, so neither a pan nor a new selection re-renders React or every marker.
 * Markers are focusable buttons (Leaflet's `keyboard`); Enter or Space does what a click does.
 */
export function ClusterLayer(props: ClusterLayerProps) {
  const { points, rows, selectedRow } = props;
  const map = useMap();
  const index = useMemo(() => buildClusterIndex(rows, points), [rows, points]);
  const latest = useRef({ ...props, index });
  useEffect(() => {
    latest.current = { ...props, index };
  });
  const shown = useRef(new Map<string, Shown>());
  const group = useRef<L.LayerGroup | null>(null);
  const generation = useRef(0);
  // Where a cluster opened from the keyboard was: once the map is at its expansion zoom, focus goes to the marker
  // nearest to it (an earlier move, e.g. Leaflet panning the focused marker into view, does not count).
  const focusNear = useRef<{ near: L.LatLng; zoom: number; until: number } | null>(null);

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    group.current = layer;
    const markers = shown.current;
    return () => {
      layer.remove();
      markers.clear();
      group.current = null;
    };
  }, [map]);

  useEffect(() => {
    const layer = group.current;
    if (!layer) return;
    generation.current += 1;
    const currentGeneration = generation.current;

    // A player's marker outlives this effect (it is reused by the next index), so its handlers look everything up.
    const activate = (key: string, fromKeyboard: boolean) => {
      const entry = shown.current.get(key);
      if (!entry) return;
      const { item } = entry;
      if (item.kind === 'player') {
        latest.current.onOpenPlayer(item.row);
        return;
      }
      const expansion = expandCluster(latest.current.index, item, map.getZoom());
      if (expansion.kind === 'players') {
        latest.current.onShowPlayers(expansion.rows);
        return;
      }
      if (fromKeyboard) {
        focusNear.current = { near: entry.marker.getLatLng(), zoom: expansion.zoom, until: Date.now() + 3000 };
      }
      map.setView(entry.marker.getLatLng(), expansion.zoom);
    };

    const create = (item: MapItem, latLng: L.LatLngExpression): Shown => {
      const selected = item.kind === 'player' && item.row === latest.current.selectedRow;
      const icon = item.kind === 'player' ? playerIcon(selected) : clusterIcon(item.count);
      const marker = L.marker(latLng, { icon, keyboard: true, riseOnHover: true, zIndexOffset: selected ? 1000 : 0 });
      marker.on('click', () => activate(item.key, false));
      marker.addTo(layer);
      const element = marker.getElement();
      element?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        activate(item.key, true);
      });
      return { marker, item, label: '', generation: 0 };
    };

    /**
     * Names a new marker, or a player's marker kept from the previous rows (the player may have been reloaded): once
     * per marker and index, not on every pan, as a label may cost a card.
     */
    const describe = (entry: Shown) => {
      const element = entry.marker.getElement();
      if (!element || entry.generation === currentGeneration) return;
      entry.generation = currentGeneration;
      const { item } = entry;
      const label = item.kind === 'player' ? latest.current.labelOf(item.row) : clusterLabel(item.count);
      if (label === entry.label) return;
      entry.label = label;
      element.setAttribute('aria-label', label);
      if (item.kind === 'player') {
        element.setAttribute('data-player', latest.current.idOf(item.row));
      } else {
        element.setAttribute('data-cluster', String(item.count));
      }
    };

    const refresh = () => {
      const padded = map.getBounds().pad(0.25);
      const view = normalizeView({
        south: padded.getSouth(),
        west: padded.getWest(),
        north: padded.getNorth(),
        east: padded.getEast(),
        zoom: map.getZoom(),
        center: map.getCenter(),
      });
      const centerLng = map.getCenter().lng;
      const items = itemsInView(index, view, map.getZoom(), currentGeneration);
      const next = new Map<string, Shown>();
      for (const item of items) {
        const latLng = L.latLng(item.lat, nearestCopy(item.lng, centerLng));
        let entry = shown.current.get(item.key);
        if (entry) {
          shown.current.delete(item.key);
          entry.item = item;
          if (!entry.marker.getLatLng().equals(latLng)) entry.marker.setLatLng(latLng);
        } else {
          entry = create(item, latLng);
        }
        describe(entry);
        next.set(item.key, entry);
      }
      // A cluster's element is new with every index (a page of players arriving re-clusters): a keyboard user on
      // a marker that goes keeps the focus on the nearest one that stays or comes, never on the page's body.
      let lostFocus: L.LatLng | null = null;
      for (const stale of shown.current.values()) {
        if (stale.marker.getElement()?.contains(document.activeElement)) lostFocus = stale.marker.getLatLng();
        layer.removeLayer(stale.marker);
      }
      shown.current = next;
      if (lostFocus) nearestMarker(next, lostFocus, map)?.getElement()?.focus();
      const pending = focusNear.current;
      if (pending && (Date.now() > pending.until || map.getZoom() === pending.zoom)) {
        focusNear.current = null;
        if (Date.now() <= pending.until) nearestMarker(next, pending.near, map)?.getElement()?.focus();
      }
    };

    refresh();
    map.on('moveend', refresh);
    return () => {
      map.off('moveend', refresh);
    };
  }, [index, map]);

  useEffect(() => {
    for (const entry of shown.current.values()) {
      if (entry.item.kind !== 'player') continue;
      const selected = entry.item.row === selectedRow;
      const element = entry.marker.getElement();
      if (!element || element.classList.contains('is-selected') === selected) continue;
      element.classList.toggle('is-selected', selected);
      entry.marker.setZIndexOffset(selected ? 1000 : 0);
    }
  }, [selectedRow, index]);

  return null;
}

/** After a cluster opened from the keyboard, focus stays where the user was: on the marker nearest to it. */
function nearestMarker(markers: Map<string, Shown>, near: L.LatLng, map: L.Map): L.Marker | undefined {
  const origin = map.latLngToContainerPoint(near);
  let best: L.Marker | undefined;
  let bestDistance = Infinity;
  for (const { marker } of markers.values()) {
    const distance = origin.distanceTo(map.latLngToContainerPoint(marker.getLatLng()));
    if (distance < bestDistance) {
      best = marker;
      bestDistance = distance;
    }
  }
  return best;
}
