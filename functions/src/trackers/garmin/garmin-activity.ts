/**
 * Garmin summaries as TrackerActivity (docs/trackers.md; docs/product.md §P2 Dashboard: the Garmin data
 * type 'activities' or 'steps', users/{uid}.garminAccount.activeToggle).
 * - 'activities': each activity summary is one import, key Garmin_{summaryId}.
 * - 'steps': each daily summary is one import per calendar day, key Garmin_daily-{YYYY-MM-DD},
 *   counted as walking; a later daily of the same day (Garmin sends them as the day goes on)
 *   replaces it. The entry is dated 12:00 UTC of that day, as a manual one (docs/product.md §P5), so its
 *   day is that calendar day.
 * - An activity's day is the wearer's: startTimeInSeconds + startTimeOffsetInSeconds
 *   (contract/activity-day.ts).
 * Pure.
 */
import { dayAtOffset, importDay } from '../../../../src/contract/activity-day';
import { parseUserDoc } from '../../../../src/contract/docs/user';
import type { TrackerActivity } from '../../../../src/contract/tracker-activity';

export type GarminDataType = 'activities' | 'steps';

/** The data type stored on users/{uid}.garminAccount.activeToggle ('activities' unless 'steps'). */
export function garminDataType(
  user: Readonly<Record<string, unknown>> | undefined,
): GarminDataType {
  return parseUserDoc(user ?? {}).garminAccount?.activeToggle === 'steps' ? 'steps' : 'activities';
}

/** The type a daily is counted as (src/contract/tracker-activity.ts, Garmin's vocabulary). */
export const DAILY_TYPE = 'WALKING';

function seconds(payload: Readonly<Record<string, unknown>>, name: string): number {
  const value = payload[name];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** An activity summary; null without a summary id or a start. */
export function fromActivitySummary(
  payload: Readonly<Record<string, unknown>>,
): TrackerActivity | null {
  const id =
    typeof payload.summaryId === 'string'
      ? payload.summaryId
      : typeof payload.summaryId === 'number'
        ? String(payload.summaryId)
        : '';
  const start = payload.startTimeInSeconds;
  if (id === '' || typeof start !== 'number' || !Number.isFinite(start)) return null;
  return {
    provider: 'garmin',
    id,
    type: typeof payload.activityType === 'string' ? payload.activityType : '',
    startMs: start * 1000,
    day: importDay(
      start * 1000,
      typeof payload.startTimeOffsetInSeconds === 'number'
        ? dayAtOffset(start * 1000, payload.startTimeOffsetInSeconds)
        : null,
    ),
    distanceKm: seconds(payload, 'distanceInMeters') / 1000,
    durationSeconds: Math.round(seconds(payload, 'durationInSeconds')),
  };
}

/** The provider id of a day's import: a date is not an id trackerKey takes as it is ('daily-' + date is). */
export function dailyId(calendarDate: string): string {
  return `daily-${calendarDate}`;
}

/** A daily summary as the day's walk: its distance, its active time (else the summary's span). */
export function fromDailySummary(
  payload: Readonly<Record<string, unknown>>,
): TrackerActivity | null {
  const day = typeof payload.calendarDate === 'string' ? payload.calendarDate : '';
  const startMs = Date.parse(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(startMs)) return null;
  return {
    provider: 'garmin',
    id: dailyId(day),
    type: DAILY_TYPE,
    startMs,
    day,
    distanceKm: seconds(payload, 'distanceInMeters') / 1000,
    durationSeconds: Math.round(
      seconds(payload, 'activeTimeInSeconds') || seconds(payload, 'durationInSeconds'),
    ),
  };
}

/**
 * Whether a day's total may count (docs/product.md §P2: only what is done after syncing): the days from
 * the wearer's calendar day of the connection on. The connection day counts whole: its total is
 * only known once the day is over, after syncing.
 */
export function dailyCounts(
  calendarDate: string,
  offsetSeconds: unknown,
  connectedAtMs: number,
): boolean {
  const offsetMs =
    typeof offsetSeconds === 'number' && Number.isFinite(offsetSeconds) ? offsetSeconds * 1000 : 0;
  const connectionDay = new Date(connectedAtMs + offsetMs).toISOString().slice(0, 10);
  return calendarDate >= connectionDay;
}
