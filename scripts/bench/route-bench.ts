/**
 * Bundled by scripts/bench-leaderboard.mjs and run in Chromium: parses a route file and places
 * racers with the page's own code (togeojson, route-geometry), timed with performance.now().
 */
import { parseRoute, placeRacer } from '../../src/features/leaderboard/logic/route-geometry';

function run(kmlText: string, racers: number, legDistance: number) {
  const t0 = performance.now();
  const route = parseRoute(kmlText);
  const t1 = performance.now();
  let placed = 0;
  for (let i = 0; i < racers; i += 1) if (placeRacer(route, (i * 7919) % (legDistance * 1.2), legDistance)) placed += 1;
  const t2 = performance.now();
  return { points: route.path.length, placed, parseMs: t1 - t0, placeMs: t2 - t1 };
}

(globalThis as unknown as { routeBench: typeof run }).routeBench = run;
