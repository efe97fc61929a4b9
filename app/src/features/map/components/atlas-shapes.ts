import type { Geometry, Position } from 'geojson';

/**
 * A ring whose consecutive points jump across the antimeridian (Natural Earth cuts Russia, Fiji and Antarctica at
 * ±180) made continuous, so Leaflet, which draws straight lines in longitude, does not draw a band across the world:
 * a ring that crosses and comes back (Chukotka) runs on past 180; a ring around a pole (Antarctica) is closed through
 * the pole.
 */
export function continuousRing(ring: Position[]): Position[] {
  let jumps = false;
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180) jumps = true;
  }
  if (!jumps) return ring;
  const out: Position[] = [];
  let offset = 0;
  let previous: number | undefined;
  for (const [lng = 0, lat = 0] of ring) {
    if (previous !== undefined) {
      const step = lng + offset - previous;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    previous = lng + offset;
    out.push([previous, lat]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (!first || !last || Math.abs((last[0] ?? 0) - (first[0] ?? 0)) < 180) return out;
  const meanLat = out.reduce((sum, [, lat = 0]) => sum + lat, 0) / out.length;
  const pole = meanLat < 0 ? -90 : 90;
  return [...out, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
}

/** A country's geometry with every ring continuous (`continuousRing`); other geometries as they are. */
export function continuousGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(continuousRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(continuousRing)) };
  }
  return geometry;
}
