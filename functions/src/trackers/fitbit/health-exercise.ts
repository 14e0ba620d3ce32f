/**
 * The Google Health API's `exercise` data points as tracker activities (docs/trackers.md,
 * "Fitbit"), and which imported Fit_ entries of a notified span Google no longer lists (a deleted
 * exercise disappears). Pure: fitbit-handler.ts reads and writes.
 *
 * A data point: {name: 'users/{user}/dataTypes/exercise/dataPoints/{id}', exercise: {interval:
 * {startTime (RFC 3339, UTC), startUtcOffset ('-18000s': her offset at the start), endTime, …},
 * exerciseType ('RUNNING', 'WALKING', 'BIKING', …), activeDuration ('1800s'), metricsSummary:
 * {distanceMillimeters (an int64: a string in JSON, a number accepted)}}}.
 */
import { addDays } from '../../../../src/contract/toronto-day';
import { dayAtOffset, isDay } from '../../../../src/contract/activity-day';
import { providerIdOfKey, type TrackerActivity } from '../../../../src/contract/tracker-activity';
import { millisOf, record } from '../../shared/record';

const POINT_NAME =
  /^users\/[A-Za-z0-9-]{1,63}\/dataTypes\/exercise\/dataPoints\/([A-Za-z0-9_-]{1,64})$/;
/** A protobuf Duration in JSON: seconds with up to nine decimals and an 's'. */
const DURATION = /^(-?\d{1,10})(\.\d{1,9})?s$/;
const MM_PER_KM = 1_000_000;

/** Seconds of a JSON Duration ('-18000s', '1800.5s'); null when it is not one. */
export function durationSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DURATION.exec(value);
  return match ? Number(`${match[1]}${match[2] ?? ''}`) : null;
}

/** An int64 in JSON (a decimal string) or a plain number; null otherwise or when negative. */
function nonNegative(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The data point's id: the last segment of its name. */
export function exerciseIdOf(name: unknown): string | null {
  return typeof name === 'string' ? (POINT_NAME.exec(name)?.[1] ?? null) : null;
}

/** One exercise data point, or null when it lacks a name, a start or its offset. */
export function fromExercisePoint(value: unknown): TrackerActivity | null {
  const point = record(value);
  const id = exerciseIdOf(point.name);
  const exercise = record(point.exercise);
  const interval = record(exercise.interval);
  const startMs = typeof interval.startTime === 'string' ? Date.parse(interval.startTime) : NaN;
  const offset = durationSeconds(interval.startUtcOffset);
  if (id === null || Number.isNaN(startMs) || offset === null) return null;
  // Her own calendar day: the instant seen from her offset at the start (activity-day.ts).
  const day = dayAtOffset(startMs, offset);
  if (day === null) return null;
  const endMs = typeof interval.endTime === 'string' ? Date.parse(interval.endTime) : NaN;
  const active = durationSeconds(exercise.activeDuration);
  const seconds = active ?? (Number.isNaN(endMs) ? 0 : (endMs - startMs) / 1000);
  const millimetres = nonNegative(record(exercise.metricsSummary).distanceMillimeters) ?? 0;
  return {
    provider: 'fitbit',
    id,
    type: typeof exercise.exerciseType === 'string' ? exercise.exerciseType : '',
    startMs,
    day,
    distanceKm: millimetres / MM_PER_KM,
    durationSeconds: Math.max(0, Math.round(seconds)),
  };
}

export interface ExercisePage {
  readonly activities: readonly TrackerActivity[];
  readonly nextPageToken: string | null;
  /** Data points of the page that could not be read (logged, never imported). */
  readonly unreadable: number;
}

/** A users.dataTypes.dataPoints.list answer: {dataPoints: [...], nextPageToken}. */
export function parseExercisePage(body: unknown): ExercisePage | null {
  const page = record(body);
  // An empty list may come without the field at all (proto JSON omits empty repeated fields).
  const points = page.dataPoints === undefined ? [] : page.dataPoints;
  if (!Array.isArray(points) || typeof body !== 'object' || body === null || Array.isArray(body))
    return null;
  const activities = points.map(fromExercisePoint).filter((a): a is TrackerActivity => a !== null);
  const next = page.nextPageToken;
  return {
    activities,
    nextPageToken: typeof next === 'string' && next !== '' ? next : null,
    unreadable: points.length - activities.length,
  };
}

/** The span a notification names, as her calendar days [fromDay, toDay] (inclusive). */
export interface DaySpan {
  readonly fromDay: string;
  readonly toDay: string;
}

/** Days in one read at most: a notification naming a longer span is read as its last days. */
export const MAX_SPAN_DAYS = 31;

/**
 * The list filter of a span: every exercise whose civil (her local) start falls on one of its
 * days. Civil times are hers, so no time zone arithmetic is needed (docs/trackers.md).
 */
export function exerciseFilter(span: DaySpan): string {
  return `exercise.interval.civil_start_time >= "${span.fromDay}" AND exercise.interval.civil_start_time < "${addDays(span.toDay, 1)}"`;
}

/** The days of a civil ISO 8601 time ('2026-11-22T07:30:00' or '2026-11-22'), or null. */
export function civilDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}($|T\d{2}:\d{2})/.test(value) && isDay(day) ? day : null;
}

export interface ImportedEntry {
  readonly id: string;
  readonly day: string | null;
  readonly startMs: number;
}

/** The Fitbit imports in a row's times map (Fit_{id} keys), with the day each was counted on. */
export function importedFitbitEntries(times: unknown): ImportedEntry[] {
  return Object.entries(record(times)).flatMap(([key, entry]) => {
    const id = key.startsWith('Fit_') ? providerIdOfKey(key) : null;
    const fields = record(entry);
    const startMs = millisOf(fields.date);
    const day = typeof fields.day === 'string' && isDay(fields.day) ? fields.day : null;
    return id !== null && startMs !== null ? [{ id, day, startMs }] : [];
  });
}

export interface StaleCheck {
  readonly span: DaySpan;
  /** The ids Google listed for the span (every page read). */
  readonly listed: ReadonlySet<string>;
  /** Only entries of the current connection are ours to remove (an earlier account's stay). */
  readonly connectedAtMs: number;
}

/**
 * The ids of imported entries counted on a day of the span that Google no longer lists: deleted
 * (or moved off the span) at Google. An entry without a day (written before days were kept) is
 * never removed on this word alone.
 */
export function staleExerciseIds(entries: readonly ImportedEntry[], check: StaleCheck): string[] {
  const { fromDay, toDay } = check.span;
  const stale = entries
    .filter(
      (e) =>
        e.day !== null &&
        e.day >= fromDay &&
        e.day <= toDay &&
        e.startMs >= check.connectedAtMs &&
        !check.listed.has(e.id),
    )
    .map((e) => e.id);
  return [...new Set(stale)];
}
