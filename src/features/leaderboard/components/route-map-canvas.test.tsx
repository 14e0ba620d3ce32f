/** The Google map against a fake google.maps (Maps cannot load here): docs/product.md §P2 Map widget and §P9 constants. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapModel } from '../logic/map-view';
import { routeFromPath } from '../logic/route-geometry';
import { RouteMapCanvas } from './route-map-canvas';

const clusterers: { options: Record<string, unknown> }[] = [];
vi.mock('@googlemaps/markerclusterer', () => ({
  GridAlgorithm: class {
    constructor(readonly options: Record<string, unknown>) {}
  },
  MarkerClusterer: class {
    constructor(readonly options: Record<string, unknown>) {
      clusterers.push(this);
    }
    clearMarkers() {}
    setMap() {}
  },
}));

interface Made {
  readonly kind: string;
  readonly args: unknown[];
  readonly calls: [string, unknown[]][];
}
let made: Made[];
let panoramaFound: boolean;

function fakeClass(kind: string) {
  return class {
    readonly made: Made;
    constructor(...args: unknown[]) {
      this.made = { kind, args, calls: [] };
      made.push(this.made);
      return new Proxy(this, {
        get: (target, prop) =>
          prop in target
            ? Reflect.get(target, prop)
            : (...a: unknown[]) => {
                target.made.calls.push([String(prop), a]);
                if (prop === 'getPanorama')
                  return panoramaFound
                    ? Promise.resolve({})
                    : Promise.reject(new Error('ZERO_RESULTS'));
                return undefined;
              },
      });
    }
  };
}

beforeEach(() => {
  made = [];
  panoramaFound = true;
  clusterers.length = 0;
  const maps = Object.fromEntries(
    [
      'Map',
      'Polyline',
      'Marker',
      'LatLngBounds',
      'Size',
      'Point',
      'StreetViewPanorama',
      'StreetViewService',
    ].map((k) => [k, fakeClass(k)]),
  );
  vi.stubGlobal('google', { maps });
});
afterEach(() => vi.unstubAllGlobals());

const route = routeFromPath(
  'Test Route',
  [
    { lat: 45, lng: -76 },
    { lat: 45, lng: -75 },
    { lat: 45, lng: -74 },
  ],
  [
    { name: 'Start', position: { lat: 45, lng: -76 }, kind: 'start', number: 0 },
    { name: 'Midway', position: { lat: 45, lng: -75 }, kind: 'milestone', number: 1 },
    { name: 'Finish', position: { lat: 45, lng: -74 }, kind: 'finish', number: 0 },
  ],
);
const me = {
  key: '7',
  firstName: 'Avery',
  lastName: 'Tremblay',
  teamName: 'Maple',
  total: 50,
  completedAt: null,
  days: {},
};
const team = { ...me, key: 'Maple', firstName: 'Maple', members: 2 };
const model = mapModel(
  route,
  100,
  me,
  [me, { ...me, key: '8', firstName: 'Mate' }],
  [team],
  [1, 0, 3],
  (count) => `${count} ${count === 1 ? 'racer' : 'racers'}`,
);

const of = (kind: string) => made.filter((m) => m.kind === kind);
const options = (m: Made) => m.args.at(-1) as Record<string, unknown>;

describe('RouteMapCanvas', () => {
  it('creates the map with the spec options, route, progress, icons and clustered racers', () => {
    render(<RouteMapCanvas route={route} model={model} />);
    const [map] = of('Map');
    expect(options(map!)).toMatchObject({
      streetViewControl: false,
      fullscreenControl: false,
      mapTypeControl: false,
    });
    const hidden = options(map!).styles as {
      featureType: string;
      elementType: string;
      stylers: unknown[];
    }[];
    expect(hidden.map((s) => s.featureType)).toEqual([
      'poi',
      'transit',
      'road',
      'landscape',
      'administrative.land_parcel',
    ]);
    expect(hidden.every((s) => s.elementType === 'labels')).toBe(true);
    expect(map!.calls.some(([name]) => name === 'fitBounds')).toBe(true);
    expect(screen.getByRole('region', { name: 'Map of Test Route' })).toHaveStyle({
      height: '400px',
    });

    const [line, progress] = of('Polyline').map(options);
    expect(line).toMatchObject({ strokeColor: '#006bc1', strokeWeight: 4 });
    expect(progress).toMatchObject({ strokeColor: '#11d846', strokeWeight: 2 });

    const sizes = of('Size').map((s) => s.args[0]);
    // Start 50, milestone 45, finish 50, team 40, you 65.
    expect(sizes).toEqual([50, 45, 50, 40, 65]);
    const titled = of('Marker').map((m) => options(m).title);
    expect(titled).toEqual(
      expect.arrayContaining([
        'Start',
        'Midway',
        'Finish',
        'Maple',
        'Avery Tremblay',
        'Mate Tremblay',
        '1 racer',
        '3 racers',
      ]),
    );
    expect(
      of('Marker').find((m) => options(m).title === 'Midway') &&
        options(of('Marker').find((m) => options(m).title === 'Midway')!).label,
    ).toBe('1');

    const [clusterer] = clusterers;
    expect((clusterer!.options.algorithm as { options: unknown }).options).toEqual({
      gridSize: 20,
      maxZoom: 17,
    });
    expect((clusterer!.options.markers as unknown[]).length).toBe(3);
  });

  it('View All fits the route; View Me pans to her and zooms to 8', async () => {
    const user = userEvent.setup();
    render(<RouteMapCanvas route={route} model={model} />);
    const map = of('Map')[0]!;
    map.calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(map.calls.map(([n]) => n)).toEqual(['fitBounds']);
    await user.click(screen.getByRole('button', { name: 'View Me' }));
    expect(map.calls.slice(1)).toEqual([
      ['panTo', [model.you!.position]],
      ['setZoom', [8]],
    ]);
  });

  it('Street View opens a panorama at her point (heading 34, pitch 10), created once; Close closes it', async () => {
    const user = userEvent.setup();
    render(<RouteMapCanvas route={route} model={model} />);
    await user.click(screen.getByRole('button', { name: 'Street View' }));
    expect(of('StreetViewPanorama')).toHaveLength(1);
    expect(options(of('StreetViewPanorama')[0]!)).toEqual({
      position: model.you!.position,
      pov: { heading: 34, pitch: 10 },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Street View' }));
    expect(of('StreetViewPanorama')).toHaveLength(1);
  });

  it("says 'Street View unavailable. Keep going!' when there is no panorama", async () => {
    panoramaFound = false;
    const user = userEvent.setup();
    render(<RouteMapCanvas route={route} model={model} />);
    await act(() => user.click(screen.getByRole('button', { name: 'Street View' })));
    expect(await screen.findByText('Street View unavailable. Keep going!')).toBeInTheDocument();
  });
});
