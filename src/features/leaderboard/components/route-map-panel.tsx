/**
 * The map widget (docs/product.md §P2): the route file, then Google Maps when a key is configured
 * (its chunk loaded only here), else, or when Maps fails, the spec's message and the SVG route
 * view. 'Loading...' while the route loads (once per session: use-route-file.ts). Route file
 * errors are logged only (docs/product.md §P8).
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { getConfig } from '../../../config/env';
import { reportError } from '../../../lib/report-error';
import type { StandingRow } from '../../../contract/standing-row';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { mapModel } from '../logic/map-view';
import { formatCount } from '../logic/tab-rows';
import { RouteSvg } from './route-svg';
import { useRouteFile } from './use-route-file';

const GoogleRouteMap = lazy(() => import('./google-route-map'));

const MAP_FAILED = msg`Map cannot be loaded right now, sorry.`;

interface Props {
  readonly map: string;
  readonly legDistance: number;
  readonly own: StandingRow | null;
  readonly known: readonly StandingRow[];
  readonly teams: readonly StandingRow[];
  readonly histogram: readonly number[];
}

export function RouteMapPanel({ map, legDistance, own, known, teams, histogram }: Props) {
  const { i18n } = useLingui();
  const language = useActiveLanguage();
  const state = useRouteFile(map);
  const apiKey = getConfig().googleMapsApiKey;
  const [mapsFailed, setMapsFailed] = useState(apiKey === '');

  const onFail = useCallback((error: Error) => {
    reportError(error, { where: 'Google Maps' });
    setMapsFailed(true);
  }, []);

  const route = state.status === 'ready' ? state.route : null;
  const model = useMemo(() => {
    if (!route) return null;
    // The map's racer groups are titled in the active language ('3 racers' / '3 participant·es').
    const racersLabel = (count: number) => {
      const shown = formatCount(count, language);
      return plural(count, { one: `${shown} racer`, other: `${shown} racers` });
    };
    return mapModel(route, legDistance, own, known, teams, histogram, racersLabel);
  }, [route, legDistance, own, known, teams, histogram, language]);

  if (state.status === 'loading')
    return (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  if (!route || !model) return <p className="alert alert-warning">{i18n._(MAP_FAILED)}</p>;
  if (mapsFailed) {
    return (
      <div>
        <p className="alert alert-warning mb-2">{i18n._(MAP_FAILED)}</p>
        <RouteSvg route={route} model={model} legDistance={legDistance} />
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      }
    >
      <GoogleRouteMap apiKey={apiKey} route={route} model={model} onFail={onFail} />
    </Suspense>
  );
}
