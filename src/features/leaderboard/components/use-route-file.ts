/**
 * A leg's route (docs/product.md §P2 Map widget, §P3 Route file): GET /kml/{map}.kml, parsed once per
 * session (kml-route.ts) and kept, so coming back to a leaderboard draws its map at once instead
 * of fetching and parsing a route of up to 200,000 points again. A failed load is not kept: the
 * next visit tries again. Route file errors are logged only (docs/product.md §P8).
 * The parser (togeojson and xmldom) is a chunk of its own, fetched beside the route file: the
 * leaderboard's first screen does not wait for it.
 */
import { useEffect, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import type { Route } from '../logic/route-geometry';

export type RouteState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly route: Route };

const loading = new Map<string, Promise<Route>>();
const parsed = new Map<string, Route>();

function loadRoute(map: string): Promise<Route> {
  const known = loading.get(map);
  if (known) return known;
  const file = fetch(`/kml/${encodeURIComponent(map)}.kml`).then((response) => {
    if (!response.ok) throw new Error(`GET /kml/${map}.kml: HTTP ${response.status}`);
    return response.text();
  });
  const load = Promise.all([file, import('../logic/kml-route')]).then(([text, { parseRoute }]) => {
    const route = parseRoute(text);
    parsed.set(map, route);
    return route;
  });
  loading.set(map, load);
  load.catch(() => loading.delete(map));
  return load;
}

export function useRouteFile(map: string): RouteState {
  // Which map's load last settled, and how: the route itself is read from `parsed`.
  const [settled, setSettled] = useState<{ readonly map: string; readonly failed: boolean } | null>(
    null,
  );

  useEffect(() => {
    if (parsed.has(map)) return undefined;
    let active = true;
    loadRoute(map)
      .then(() => {
        if (active) setSettled({ map, failed: false });
      })
      .catch((error: unknown) => {
        reportError(error, { where: 'route file', map });
        if (active) setSettled({ map, failed: true });
      });
    return () => {
      active = false;
    };
  }, [map]);

  const route = parsed.get(map);
  if (route) return { status: 'ready', route };
  return settled?.map === map && settled.failed ? { status: 'error' } : { status: 'loading' };
}
