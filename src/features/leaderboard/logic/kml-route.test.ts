import { kml } from '@tmcw/togeojson';
import { describe, expect, it } from 'vitest';
import celebrateCanada from '../../../../public/kml/celebrate-canada.kml?raw';
import februaryTrails from '../../../../public/kml/february-trails.kml?raw';
import northKlondike from '../../../../public/kml/north-klondike.kml?raw';
import rideRockies from '../../../../public/kml/ride-rockies.kml?raw';
import transCanada from '../../../../public/kml/trans-canada.kml?raw';
import { localized } from '../../../contract/l10n';
import { coordinatesText, parseRoute } from './kml-route';
import { distanceM } from './route-geometry';

const SEEDED = [
  ['celebrate-canada', celebrateCanada],
  ['february-trails', februaryTrails],
  ['north-klondike', northKlondike],
  ['ride-rockies', rideRockies],
  ['trans-canada', transCanada],
] as const;

describe('parseRoute on the seeded routes', () => {
  it.each(SEEDED)('%s', (_map, text) => {
    const route = parseRoute(text);
    expect(route.name).not.toBe('');
    expect(route.fr?.name).toBeTruthy();
    expect(route.fr?.name).not.toBe(route.name);
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

  it.each(SEEDED)(
    '%s: the same points and placemarks as togeojson reading the whole file',
    (_map, text) => {
      const features = kml(new DOMParser().parseFromString(text, 'text/xml')).features;
      const line = features.flatMap((f) =>
        f.geometry?.type === 'LineString' ? f.geometry.coordinates : [],
      );
      const points = features.flatMap((f) => (f.geometry?.type === 'Point' ? [f] : []));
      const route = parseRoute(text);
      expect(route.path.map((p) => [p.lng, p.lat])).toEqual(line.map(([lng, lat]) => [lng, lat]));
      expect(route.placemarks.map((p) => [p.name, p.position.lng, p.position.lat])).toEqual(
        points.map((f) => [
          f.properties?.name,
          ...(f.geometry as { coordinates: number[] }).coordinates.slice(0, 2),
        ]),
      );
    },
  );
});

describe('coordinatesText: KML tuples lon,lat[,alt] separated by whitespace', () => {
  it.each([
    [
      'one tuple a line, indented, with altitude',
      '\n  -52.7,47.5,0\n  -52.8,47.6,12.5\n',
      [
        [47.5, -52.7],
        [47.6, -52.8],
      ],
    ],
    [
      '2D tuples on one line',
      '-123,49 -122.5,49.25',
      [
        [49, -123],
        [49.25, -122.5],
      ],
    ],
    [
      'tabs and CRLF',
      '\t1,2,3\r\n4,5\t',
      [
        [2, 1],
        [5, 4],
      ],
    ],
    ['exponents and signs', '1e-3,+2.5E1,0', [[25, 0.001]]],
    ['a tuple without two numbers is skipped', '1 1, ,2 a,b 3,4 5,x,6', [[4, 3]]],
    ['nothing', ' \n\t', []],
    ['empty', '', []],
  ])('%s', (_label, text, expected) => {
    expect(coordinatesText(text).map((p) => [p.lat, p.lng])).toEqual(expected);
  });

  it('appends to the points of the lines before', () => {
    const path = coordinatesText('1,2');
    expect(coordinatesText('3,4', path)).toBe(path);
    expect(path).toEqual([
      { lng: 1, lat: 2 },
      { lng: 3, lat: 4 },
    ]);
  });
});

const kmlFile = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const point = (name: string, coordinates: string, extendedName?: string) =>
  `<Placemark><name>${name}</name>${extendedName === undefined ? '' : `<ExtendedData><Data name="name"><value>${extendedName}</value></Data></ExtendedData>`}<Point><coordinates>${coordinates}</coordinates></Point></Placemark>`;

describe('parseRoute', () => {
  it('joins every LineString in file order, MultiGeometry included, and names the route after its Placemark without a Document name', () => {
    const route = parseRoute(
      kmlFile(
        '<Placemark><name>Two parts</name><LineString><coordinates>0,0 0,1</coordinates></LineString></Placemark>' +
          point('Start', '0,0') +
          '<Placemark><name>More</name><MultiGeometry><LineString><coordinates>0,2</coordinates></LineString>' +
          '<LineString><coordinates>0,3,0 0,4,0</coordinates></LineString></MultiGeometry></Placemark>',
      ),
    );
    expect(route.name).toBe('Two parts');
    expect(route.path.map((p) => p.lat)).toEqual([0, 1, 2, 3, 4]);
    expect(route.placemarks).toEqual([
      { name: 'Start', position: { lat: 0, lng: 0 }, kind: 'start', number: 0 },
    ]);
  });

  it("takes a placemark's name from its ExtendedData (docs/product.md §P3), else from <name>; numbers milestones in file order", () => {
    const route = parseRoute(
      kmlFile(
        '<name>The Route</name><Placemark><LineString><coordinates>-75,45 -74,46</coordinates></LineString></Placemark>' +
          point('Pin 1', '-75,45,0', 'Start') +
          point('Ottawa', '-74.5,45.5') +
          point('Pin 3', '-74.2,45.8', 'Kingston') +
          point('Pin 4', '-74,46', 'Finish'),
      ),
    );
    expect(route.name).toBe('The Route');
    expect(route.placemarks.map((p) => [p.name, p.kind, p.number])).toEqual([
      ['Start', 'start', 0],
      ['Ottawa', 'milestone', 1],
      ['Kingston', 'milestone', 2],
      ['Finish', 'finish', 0],
    ]);
    expect(route.placemarks[2]!.position).toEqual({ lat: 45.8, lng: -74.2 });
  });

  it("reads the route's French name from the Document's own ExtendedData fr.name, not from a placemark's", () => {
    const line =
      '<Placemark><ExtendedData><Data name="fr.name"><value>Pas celui-ci</value></Data></ExtendedData>' +
      '<LineString><coordinates>-75,45 -74,46</coordinates></LineString></Placemark>';
    const french = parseRoute(
      kmlFile(
        '<name>Along the Ottawa</name>' +
          '<ExtendedData><Data name="fr.name"><value> Le long de l’Outaouais </value></Data></ExtendedData>' +
          line,
      ),
    );
    expect(french.name).toBe('Along the Ottawa');
    expect(french.fr).toEqual({ name: 'Le long de l’Outaouais' });
    expect(localized(french, 'name', 'fr')).toBe('Le long de l’Outaouais');
    expect(localized(french, 'name', 'en')).toBe('Along the Ottawa');
    const englishOnly = parseRoute(kmlFile(`<name>Along the Ottawa</name>${line}`));
    expect(englishOnly.fr).toBeUndefined();
    expect(localized(englishOnly, 'name', 'fr')).toBe('Along the Ottawa');
  });

  it('a file that is not XML is an error (logged by the map), not an empty route', () => {
    expect(() => parseRoute('<kml><Document>')).toThrow('unclosed xml tag');
    expect(() => parseRoute('Not Found')).toThrow('missing root element');
  });
});
