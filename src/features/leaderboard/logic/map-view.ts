/**
 * What the map and its fallback draw (docs/product.md §P2 Map widget, §P5, §P9): the participant, her
 * teammates, teams and the racers of the histogram placed on the route, and the constants of
 * the map. Pure; both the Google map and the SVG route view use it.
 */
import type { StandingRow } from '../../../contract/standing-row';
import { placeRacer, pointAtFraction, type LatLng, type Route } from './route-geometry';

export const MAP_STYLE = {
  routeColor: '#006bc1',
  routeWidth: 4,
  progressColor: '#11d846',
  progressWidth: 2,
  heightPx: 400,
  viewMeZoom: 8,
  streetViewHeading: 34,
  streetViewPitch: 10,
  icon: { startFinish: 50, milestone: 45, team: 40, you: 65 },
  cluster: { gridSize: 20, maxZoom: 17 },
} as const;

interface Placed {
  readonly label: string;
  readonly position: LatLng;
}

export interface MapModel {
  readonly you: (Placed & { readonly km: number; readonly fraction: number }) | null;
  readonly teammates: readonly Placed[];
  readonly teams: readonly Placed[];
  /** One group per non-empty histogram bin: where, and how many racers. */
  readonly racers: readonly (Placed & { readonly count: number })[];
}

/** Progress percent (docs/product.md §P9): distance / race distance × 100, 2 decimals. */
export const percentOf = (km: number, legDistance: number): string =>
  legDistance > 0 ? ((km / legDistance) * 100).toFixed(2) : '0.00';

export function mapModel(
  route: Route,
  legDistance: number,
  own: StandingRow | null,
  known: readonly StandingRow[],
  teams: readonly StandingRow[],
  histogram: readonly number[],
  /** The title of a group of racers, in the screen's language ('3 racers'). */
  racersLabel: (count: number) => string,
): MapModel {
  const name = (r: StandingRow) => `${r.firstName} ${r.lastName}`.trim();
  const place = (r: StandingRow) => placeRacer(route, r.total, legDistance);
  const youAt = own ? place(own) : null;
  const mates = own?.teamName
    ? known.filter((r) => r.teamName === own.teamName && r.key !== own.key)
    : [];
  const bins = histogram.length - 1;
  return {
    you:
      own && youAt
        ? {
            label: name(own),
            position: youAt,
            km: own.total,
            fraction: legDistance > 0 ? Math.min(1, own.total / legDistance) : 0,
          }
        : null,
    teammates: mates.flatMap((r) => {
      const at = place(r);
      return at ? [{ label: name(r), position: at }] : [];
    }),
    teams: teams.flatMap((t) => {
      const at = place(t);
      return at ? [{ label: t.firstName, position: at }] : [];
    }),
    racers: histogram.flatMap((count, bin) => {
      const at = count > 0 && bins > 0 ? pointAtFraction(route, bin / bins) : null;
      return at ? [{ label: racersLabel(count), position: at, count }] : [];
    }),
  };
}
