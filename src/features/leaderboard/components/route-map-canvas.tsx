/**
 * The route on Google Maps (docs/product.md §P2 Map widget, §P9), once the Maps script is loaded: the
 * route and the participant's progress, Start/Finish/milestone/team/you icons, racers
 * clustered, and the buttons View All, View Me and Street View / Close. Talks to
 * window.google.maps directly, so component tests run it against a fake.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { MarkerClusterer, GridAlgorithm } from '@googlemaps/markerclusterer';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { MAP_STYLE, type MapModel } from '../logic/map-view';
import { pathUpTo, type Route } from '../logic/route-geometry';

/** Labels the spec hides (docs/product.md §P2, Map widget). */
const HIDDEN_LABELS: google.maps.MapTypeStyle[] = [
  'poi',
  'transit',
  'road',
  'landscape',
  'administrative.land_parcel',
].map((featureType) => ({ featureType, elementType: 'labels', stylers: [{ visibility: 'off' }] }));

const ICONS = {
  start: '/images/map/start.svg',
  finish: '/images/map/finish.svg',
  milestone: '/images/map/milestone.svg',
  team: '/images/map/team.svg',
  you: '/images/map/you.svg',
} as const;

function icon(url: string, size: number): google.maps.Icon {
  const g = window.google.maps;
  return { url, scaledSize: new g.Size(size, size), anchor: new g.Point(size / 2, size) };
}

interface Props {
  readonly route: Route;
  readonly model: MapModel;
}

export function RouteMapCanvas({ route, model }: Props) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const mapDiv = useRef<HTMLDivElement>(null);
  const panoDiv = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const panorama = useRef<google.maps.StreetViewPanorama | null>(null);
  const [streetView, setStreetView] = useState<'closed' | 'open' | 'unavailable'>('closed');

  useEffect(() => {
    const g = window.google.maps;
    if (!mapDiv.current) return undefined;
    const m = new g.Map(mapDiv.current, {
      styles: HIDDEN_LABELS,
      streetViewControl: false,
      fullscreenControl: false,
      mapTypeControl: false,
    });
    map.current = m;
    const bounds = new g.LatLngBounds();
    for (const p of route.path) bounds.extend(p);
    m.fitBounds(bounds);
    const overlays: { setMap: (m: google.maps.Map | null) => void }[] = [
      new g.Polyline({
        map: m,
        path: [...route.path],
        strokeColor: MAP_STYLE.routeColor,
        strokeWeight: MAP_STYLE.routeWidth,
      }),
    ];
    if (model.you) {
      overlays.push(
        new g.Polyline({
          map: m,
          path: pathUpTo(route, model.you.fraction),
          strokeColor: MAP_STYLE.progressColor,
          strokeWeight: MAP_STYLE.progressWidth,
        }),
      );
    }
    for (const p of route.placemarks) {
      const size = p.kind === 'milestone' ? MAP_STYLE.icon.milestone : MAP_STYLE.icon.startFinish;
      overlays.push(
        new g.Marker({
          map: m,
          position: p.position,
          title: p.name,
          icon: icon(ICONS[p.kind], size),
          label: p.kind === 'milestone' ? String(p.number) : undefined,
        }),
      );
    }
    for (const team of model.teams)
      overlays.push(
        new g.Marker({
          map: m,
          position: team.position,
          title: team.label,
          icon: icon(ICONS.team, MAP_STYLE.icon.team),
        }),
      );
    if (model.you)
      overlays.push(
        new g.Marker({
          map: m,
          position: model.you.position,
          title: model.you.label,
          icon: icon(ICONS.you, MAP_STYLE.icon.you),
          zIndex: 1000,
        }),
      );
    const racers = [...model.teammates, ...model.racers].map(
      (r) => new g.Marker({ position: r.position, title: r.label }),
    );
    const clusterer = new MarkerClusterer({
      map: m,
      markers: racers,
      algorithm: new GridAlgorithm({
        gridSize: MAP_STYLE.cluster.gridSize,
        maxZoom: MAP_STYLE.cluster.maxZoom,
      }),
    });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
      for (const o of overlays) o.setMap(null);
    };
  }, [route, model]);

  const viewAll = () => {
    const bounds = new window.google.maps.LatLngBounds();
    for (const p of route.path) bounds.extend(p);
    map.current?.fitBounds(bounds);
  };
  const viewMe = () => {
    if (!model.you) return;
    map.current?.panTo(model.you.position);
    map.current?.setZoom(MAP_STYLE.viewMeZoom);
  };
  const routeName = localized(route, 'name', language);
  const toggleStreetView = () => {
    if (streetView !== 'closed') {
      setStreetView('closed');
      return;
    }
    setStreetView('open');
    if (!model.you || !panoDiv.current) return;
    const g = window.google.maps;
    // Created at first opening only (docs/product.md §P2, Map widget).
    if (!panorama.current) {
      panorama.current = new g.StreetViewPanorama(panoDiv.current, {
        position: model.you.position,
        pov: { heading: MAP_STYLE.streetViewHeading, pitch: MAP_STYLE.streetViewPitch },
      });
    }
    new g.StreetViewService()
      .getPanorama({ location: model.you.position, radius: 1000 })
      .catch(() => setStreetView('unavailable'));
  };

  return (
    <div>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button size="sm" variant="outline-primary" onClick={viewAll}>
          <Trans>View All</Trans>
        </Button>
        <Button size="sm" variant="outline-primary" onClick={viewMe} disabled={!model.you}>
          <Trans>View Me</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={toggleStreetView}
          aria-expanded={streetView !== 'closed'}
        >
          {streetView === 'closed' ? <Trans>Street View</Trans> : <Trans>Close</Trans>}
        </Button>
      </div>
      <div
        ref={panoDiv}
        className="street-view"
        hidden={streetView !== 'open'}
        style={{ height: MAP_STYLE.heightPx }}
      />
      {streetView === 'unavailable' ? (
        <p className="alert alert-info">
          <Trans>Street View unavailable. Keep going!</Trans>
        </p>
      ) : null}
      <div
        ref={mapDiv}
        className="route-map"
        style={{ height: MAP_STYLE.heightPx }}
        role="region"
        aria-label={t`Map of ${routeName}`}
      />
    </div>
  );
}
