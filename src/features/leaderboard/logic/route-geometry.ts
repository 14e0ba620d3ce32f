/**
 * The route of a leg (docs/product.md §P5, §P9), as kml-route.ts reads it from its file: cumulative
 * great-circle distance (contract/great-circle.ts, the one an uploaded activity file is measured
 * with), and the point at a fraction of the route
 * length, found by binary search and interpolated between points.
 */

import { distanceM, type LatLng } from '../../../contract/great-circle';

export { distanceM, type LatLng };

export interface RoutePlacemark {
  /** The ExtendedData name (docs/product.md §P3), else the Placemark's name. */
  readonly name: string;
  readonly position: LatLng;
  /** 'start', 'finish' or a milestone (docs/product.md §P2, Map widget: Start and Finish by name). */
  readonly kind: 'start' | 'finish' | 'milestone';
  /** 1, 2, … for milestones, in file order */
  readonly number: number;
}

export interface Route {
  readonly name: string;
  /** The route's name in French, from the route file's `fr.name` data (docs/i18n.md). */
  readonly fr?: { readonly name?: string };
  readonly path: readonly LatLng[];
  /** metres from the start to each point of `path` */
  readonly cumulative: Float64Array;
  readonly lengthM: number;
  readonly placemarks: readonly RoutePlacemark[];
}

function cumulativeDistances(path: readonly LatLng[]): Float64Array {
  const out = new Float64Array(path.length);
  for (let i = 1; i < path.length; i += 1) out[i] = out[i - 1]! + distanceM(path[i - 1]!, path[i]!);
  return out;
}

export function routeFromPath(
  name: string,
  path: readonly LatLng[],
  placemarks: readonly RoutePlacemark[] = [],
  frenchName = '',
): Route {
  const cumulative = cumulativeDistances(path);
  return {
    name,
    ...(frenchName ? { fr: { name: frenchName } } : {}),
    path,
    cumulative,
    lengthM: cumulative[cumulative.length - 1] ?? 0,
    placemarks,
  };
}

/** The point at `fraction` (clamped to 0…1) of the route length. */
export function pointAtFraction(route: Route, fraction: number): LatLng | null {
  const { path, cumulative, lengthM } = route;
  if (path.length === 0) return null;
  const target = Math.min(1, Math.max(0, fraction)) * lengthM;
  if (path.length === 1 || target <= 0) return path[0]!;
  if (target >= lengthM) return path[path.length - 1]!;
  // The first point at or beyond the target: the segment (lo - 1, lo) holds it.
  let lo = 1;
  let hi = path.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  const a = path[lo - 1]!;
  const b = path[lo]!;
  const span = cumulative[lo]! - cumulative[lo - 1]!;
  // A zero-length segment (a repeated point): its start.
  const t = span > 0 ? (target - cumulative[lo - 1]!) / span : 0;
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

/** A racer's place (docs/product.md §P5): fraction min(1, km / leg distance); at or beyond it, the route end. */
export function placeRacer(route: Route, km: number, legDistance: number): LatLng | null {
  if (!(legDistance > 0)) return pointAtFraction(route, 0);
  return pointAtFraction(route, Math.min(1, Math.max(0, km) / legDistance));
}

/** The route up to a fraction: the participant's progress line. */
export function pathUpTo(route: Route, fraction: number): LatLng[] {
  const end = pointAtFraction(route, fraction);
  if (!end) return [];
  const target = Math.min(1, Math.max(0, fraction)) * route.lengthM;
  const out: LatLng[] = [];
  for (let i = 0; i < route.path.length && route.cumulative[i]! < target; i += 1)
    out.push(route.path[i]!);
  out.push(end);
  return out;
}
