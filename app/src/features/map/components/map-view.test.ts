// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampZoom, nearestCopy, normalizeView, sameView, wrapLng } from './map-view';

const view = (west: number, east: number, lng = (west + east) / 2) => ({
  south: 30,
  west,
  north: 50,
  east,
  zoom: 5,
  center: { lat: 40, lng },
});

describe('wrapLng', () => {
  it('wraps into [-180, 180)', () => {
    expect([0, 179, 180, 181, -180, -181, 540, -3.5].map(wrapLng)).toEqual([0, 179, -180, -179, -180, 179, -180, -3.5]);
  });
});

describe('normalizeView', () => {
  it('keeps a view inside one world as it is', () => {
    expect(normalizeView(view(-10, 5))).toEqual({ south: 30, west: -10, north: 50, east: 5, zoom: 5, center: { lat: 40, lng: -2.5 } });
  });

  it('wraps a view on a world copy, west > east across the antimeridian', () => {
    const wrapped = normalizeView(view(170, 200, 185));
    expect(wrapped).toMatchObject({ west: 170, east: -160, center: { lat: 40, lng: -175 } });
    expect(normalizeView(view(-400, -380))).toMatchObject({ west: -40, east: -20 });
  });

  it('is the whole world when the view is wider than it', () => {
    expect(normalizeView(view(-250, 260))).toMatchObject({ west: -180, east: 180 });
  });

  it('keeps an east edge of 180 (not -180) and clamps latitudes and zoom', () => {
    expect(normalizeView({ ...view(100, 180), south: -95, north: 95, zoom: 25 })).toMatchObject({
      west: 100,
      east: 180,
      south: -90,
      north: 90,
      zoom: 18,
    });
  });
});

describe('normalizeView centre', () => {
  it("drops Leaflet's float noise from the centre", () => {
    const noisy = normalizeView({ ...view(-10, 40), center: { lat: 54.52600000001, lng: 15.25509999999 } });
    expect(noisy.center).toEqual({ lat: 54.526, lng: 15.2551 });
  });
});

describe('clampZoom', () => {
  it('is an integer in 2..18', () => {
    expect([0, 2, 4.4, 4.6, 18, 30, Number.NaN].map(clampZoom)).toEqual([2, 2, 4, 5, 18, 18, 2]);
  });
});

describe('sameView', () => {
  const reported = { center: { lat: 40.41678, lng: -3.70379 }, zoom: 6 };

  it('recognises the reported view echoed back through the URL (4 decimals)', () => {
    expect(sameView(reported, { center: { lat: 40.4168, lng: -3.7038 }, zoom: 6 })).toBe(true);
  });

  it('tells a different centre or zoom apart', () => {
    expect(sameView(reported, { center: { lat: 41.4, lng: 2.2 }, zoom: 6 })).toBe(false);
    expect(sameView(reported, { center: reported.center, zoom: 7 })).toBe(false);
  });

  it('treats longitudes a world apart as the same place', () => {
    expect(sameView({ center: { lat: 0, lng: 179.9999 }, zoom: 3 }, { center: { lat: 0, lng: -180 }, zoom: 3 })).toBe(true);
  });
});

describe('nearestCopy', () => {
  it('moves a longitude to the world copy nearest the centre', () => {
    expect(nearestCopy(-170, 175)).toBe(190);
    expect(nearestCopy(170, -175)).toBe(-190);
    expect(nearestCopy(-3.7, 10)).toBe(-3.7);
  });
});
