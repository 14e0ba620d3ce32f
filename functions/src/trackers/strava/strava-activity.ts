/**
 * A Strava activity (GET /api/v3/activities/{id}, DetailedActivity) as a TrackerActivity
 * (src/contract/tracker-activity.ts). Pure.
 * - The type is `sport_type` (Run, TrailRun, VirtualRun, …), falling back to the legacy `type`
 *   (which says Run for a trail run) only when an old answer has no sport_type.
 * - Distance in metres becomes km; the duration is the moving time (elapsed time when absent).
 * - The day is the athlete's own: the date of `start_date_local` (her wall clock, written with a
 *   'Z' that does not mean UTC), contract/activity-day.ts.
 */
import { dayOfLocalTime, importDay } from '../../../../src/contract/activity-day';
import type { TrackerActivity } from '../../../../src/contract/tracker-activity';
import { record } from '../../shared/record';

/** Strava's numeric ids as strings (they exceed 2^53 soon enough to never do arithmetic on them). */
export function stravaId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[1-9][0-9]{0,19}$/.test(value)) return value;
  return null;
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export interface StravaActivity {
  readonly activity: TrackerActivity;
  /** The athlete the activity belongs to. */
  readonly athleteId: string | null;
}

export function fromStravaActivity(json: unknown): StravaActivity | null {
  const data = record(json);
  const id = stravaId(data.id);
  const sportType =
    typeof data.sport_type === 'string' && data.sport_type !== '' ? data.sport_type : null;
  const type = sportType ?? (typeof data.type === 'string' ? data.type : null);
  const startMs = typeof data.start_date === 'string' ? Date.parse(data.start_date) : Number.NaN;
  const metres = finite(data.distance);
  if (id === null || type === null || Number.isNaN(startMs) || metres === null) return null;
  const seconds = finite(data.moving_time) ?? finite(data.elapsed_time) ?? 0;
  return {
    activity: {
      provider: 'strava',
      id,
      type,
      startMs,
      day: importDay(startMs, dayOfLocalTime(data.start_date_local)),
      distanceKm: metres / 1000,
      durationSeconds: Math.max(0, seconds),
    },
    athleteId: stravaId(record(data.athlete).id),
  };
}
