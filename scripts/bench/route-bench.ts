/**
 * Bundled by scripts/bench-leaderboard.mjs and run in Chromium: parses a route file and places
 * racers with the page's own code (kml-route, route-geometry), timed with performance.now().
 * For comparison, the same file through DOMParser alone (the floor of any parse on the
 * browser's XML parser) and through togeojson alone (every coordinate converted by togeojson,
 * the approach the page used before kml-route.ts).
 */
import { kml } from '@tmcw/togeojson';
import { parseRoute } from '../../src/features/leaderboard/logic/kml-route';
import { placeRacer } from '../../src/features/leaderboard/logic/route-geometry';

function run(kmlText: string, racers: number, legDistance: number) {
  const t0 = performance.now();
  const route = parseRoute(kmlText);
  const t1 = performance.now();
  let placed = 0;
  for (let i = 0; i < racers; i += 1)
    if (placeRacer(route, (i * 7919) % (legDistance * 1.2), legDistance)) placed += 1;
  const t2 = performance.now();
  return {
    points: route.path.length,
    placemarks: route.placemarks.length,
    placed,
    parseMs: t1 - t0,
    placeMs: t2 - t1,
  };
}

function compare(kmlText: string, how: 'domparser' | 'togeojson') {
  const t0 = performance.now();
  const xml = new DOMParser().parseFromString(kmlText, 'text/xml');
  if (how === 'togeojson') kml(xml);
  return performance.now() - t0;
}

Object.assign(globalThis, { routeBench: { run, compare } });
