import celebrateCanada from '../../../../public/kml/celebrate-canada.kml?raw';
import februaryTrails from '../../../../public/kml/february-trails.kml?raw';
import northKlondike from '../../../../public/kml/north-klondike.kml?raw';
import rideRockies from '../../../../public/kml/ride-rockies.kml?raw';
import transCanada from '../../../../public/kml/trans-canada.kml?raw';
import { describe, expect, it } from 'vitest';
import { distanceM, parseRoute, pathUpTo, placeRacer, pointAtFraction, routeFromPath } from './route-geometry';

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
    expect([...line.cumulative].map((m) => Math.round(m))).toEqual([0, Math.round(DEG_M), Math.round(DEG_M), Math.round(2 * DEG_M)]);
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
    expect(pointAtFraction(routeFromPath('', [{ lat: 1, lng: 2 }]), 0.5)).toEqual({ lat: 1, lng: 2 });
  });
  it('the progress line ends at the racer', () => {
    expect(pathUpTo(line, 0.25)).toEqual([{ lat: 0, lng: 0 }, { lat: 0, lng: expect.closeTo(0.5, 6) }]);
  });
});

describe('parseRoute on the seeded routes', () => {
  it.each([
    ['celebrate-canada', celebrateCanada],
    ['february-trails', februaryTrails],
    ['north-klondike', northKlondike],
    ['ride-rockies', rideRockies],
    ['trans-canada', transCanada],
  ])('%s', (_map, text) => {
    const route = parseRoute(text);
    expect(route.name).not.toBe('');
    expect(route.path.length).toBeGreaterThan(100);
    expect(route.lengthM).toBeGreaterThan(10_000);
    const kinds = route.placemarks.map((p) => p.kind);
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('finish');
    expect(route.placemarks.filter((p) => p.kind === 'milestone').map((p) => p.number)).toEqual(
      Array.from({ length: kinds.length - 2 }, (_, i) => i + 1),
    );
    // Start and Finish sit on the ends of the line.
    expect(distanceM(route.placemarks[0]!.position, route.path[0]!)).toBeLessThan(1000);
    expect(distanceM(route.placemarks.at(-1)!.position, route.path.at(-1)!)).toBeLessThan(1000);
  });
});
