/**
 * A flat projection of a route into an SVG box, for the route view drawn without Google Maps:
 * longitude scaled by cos(mid latitude) so shapes look right at Canadian latitudes; at most
 * `maxPoints` points drawn (a 200,000-point route stays a light drawing).
 */
import type { LatLng } from './route-geometry';

export interface Projection {
  readonly width: number;
  readonly height: number;
  readonly project: (p: LatLng) => { readonly x: number; readonly y: number };
}

export function projectionFor(
  points: readonly LatLng[],
  width = 1000,
  height = 400,
  pad = 30,
): Projection {
  let minLat = Infinity,
    maxLat = -Infinity,
    minLng = Infinity,
    maxLng = -Infinity;
  for (const p of points) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLng = Math.min(minLng, p.lng);
    maxLng = Math.max(maxLng, p.lng);
  }
  if (!Number.isFinite(minLat))
    return { width, height, project: () => ({ x: width / 2, y: height / 2 }) };
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY);
  const offX = (width - spanX * scale) / 2;
  const offY = (height - spanY * scale) / 2;
  return {
    width,
    height,
    project: (p) => ({
      x: offX + (p.lng - minLng) * k * scale,
      y: height - (offY + (p.lat - minLat) * scale),
    }),
  };
}

export function thin<T>(points: readonly T[], maxPoints = 1500): T[] {
  if (points.length <= maxPoints) return [...points];
  const step = (points.length - 1) / (maxPoints - 1);
  return Array.from({ length: maxPoints }, (_, i) => points[Math.round(i * step)]!);
}

export function svgPoints(points: readonly LatLng[], projection: Projection): string {
  return points
    .map((p) => {
      const { x, y } = projection.project(p);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
