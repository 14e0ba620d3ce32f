/**
 * Fitbit's activity log (GET /1/user/-/activities/list.json) as TrackerActivity, and which
 * imported entries of a notified day are gone at Fitbit (spec 02 §3: Fit_ keys; a deleted Fitbit
 * activity disappears). Pure: fitbit-handler.ts reads and writes.
 *
 * A log: {logId, activityName, startTime '2026-11-22T07:30:00.000-05:00' (the owner's local time
 * with its offset), duration (ms), distance, distanceUnit 'Kilometer' | 'Mile', …}.
 */
import { addDays } from '../../../../src/contract/toronto-day';
import { providerIdOfKey, type TrackerActivity } from '../../../../src/contract/tracker-activity';
import { millisOf, record } from '../../shared/record';

export const KM_PER_MILE = 1.609344;

const HOUR_MS = 3_600_000;
const LOG_ID = /^[0-9]{1,20}$/;
const START_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface FitbitLog {
  readonly activity: TrackerActivity;
  /** The owner's calendar day of the start: the day a notification names. */
  readonly localDay: string;
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A distance in km; Fitbit answers in the unit system the request asks (metric unless told). */
export function distanceKm(distance: unknown, unit: unknown): number {
  const value = finite(distance);
  if (value === null || value <= 0) return 0;
  if (typeof unit === 'string' && /^mi(le)?s?$/i.test(unit)) return value * KM_PER_MILE;
  return value;
}

/** One log of the list, or null when it lacks an id or a start with its offset. */
export function fromFitbitLog(value: unknown): FitbitLog | null {
  const log = record(value);
  const logId =
    typeof log.logId === 'number' && Number.isSafeInteger(log.logId)
      ? String(log.logId)
      : log.logId;
  if (typeof logId !== 'string' || !LOG_ID.test(logId)) return null;
  const startTime = typeof log.startTime === 'string' ? log.startTime : '';
  const match = START_TIME.exec(startTime);
  const startMs = Date.parse(startTime);
  if (!match || Number.isNaN(startMs)) return null;
  const durationMs = finite(log.duration) ?? 0;
  return {
    activity: {
      provider: 'fitbit',
      id: logId,
      type: typeof log.activityName === 'string' ? log.activityName : '',
      startMs,
      // The owner's calendar day: startTime is her wall clock with its offset.
      day: match[1] as string,
      distanceKm: distanceKm(log.distance, log.distanceUnit),
      durationSeconds: Math.max(0, Math.round(durationMs / 1000)),
    },
    localDay: match[1] as string,
  };
}

export interface FitbitLogPage {
  readonly logs: readonly FitbitLog[];
  /** pagination.next: the next page's URL, or null on the last page. */
  readonly next: string | null;
  /** Logs of the page that could not be read (logged, never imported). */
  readonly unreadable: number;
}

export function parseLogPage(body: unknown): FitbitLogPage | null {
  const page = record(body);
  if (!Array.isArray(page.activities)) return null;
  const logs = page.activities.map(fromFitbitLog).filter((log): log is FitbitLog => log !== null);
  const next = record(page.pagination).next;
  return {
    logs,
    next: typeof next === 'string' && next !== '' ? next : null,
    unreadable: page.activities.length - logs.length,
  };
}

/**
 * The afterDate of the list read for a notified day. Its time zone is the owner's and whether
 * it is inclusive is not ours to rely on, so it starts three days early; `coverageStartMs` says
 * from when on the answer is surely complete.
 */
export function listAfterDate(day: string): string {
  return addDays(day, -3);
}

/** The earliest instant from which a list read with `afterDate` holds every log (UTC-12, exclusive date). */
export function coverageStartMs(afterDate: string): number {
  return Date.parse(`${addDays(afterDate, 1)}T00:00:00Z`) + 12 * HOUR_MS;
}

/** Every instant that is on `day` in some time zone (UTC+14 to UTC-12). */
export function dayWindowMs(day: string): { readonly fromMs: number; readonly toMs: number } {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return { fromMs: midnight - 14 * HOUR_MS, toMs: midnight + 36 * HOUR_MS };
}

export interface ImportedEntry {
  readonly logId: string;
  readonly startMs: number;
}

/** The Fitbit imports in a row's times map (Fit_{logId} keys). */
export function importedFitbitEntries(times: unknown): ImportedEntry[] {
  return Object.entries(record(times)).flatMap(([key, entry]) => {
    const logId = key.startsWith('Fit_') ? providerIdOfKey(key) : null;
    const startMs = millisOf(record(entry).date);
    return logId !== null && startMs !== null ? [{ logId, startMs }] : [];
  });
}

export interface StaleCheck {
  readonly day: string;
  /** The log ids Fitbit listed. */
  readonly listed: ReadonlySet<string>;
  /** The list is complete from here… */
  readonly coveredFromMs: number;
  /** …to here (Infinity when its last page was read). */
  readonly coveredToMs: number;
  /** Only entries of the current connection are ours to remove (an earlier account's stay). */
  readonly connectedAtMs: number;
}

/**
 * The log ids of imported entries that may be on the notified day, inside what the list
 * surely covers, and that Fitbit no longer lists: deleted at Fitbit.
 */
export function staleLogIds(entries: readonly ImportedEntry[], check: StaleCheck): string[] {
  const { fromMs, toMs } = dayWindowMs(check.day);
  const from = Math.max(fromMs, check.coveredFromMs, check.connectedAtMs);
  const to = Math.min(toMs, check.coveredToMs);
  const stale = entries
    .filter((e) => e.startMs >= from && e.startMs < to && !check.listed.has(e.logId))
    .map((e) => e.logId);
  return [...new Set(stale)];
}
