// @vitest-environment node
import { feature } from 'topojson-client';
import type { Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlasJson from 'world-atlas/countries-110m.json';
import { continuousGeometry, continuousRing } from './atlas-shapes';

/** The longest edge in longitude, but for edges along a pole (the map's top or bottom border, drawn as such). */
const maxJump = (ring: Position[]) =>
  ring.slice(1).reduce((max, [lng = 0, lat = 0], i) => {
    const [previousLng = 0, previousLat = 0] = ring[i] ?? [];
    if (Math.abs(lat) === 90 && previousLat === lat) return max;
    return Math.max(max, Math.abs(lng - previousLng));
  }, 0);

describe('continuousRing', () => {
  it('leaves a ring that does not cross the antimeridian as it is', () => {
    const ring = [[-10, 40], [5, 40], [5, 45], [-10, 40]];
    expect(continuousRing(ring)).toBe(ring);
  });

  it('runs a ring that crosses and comes back on past 180', () => {
    const chukotka = [[175, 65], [180, 66], [-180, 66], [-172, 65], [-180, 64], [180, 64], [175, 65]];
    expect(continuousRing(chukotka)).toEqual([[175, 65], [180, 66], [180, 66], [188, 65], [180, 64], [180, 64], [175, 65]]);
  });

  it('closes a ring around the south pole through the pole', () => {
    const antarctica = [[-180, -84], [-60, -70], [60, -70], [180, -84], [-180, -84]];
    const ring = continuousRing(antarctica);
    expect(maxJump(ring)).toBeLessThanOrEqual(180);
    expect(ring.slice(-3)).toEqual([[180, -90], [-180, -90], [-180, -84]]);
  });
});

describe('the 110m atlas', () => {
  it('has no edge longer than 180° of longitude (but along a pole) once made continuous', () => {
    const atlas = atlasJson as unknown as Topology<{ countries: GeometryCollection }>;
    const countries = feature(atlas, atlas.objects.countries);
    const rings = countries.features.flatMap((country) => {
      const geometry = continuousGeometry(country.geometry);
      if (geometry.type === 'Polygon') return geometry.coordinates;
      if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
      return [];
    });
    expect(rings.length).toBeGreaterThan(200);
    expect(Math.max(...rings.map(maxJump))).toBeLessThanOrEqual(180);
  });
});
