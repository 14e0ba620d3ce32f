/**
 * The day an activity belongs to, once for every place that asks (docs/product.md §P5 manual log, §P2
 * tracker imports and the race window, §P9 Today and Last 7 Days; docs/standings.md): the
 * participant's own calendar day at the activity's start.
 * - Manual: the day chosen in the form (its key `{ms}_{YYYY-MM-DD}`; the entry sits at 12:00 UTC
 *   of it, which firestore.rules checks).
 * - Imports: the provider's local start (Strava `start_date_local`, Fitbit's exercise start seen
 *   from its `startUtcOffset` (the Google Health API), Garmin `startTimeInSeconds +
 *   startTimeOffsetInSeconds`), written on the times entry as `day`.
 * - Entries written before `day` existed: the Toronto day of their date, as the standings
 *   counted them then (a manual entry's date gives its chosen day either way).
 * Pure.
 */
import { torontoDay } from './toronto-day';
import { millisOf } from './docs/values';

const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether `value` is a real calendar day 'YYYY-MM-DD'. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10 || !YMD.test(value)) return false;
  const date = new Date(`${value}T12:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The day of a local wall-clock time as a provider writes it, 'YYYY-MM-DDTHH:MM…' with or
 * without a zone suffix (Strava's start_date_local ends in a misleading 'Z'; Fitbit's startTime
 * carries the owner's offset): its date part, which is the owner's calendar day.
 */
export function dayOfLocalTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const day = text.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && isDay(day) ? day : null;
}

/** The day of an instant seen from a fixed offset east of UTC (Garmin's startTimeOffsetInSeconds, Google Health's startUtcOffset). */
export function dayAtOffset(startMs: number, offsetSeconds: number): string | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(offsetSeconds)) return null;
  const local = new Date(startMs + offsetSeconds * 1000);
  return Number.isNaN(local.getTime()) ? null : local.toISOString().slice(0, 10);
}

/**
 * An import's day: the provider's local day when it sent one, else the Toronto day of the
 * start (the races' home zone), so an answer without a local time still lands somewhere sure.
 */
export function importDay(startMs: number, localDay: string | null): string {
  return localDay !== null && isDay(localDay) ? localDay : torontoDay(new Date(startMs));
}

/**
 * 'YYYY-MM-DD' of an instant in a time zone; the device's own when omitted. The leaderboard's
 * Today and Last 7 Days count up to the viewer's own today (docs/standings.md), as the manual
 * log offers her own today: at 11 pm in Vancouver, her 10 pm run is today's.
 */
export function localDay(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a day is inside a race window of days, inclusive (the race's first and last day). */
export function dayInWindow(day: string, firstDay: string, lastDay: string): boolean {
  return day >= firstDay && day <= lastDay;
}

const KEY_DAY = /_(\d{4}-\d{2}-\d{2})$/;

/**
 * The day of one times entry of a racer's row, the one parser every reader uses (standings,
 * dashboard feed): its `day`; else, for an entry written before `day` existed, the Toronto day
 * of its `date`; else the day in its key `{ms}_{YYYY-MM-DD}`; null when none is readable.
 */
export function dayOfTimesEntry(key: string, entry: unknown): string | null {
  const fields = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  if (isDay(fields.day)) return fields.day;
  const ms = millisOf(fields.date);
  if (ms !== null) return torontoDay(new Date(ms));
  return KEY_DAY.exec(key)?.[1] ?? null;
}
