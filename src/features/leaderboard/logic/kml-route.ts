/**
 * A leg's route file (docs/product.md §P3 Route file, §P5): /kml/{map}.kml parsed as XML by @xmldom/xmldom,
 * its placemarks (Start, milestones, Finish, named by their ExtendedData) read by togeojson, its
 * LineStrings joined in file order into the route. Loaded on its own (use-route-file.ts), so the
 * leaderboard's first screen never waits for it.
 *
 * Why not the browser's DOMParser and togeojson alone (docs/standings.md, `npm run
 * bench:leaderboard`: a 200,000-point route parsed and 20,000 racers placed under 200 ms):
 * - togeojson turns every coordinate tuple into arrays through a regular expression, a split, a
 *   map and a filter: about 165 ms for 200,000 points. The `<coordinates>` text of each
 *   LineString (KML 2.2: tuples `lon,lat[,alt]` separated by whitespace) is read here from the
 *   parsed document in one pass, then emptied, so togeojson only sees the placemarks.
 * - DOMParser alone takes 70-145 ms on such a file; xmldom (togeojson's own DOM outside the
 *   browser, also usable in a worker) parses it in 4-10 ms, and the whole parse is about 100 ms
 *   faster with it.
 */
import { kml } from '@tmcw/togeojson';
import {
  DOMParser,
  MIME_TYPE,
  onErrorStopParsing,
  type Document,
  type Element,
  type Node,
} from '@xmldom/xmldom';
import { routeFromPath, type LatLng, type Route, type RoutePlacemark } from './route-geometry';

const COMMA = 44;
const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/**
 * The points of a KML `<coordinates>` text, appended to `out`: whitespace-separated
 * `lon,lat[,alt]` tuples; the altitude is ignored and a tuple without two numbers is skipped
 * (as togeojson does). One pass over the characters: no intermediate arrays or strings but the
 * two numbers.
 */
export function coordinatesText(text: string, out: LatLng[] = []): LatLng[] {
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

const isElement = (node: Node | null): node is Element => node?.nodeType === 1;

/** The first direct `<name>` child of an element, trimmed; '' without one. */
function ownName(element: Element | null): string {
  for (let child = element?.firstChild ?? null; child; child = child.nextSibling) {
    if (isElement(child) && child.localName === 'name') return child.textContent?.trim() ?? '';
  }
  return '';
}

/** The value of the element's own `<ExtendedData><Data name="…">` (not a child feature's); '' without one. */
function ownData(element: Element | null, key: string): string {
  for (let child = element?.firstChild ?? null; child; child = child.nextSibling) {
    if (!isElement(child) || child.localName !== 'ExtendedData') continue;
    for (const data of child.getElementsByTagName('Data'))
      if (data.getAttribute('name') === key)
        return data.getElementsByTagName('value').item(0)?.textContent?.trim() ?? '';
  }
  return '';
}

function placemarkOf(node: Element): Element | null {
  for (let up = node.parentNode; up; up = up.parentNode)
    if (isElement(up) && up.localName === 'Placemark') return up;
  return null;
}

/** Takes the LineStrings' points out of the document, in file order, and the name of the first one's Placemark. */
function takeLines(xml: Document): { path: LatLng[]; lineName: string } {
  const path: LatLng[] = [];
  let lineName: string | null = null;
  for (const line of xml.getElementsByTagName('LineString')) {
    const coordinates = line.getElementsByTagName('coordinates').item(0);
    if (!coordinates) continue;
    coordinatesText(coordinates.textContent ?? '', path);
    coordinates.textContent = '';
    lineName ??= ownName(placemarkOf(line));
  }
  return { path, lineName: lineName ?? '' };
}

/**
 * Parses a route file: the LineStrings in file order as one path, Point placemarks as markers.
 * Throws on a file that is not well-formed XML (a route file error: the map logs it, docs/product.md §P8).
 */
export function parseRoute(kmlText: string): Route {
  // No locator: line and column numbers on every node cost a scan of the whole text.
  const xml = new DOMParser({ locator: false, onError: onErrorStopParsing }).parseFromString(
    kmlText,
    MIME_TYPE.XML_TEXT,
  );
  const { path, lineName } = takeLines(xml);
  const placemarks: RoutePlacemark[] = [];
  let milestone = 0;
  // The LineStrings are empty now: without skipNullGeometry their Placemarks would come back geometry-less.
  for (const feature of kml(xml, { skipNullGeometry: true }).features) {
    if (feature.geometry?.type !== 'Point') continue;
    // togeojson lets the ExtendedData name (docs/product.md §P3) override the Placemark's <name>.
    const name = String(feature.properties?.name ?? '').trim();
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const kind = name === 'Start' ? 'start' : name === 'Finish' ? 'finish' : 'milestone';
    if (kind === 'milestone') milestone += 1;
    placemarks.push({
      name,
      position: { lat, lng },
      kind,
      number: kind === 'milestone' ? milestone : 0,
    });
  }
  const document = xml.getElementsByTagName('Document').item(0);
  return routeFromPath(
    ownName(document) || lineName,
    path,
    placemarks,
    ownData(document, 'fr.name'),
  );
}
