// @vitest-environment node
import { feature } from 'topojson-client';
import type { Feature, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlasJson from 'world-atlas/countries-110m.json';
import { atlasParts, continuousGeometry, continuousRing } from './atlas-shapes';

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

/** A country whose one ring has `n` points. */
const country = (id: string, n: number): Feature<Polygon> => ({
  type: 'Feature',
  id,
  properties: {},
  geometry: { type: 'Polygon', coordinates: [Array.from({ length: n }, (_, i) => [i, i])] },
});

describe('atlasParts', () => {
  it('cuts the countries, in order, into parts of at most the budget in points', () => {
    const countries = [country('a', 40), country('b', 50), country('c', 30), country('d', 90), country('e', 10)];
    const parts = atlasParts(countries, 100);
    expect(parts.map((part) => part.map((c) => c.id))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  it('gives a country over the budget a part of its own, and nothing for no countries', () => {
    expect(atlasParts([country('a', 10), country('big', 500), country('c', 10)], 100).map((p) => p.map((c) => c.id))).toEqual([
      ['a'],
      ['big'],
      ['c'],
    ]);
    expect(atlasParts([], 100)).toEqual([]);
  });

  it('counts every ring of every polygon of a multipolygon', () => {
    const multi: Feature = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [[Array.from({ length: 30 }, () => [0, 0])], [Array.from({ length: 30 }, () => [0, 0]), Array.from({ length: 30 }, () => [0, 0])]],
      },
    };
    expect(atlasParts([multi, country('b', 20)], 100)).toHaveLength(2);
    expect(atlasParts([multi, country('b', 10)], 100)).toHaveLength(1);
  });
});
