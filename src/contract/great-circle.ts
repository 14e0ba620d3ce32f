/**
 * Great-circle (haversine) distance on a sphere of the Earth's mean radius: the route placement
 * measures its route with it (docs/standings.md), and an uploaded activity file without a total
 * of its own is measured with it too, so a track and the route agree on what a kilometre is.
 * Pure.
 */

const EARTH_RADIUS_M = 6371000;
const RAD = Math.PI / 180;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** Great-circle (haversine) distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
