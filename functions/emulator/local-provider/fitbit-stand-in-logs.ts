/**
 * The Fitbit stand-in's activity log as Fitbit's API writes it (GET
 * /1/user/-/activities/list.json): a stand-in user lives in Toronto, so a log's startTime is
 * Toronto wall-clock time with its offset ('2026-11-22T07:30:00.000-05:00') and afterDate is
 * a Toronto day. Pure.
 */
import { msToTorontoLocal } from './stand-in-time';
import type { StandInLog } from './fitbit-stand-in-store';

/** The activity names the add form offers: those counted on run and walk races, on the ride challenge, and a few counted nowhere. */
export const ACTIVITY_NAMES = [
  'Walk',
  'Run',
  'Outdoor Run',
  'Treadmill',
  'Hike',
  'Wheelchair',
  'Bike',
  'Outdoor Bike',
  'Spinning',
  'Swim',
  'Yoga',
];

/** An instant as Fitbit's startTime: Toronto wall-clock time with milliseconds and the offset. */
export function fitbitStartTime(ms: number): string {
  const local = msToTorontoLocal(ms);
  const wholeMinute = Math.floor(ms / 60_000) * 60_000;
  const offsetMinutes = Math.round((Date.parse(`${local}:00Z`) - wholeMinute) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const seconds = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${local}:${seconds}.000${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function logJson(log: StandInLog) {
  return {
    logId: Number(log.logId),
    activityName: log.activityName,
    activityTypeId: 90013,
    logType: 'manual',
    startTime: fitbitStartTime(log.startMs),
    originalStartTime: fitbitStartTime(log.startMs),
    duration: log.durationMs,
    activeDuration: log.durationMs,
    distance: log.distanceKm,
    distanceUnit: 'Kilometer',
    lastModified: new Date().toISOString(),
  };
}

export interface ListQuery {
  readonly afterDate: string;
  readonly limit: number;
  readonly offset: number;
}

/** afterDate (a day, required), sort=asc, limit 1-100, offset; null when Fitbit would refuse it. */
export function parseListQuery(query: Readonly<Record<string, unknown>>): ListQuery | null {
  const afterDate = typeof query.afterDate === 'string' ? query.afterDate : '';
  const limit = Number(query.limit ?? 100);
  const offset = Number(query.offset ?? 0);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(afterDate) || (query.sort !== undefined && query.sort !== 'asc'))
    return null;
  if (
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > 100 ||
    !Number.isInteger(offset) ||
    offset < 0
  )
    return null;
  return { afterDate, limit, offset };
}

/** One page of the list: logs from afterDate on (Toronto days), oldest first, with pagination.next. */
export function listPage(logs: readonly StandInLog[], query: ListQuery, listUrl: string) {
  const matching = logs
    .filter((log) => msToTorontoLocal(log.startMs).slice(0, 10) >= query.afterDate)
    .sort((a, b) => a.startMs - b.startMs || a.logId.localeCompare(b.logId));
  const page = matching.slice(query.offset, query.offset + query.limit);
  const more = query.offset + query.limit < matching.length;
  const pageUrl = (offset: number) =>
    `${listUrl}?${new URLSearchParams({ afterDate: query.afterDate, sort: 'asc', offset: String(offset), limit: String(query.limit) })}`;
  return {
    activities: page.map(logJson),
    pagination: {
      afterDate: query.afterDate,
      limit: query.limit,
      offset: query.offset,
      sort: 'asc',
      next: more ? pageUrl(query.offset + query.limit) : '',
      previous: query.offset > 0 ? pageUrl(Math.max(0, query.offset - query.limit)) : '',
    },
  };
}
