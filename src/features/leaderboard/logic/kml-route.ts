/**
 * A leg's route file (spec 02 §3 Route file, §5): /kml/{map}.kml parsed as XML by the browser's
 * DOMParser, its placemarks (Start, milestones, Finish, named by their ExtendedData) read by
 * togeojson, its LineStrings joined in file order into the route.
 *
 * The route's coordinates are read from the same parsed document, not by togeojson: togeojson
 * turns every tuple into arrays through a regular expression, a split, a map and a filter,
 * which costs about 165 ms for a 200,000-point route in Chromium, most of the page's 200 ms
 * budget (docs/standings.md, `npm run bench:leaderboard`). The `<coordinates>` text of each
 * LineString (KML 2.2: tuples `lon,lat[,alt]` separated by whitespace) is read once here and
 * then emptied, so togeojson only sees the placemarks.
 */
import { kml } from '@tmcw/togeojson';
import { routeFromPath, type LatLng, type Route, type RoutePlacemark } from './route-geometry';

const COMMA = 44;
const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/**
 * The points of a KML `<coordinates>` text: whitespace-separated `lon,lat[,alt]` tuples; the
 * altitude is ignored and a tuple without two numbers is skipped (as togeojson does).
 * One pass over the characters: no intermediate arrays or strings but the two numbers.
 */
export function coordinatesText(text: string): LatLng[] {
  const out: LatLng[] = [];
  const end = text.length;
  let i = 0;
  while (i < end) {
    while (i < end && isSpace(text.charCodeAt(i))) i += 1;
    // The tuple is text[i, j); its first two commas, if any.
    let j = i;
    let first = -1;
    let second = -1;
    for (let code = text.charCodeAt(j); j < end && !isSpace(code); code = text.charCodeAt(++j)) {
      if (code === COMMA) {
        if (first < 0) first = j;
        else if (second < 0) second = j;
      }
    }
    if (first > i) {
      const lng = Number.parseFloat(text.slice(i, first));
      const lat = Number.parseFloat(text.slice(first + 1, second < 0 ? j : second));
      if (!Number.isNaN(lng) && !Number.isNaN(lat)) out.push({ lat, lng });
    }
    i = j;
  }
  return out;
}

/** The first direct `<name>` child of an element, trimmed; '' without one. */
function ownName(element: Element | null): string {
  for (const child of element?.children ?? []) if (child.localName === 'name') return child.textContent?.trim() ?? '';
  return '';
}

/** Takes the LineStrings' points out of the document, in file order, and the name of the first one's Placemark. */
function takeLines(xml: Document): { path: LatLng[]; lineName: string } {
  const path: LatLng[] = [];
  let lineName: string | null = null;
  for (const line of Array.from(xml.getElementsByTagName('LineString'))) {
    const coordinates = line.getElementsByTagName('coordinates')[0];
    if (!coordinates) continue;
    for (const point of coordinatesText(coordinates.textContent ?? '')) path.push(point);
    coordinates.textContent = '';
    lineName ??= ownName(line.closest('Placemark'));
  }
  return { path, lineName: lineName ?? '' };
}

/**
 * Parses a route file: the LineStrings in file order as one path, Point placemarks as markers.
 * Throws on a file that is not XML (a route file error: the map logs it, spec 02 §8).
 */
export function parseRoute(kmlText: string): Route {
  const xml = new DOMParser().parseFromString(kmlText, 'text/xml');
  if (xml.getElementsByTagName('parsererror').length > 0) throw new Error('The route file is not well-formed XML.');
  const { path, lineName } = takeLines(xml);
  const placemarks: RoutePlacemark[] = [];
  let milestone = 0;
  // The LineStrings are empty now: without skipNullGeometry their Placemarks would come back geometry-less.
  for (const feature of kml(xml, { skipNullGeometry: true }).features) {
    if (feature.geometry?.type !== 'Point') continue;
    // togeojson lets the ExtendedData name (spec 02 §3) override the Placemark's <name>.
    const name = String(feature.properties?.name ?? '').trim();
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const kind = name === 'Start' ? 'start' : name === 'Finish' ? 'finish' : 'milestone';
    if (kind === 'milestone') milestone += 1;
    placemarks.push({ name, position: { lat, lng }, kind, number: kind === 'milestone' ? milestone : 0 });
  }
  const documentName = ownName(xml.getElementsByTagName('Document')[0] ?? null);
  return routeFromPath(documentName || lineName, path, placemarks);
}
