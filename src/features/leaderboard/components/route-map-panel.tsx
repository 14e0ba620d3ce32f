/**
 * The map widget (spec 02 §2): the route file, then Google Maps when a key is configured
 * (its chunk loaded only here), else, or when Maps fails, the spec's message and the SVG route
 * view. 'Loading...' while the route loads. Route file errors are logged only (spec 02 §8).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { getConfig } from '../../../config/env';
import { reportError } from '../../../lib/report-error';
import type { StandingRow } from '../../../contract/standing-row';
import { mapModel } from '../logic/map-view';
import { parseRoute, type Route } from '../logic/route-geometry';
import { RouteSvg } from './route-svg';

const GoogleRouteMap = lazy(() => import('./google-route-map'));

const MAP_FAILED = 'Map cannot be loaded right now, sorry.';

interface Props {
  readonly map: string;
  readonly legDistance: number;
  readonly own: StandingRow | null;
  readonly known: readonly StandingRow[];
  readonly teams: readonly StandingRow[];
  readonly histogram: readonly number[];
}

type RouteState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; route: Route };

export function RouteMapPanel({ map, legDistance, own, known, teams, histogram }: Props) {
  const [state, setState] = useState<RouteState>({ status: 'loading' });
  const apiKey = getConfig().googleMapsApiKey;
  const [mapsFailed, setMapsFailed] = useState(apiKey === '');

  useEffect(() => {
    let active = true;
    fetch(`/kml/${encodeURIComponent(map)}.kml`)
      .then((response) => {
        if (!response.ok) throw new Error(`GET /kml/${map}.kml: HTTP ${response.status}`);
        return response.text();
      })
      .then((text) => {
        if (active) setState({ status: 'ready', route: parseRoute(text) });
      })
      .catch((error: unknown) => {
        reportError(error, { where: 'route file', map });
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [map]);

  const onFail = useCallback((error: Error) => {
    reportError(error, { where: 'Google Maps' });
    setMapsFailed(true);
  }, []);

  const route = state.status === 'ready' ? state.route : null;
  const model = useMemo(
    () => (route ? mapModel(route, legDistance, own, known, teams, histogram) : null),
    [route, legDistance, own, known, teams, histogram],
  );

  if (state.status === 'loading') return <p role="status">Loading...</p>;
  if (!route || !model) return <p className="alert alert-warning">{MAP_FAILED}</p>;
  if (mapsFailed) {
    return (
      <div>
        <p className="alert alert-warning mb-2">{MAP_FAILED}</p>
        <RouteSvg route={route} model={model} legDistance={legDistance} />
      </div>
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <GoogleRouteMap apiKey={apiKey} route={route} model={model} onFail={onFail} />
    </Suspense>
  );
}
