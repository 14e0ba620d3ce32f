/**
 * Loads the Maps JavaScript API (key from env) and shows the route on it. A chunk of its own,
 * imported only by the leaderboard page when a key is configured: no other page pays for Maps.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useJsApiLoader } from '@react-google-maps/api';
import type { MapModel } from '../logic/map-view';
import type { Route } from '../logic/route-geometry';
import { RouteMapCanvas } from './route-map-canvas';

interface Props {
  readonly apiKey: string;
  readonly route: Route;
  readonly model: MapModel;
  readonly onFail: (error: Error) => void;
}

export default function GoogleRouteMap({ apiKey, route, model, onFail }: Props) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-map-script',
    googleMapsApiKey: apiKey,
  });
  useEffect(() => {
    if (loadError) onFail(loadError);
  }, [loadError, onFail]);
  if (loadError) return null;
  if (!isLoaded)
    return (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  return <RouteMapCanvas route={route} model={model} />;
}
