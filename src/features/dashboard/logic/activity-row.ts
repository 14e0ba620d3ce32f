/**
 * A racer's row races/{legId}/subscribedUsers/{uid} (docs/data-model.md, spec 02 §3) as the
 * dashboard reads it, and the activity feed built from its times map: newest first, each
 * with its source from the key prefix (Fit_, S_, Garmin_, read by the contract; anything else
 * was logged by hand).
 */
import { dayOfTimesEntry } from '../../../contract/activity-day';
import {
  providerIdOfKey,
  providerOfKey,
  type TrackerProvider,
} from '../../../contract/tracker-activity';
import { toDate, toNumber, toRecord, toText, toTextMap } from '../../../contract/docs/values';

export type ActivitySource = 'manual' | TrackerProvider;

export const SOURCE_LABELS: Readonly<Record<ActivitySource, string>> = {
  manual: 'Manual',
  strava: 'Strava',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
};

export interface Duration {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export interface Activity {
  readonly key: string;
  /** 'YYYY-MM-DD', the day the activity was on. */
  readonly day: string;
  readonly distance: number;
  readonly duration: Duration;
  readonly source: ActivitySource;
}

export interface ActivityRow {
  readonly firstName: string;
  readonly lastName: string;
  readonly bibNumber: number | null;
  readonly teamName: string;
  readonly totalDistance: number;
  readonly completedDate: Date | null;
  /** Newest first. */
  readonly activities: readonly Activity[];
  /** Possible duplicates the participant chose to keep: manual key → imported key (beyond the spec). */
  readonly keptDuplicates: Readonly<Record<string, string>>;
}

export function sourceOfKey(key: string): ActivitySource {
  return providerOfKey(key) ?? 'manual';
}

/** Strava's brand rules: an imported Strava activity links to its page, 'View on Strava'. */
export function stravaActivityUrl(activity: Activity): string | null {
  const id = activity.source === 'strava' ? providerIdOfKey(activity.key) : null;
  return id ? `https://www.strava.com/activities/${encodeURIComponent(id)}` : null;
}

function wholeOrZero(value: unknown): number {
  const n = toNumber(value);
  return n === null ? 0 : Math.max(0, Math.floor(n));
}

function parseActivity(key: string, value: unknown): Activity {
  const entry = toRecord(value);
  const duration = toRecord(entry.duration);
  const source = sourceOfKey(key);
  return {
    key,
    // The contract's day, the one the race window and the leaderboard use (activity-day.ts).
    day: dayOfTimesEntry(key, value) ?? '',
    distance: toNumber(entry.distance) ?? 0,
    duration: {
      hours: wholeOrZero(duration.hours),
      minutes: wholeOrZero(duration.minutes),
      seconds: wholeOrZero(duration.seconds),
    },
    source,
  };
}

/** The number a key starts with (the time it was logged), for ordering within a day. */
function loggedAt(key: string): number {
  const match = /(\d+)_\d{4}-\d{2}-\d{2}$/.exec(key) ?? /^(\d+)/.exec(key);
  return match ? Number(match[1]) : 0;
}

export function newestFirst(a: Activity, b: Activity): number {
  if (a.day !== b.day) return a.day < b.day ? 1 : -1;
  return loggedAt(b.key) - loggedAt(a.key) || (a.key < b.key ? 1 : -1);
}

export function parseActivityRow(data: Readonly<Record<string, unknown>>): ActivityRow {
  const times = toRecord(data.times);
  return {
    firstName: toText(data.firstName),
    lastName: toText(data.lastName),
    bibNumber: toNumber(data.bibNumber),
    teamName: toText(data.teamName, 'noTeam'),
    totalDistance: toNumber(data.totalDistance) ?? 0,
    completedDate: toDate(data.completedDate),
    activities: Object.entries(times)
      .map(([key, value]) => parseActivity(key, value))
      .sort(newestFirst),
    keptDuplicates: toTextMap(data.keptDuplicates),
  };
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'h:mm:ss'. */
export function formatDuration(duration: Duration): string {
  return `${duration.hours}:${twoDigits(duration.minutes)}:${twoDigits(duration.seconds)}`;
}

/** Minutes and seconds per km, 'm:ss /km'; '–' without a distance or a duration. */
export function formatPace(distance: number, duration: Duration): string {
  const total = duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
  if (!(distance > 0) || total <= 0) return '–';
  const perKm = Math.round(total / distance);
  return `${Math.floor(perKm / 60)}:${twoDigits(perKm % 60)} /km`;
}

/** 'Feb 3, 2025' for a 'YYYY-MM-DD' day, read as that calendar day wherever the device is. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}
