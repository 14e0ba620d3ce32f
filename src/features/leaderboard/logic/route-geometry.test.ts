import { describe, expect, it } from 'vitest';
import { distanceM, pathUpTo, placeRacer, pointAtFraction, routeFromPath } from './route-geometry';

// Three points on the equator, 1° apart, with a repeated point (a zero-length segment).
const DEG_M = (Math.PI / 180) * 6371000;
const line = routeFromPath('Test', [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 1 },
  { lat: 0, lng: 1 },
  { lat: 0, lng: 2 },
]);

describe('distances', () => {
  it('uses the Earth radius 6371000 m', () => {
    expect(distanceM({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(DEG_M, 3);
    expect(line.lengthM).toBeCloseTo(2 * DEG_M, 3);
    expect([...line.cumulative].map((m) => Math.round(m))).toEqual([
      0,
      Math.round(DEG_M),
      Math.round(DEG_M),
      Math.round(2 * DEG_M),
    ]);
  });
});

describe('placeRacer', () => {
  it.each([
    ['the start', 0, 100, 0],
    ['the middle', 25, 100, 0.5],
    ['on the zero-length segment', 50, 100, 1],
    ['past it', 75, 100, 1.5],
    ['exactly at the distance', 100, 100, 2],
    ['beyond the distance: the route end', 250, 100, 2],
    ['negative km: the start', -5, 100, 0],
    ['no leg distance: the start', 10, 0, 0],
  ])('%s', (_label, km, leg, lng) => {
    const at = placeRacer(line, km, leg);
    expect(at?.lat).toBeCloseTo(0, 9);
    expect(at?.lng).toBeCloseTo(lng, 6);
  });
  it('an empty route places nobody; a single point places everyone there', () => {
    expect(pointAtFraction(routeFromPath('', []), 0.5)).toBeNull();
    expect(pointAtFraction(routeFromPath('', [{ lat: 1, lng: 2 }]), 0.5)).toEqual({
      lat: 1,
      lng: 2,
    });
  });
  it('the progress line ends at the racer', () => {
    expect(pathUpTo(line, 0.25)).toEqual([
      { lat: 0, lng: 0 },
      { lat: 0, lng: expect.closeTo(0.5, 6) },
    ]);
  });
});
