/**
 * Route geometry of the demo maps: waypoints densified into a LineString with deterministic
 * interpolation and a small jitter (so the line looks like a road), cumulative distances
 * with the haversine formula (Earth radius 6371000 m, docs/product.md §P9).
 */
import { createRandom } from './util.mjs';
import { ROUTES, routeByMap } from './routes-data.mjs';

/** @typedef {import('./routes-data.mjs').RouteDef} RouteDef */
/** @typedef {import('./routes-data.mjs').Waypoint} Waypoint */
/** @typedef {[number, number]} LngLat */

const EARTH_RADIUS_M = 6_371_000;

/**
 * Great-circle distance in km.
 * @param {LngLat} a
 * @param {LngLat} b
 * @returns {number}
 */
function haversineKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / 1000;
}

/**
 * Cumulative km at each point of a line.
 * @param {LngLat[]} line
 * @returns {number[]}
 */
function cumulativeKm(line) {
  /** @type {number[]} */
  const out = [0];
  for (let i = 1; i < line.length; i += 1) {
    out.push(
      /** @type {number} */ (out[i - 1]) +
        haversineKm(/** @type {LngLat} */ (line[i - 1]), /** @type {LngLat} */ (line[i])),
    );
  }
  return out;
}

/** @param {number} v */
const round6 = (v) => Math.round(v * 1e6) / 1e6;

/**
 * @typedef {object} DenseRoute
 * @property {RouteDef} route
 * @property {LngLat[]} line densified LineString, waypoints included exactly
 * @property {number[]} waypointIndex index in `line` of each waypoint
 * @property {number} lengthKm
 * @property {number[]} waypointFraction position of each waypoint along the line, 0..1
 */

/**
 * @param {RouteDef} route
 * @returns {DenseRoute}
 */
function densifyRoute(route) {
  const rand = createRandom(route.seed);
  /** @type {LngLat[]} */
  const stops = route.waypoints.map((w) => [w.lng, w.lat]);
  const segmentKm = stops.slice(1).map((b, i) => haversineKm(/** @type {LngLat} */ (stops[i]), b));
  const totalKm = segmentKm.reduce((sum, km) => sum + km, 0);
  /** @type {LngLat[]} */
  const line = [];
  /** @type {number[]} */
  const waypointIndex = [];
  let wander = 0;
  segmentKm.forEach((km, i) => {
    const [a, b] = [/** @type {LngLat} */ (stops[i]), /** @type {LngLat} */ (stops[i + 1])];
    const steps = Math.max(1, Math.ceil((km / totalKm) * (route.points - 1)));
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const norm = Math.hypot(dx, dy) || 1;
    const amplitude = Math.min(0.03, km * 0.00025);
    waypointIndex.push(line.length);
    for (let k = 0; k < steps; k += 1) {
      const t = k / steps;
      wander = Math.max(-1, Math.min(1, wander + rand.float(-0.35, 0.35)));
      const offset = amplitude * Math.sin(Math.PI * t) * wander;
      line.push([
        round6(a[0] + dx * t - (dy / norm) * offset),
        round6(a[1] + dy * t + (dx / norm) * offset),
      ]);
    }
  });
  waypointIndex.push(line.length);
  line.push(/** @type {LngLat} */ (stops[stops.length - 1]));
  const cumulative = cumulativeKm(line);
  const lengthKm = /** @type {number} */ (cumulative[cumulative.length - 1]);
  return {
    route,
    line,
    waypointIndex,
    lengthKm,
    waypointFraction: waypointIndex.map(
      (index) => /** @type {number} */ (cumulative[index]) / lengthKm,
    ),
  };
}

/** @type {Map<string, DenseRoute>} */
const cache = new Map();

/**
 * The densified route of a map name (memoised: the result is deterministic).
 * @param {string} map
 * @returns {DenseRoute}
 */
export function denseRoute(map) {
  let dense = cache.get(map);
  if (!dense) {
    dense = densifyRoute(routeByMap(map));
    cache.set(map, dense);
  }
  return dense;
}

/**
 * Milestone waypoints with their position along the route (0..1]; the finish is always last.
 * @param {string} map
 * @returns {{ waypoint: Waypoint, fraction: number, number: number }[]}
 */
export function routeMilestones(map) {
  const dense = denseRoute(map);
  const waypoints = dense.route.waypoints;
  return waypoints
    .map((waypoint, i) => ({
      waypoint,
      fraction: /** @type {number} */ (dense.waypointFraction[i]),
      last: i === waypoints.length - 1,
    }))
    .filter((entry) => entry.waypoint.m || entry.last)
    .map((entry, i) => ({ waypoint: entry.waypoint, fraction: entry.fraction, number: i + 1 }));
}

export { ROUTES };
