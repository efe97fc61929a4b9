import type { Feature, Geometry, Position } from 'geojson';

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

/**
 * Points drawn per main-thread task: a country's cost is its points (projected, then written into its path), so the
 * atlas (177 countries, about 10,600 points; Canada alone has 791) is cut by points, not by countries: about 40 ms a
 * task on a mid-range phone.
 */
export const POINTS_PER_TASK = 1200;

/** How many positions a geometry has. */
function points(geometry: Geometry): number {
  if (geometry.type === 'Polygon') return geometry.coordinates.reduce((sum, ring) => sum + ring.length, 0);
  if (geometry.type === 'MultiPolygon') {
    return geometry.coordinates.reduce((sum, polygon) => sum + polygon.reduce((n, ring) => n + ring.length, 0), 0);
  }
  return 1;
}

/** The countries in order, cut into parts of at most `budget` points (a country over it is a part of its own). */
export function atlasParts<T extends Feature>(countries: readonly T[], budget: number = POINTS_PER_TASK): T[][] {
  const parts: T[][] = [];
  let part: T[] = [];
  let size = 0;
  for (const country of countries) {
    const cost = country.geometry ? points(country.geometry) : 1;
    if (part.length > 0 && size + cost > budget) {
      parts.push(part);
      part = [];
      size = 0;
    }
    part.push(country);
    size += cost;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
