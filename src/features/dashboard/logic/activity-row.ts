/**
 * A racer's row races/{legId}/subscribedUsers/{uid} (docs/data-model.md, docs/product.md §P3) as the
 * dashboard reads it, and the activity feed built from its times map: newest first, each
 * with its source from the key prefix (Fit_, S_, Garmin_, read by the contract; anything else
 * was logged by hand).
 */
import {
  parseRacerRow,
  type Duration,
  type RacerRow,
  type TimesEntry,
} from '../../../contract/docs/racer-row';
import { formatDurationIn, formatPaceIn } from '../../../contract/french-typography';
import { formatShortDay } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/language';
import { isFileKey } from '../../../contract/activity-file';
import { millisOf } from '../../../contract/docs/values';
import {
  providerIdOfKey,
  providerOfKey,
  type TrackerProvider,
} from '../../../contract/tracker-activity';

export type { Duration };

/** 'file': added from a GPX, TCX or FIT file (docs/activity-files.md). */
export type ActivitySource = 'manual' | 'file' | TrackerProvider;

/** One entry of the feed: the row's entry (contract/docs/racer-row.ts) and where it came from. */
export interface Activity extends TimesEntry {
  readonly source: ActivitySource;
  /** A tracker import's start (its entry's date); null for entries kept at 12:00 UTC of their day. */
  readonly startMs?: number | null;
}

/** The row as the dashboard shows it (contract/docs/racer-row.ts), its entries as the feed. */
export interface ActivityRow extends Omit<RacerRow, 'entries'> {
  /** Newest first. */
  readonly activities: readonly Activity[];
}

export function sourceOfKey(key: string): ActivitySource {
  return providerOfKey(key) ?? (isFileKey(key) ? 'file' : 'manual');
}

function startOf(source: ActivitySource, entry: unknown): number | null {
  if (source === 'manual' || source === 'file') return null;
  const fields = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  return millisOf(fields.date);
}

/** Strava's brand rules: an imported Strava activity links to its page, 'View on Strava'. */
export function stravaActivityUrl(activity: Activity): string | null {
  const id = activity.source === 'strava' ? providerIdOfKey(activity.key) : null;
  return id ? `https://www.strava.com/activities/${encodeURIComponent(id)}` : null;
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
  const { entries, ...row } = parseRacerRow(data);
  const times =
    data.times && typeof data.times === 'object' ? (data.times as Record<string, unknown>) : {};
  return {
    ...row,
    // The contract's day, the one the race window and the leaderboard use (activity-day.ts).
    activities: entries
      .map((entry) => {
        const source = sourceOfKey(entry.key);
        const startMs = startOf(source, times[entry.key]);
        return startMs === null ? { ...entry, source } : { ...entry, source, startMs };
      })
      .sort(newestFirst),
  };
}

/** 'h:mm:ss'; in French "1 h 05 min" (contract/french-typography.ts). */
export function formatDuration(duration: Duration, language: Language = 'en'): string {
  return formatDurationIn(duration, language);
}

/** Minutes and seconds per km, 'm:ss /km' ("5 min 30 s/km" in French); '–' without a distance or a duration. */
export function formatPace(
  distance: number,
  duration: Duration,
  language: Language = 'en',
): string {
  const total = duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
  if (!(distance > 0) || total <= 0) return '–';
  return formatPaceIn(Math.round(total / distance), language);
}

/** 'Feb 3, 2025' / '3 févr. 2025' for a 'YYYY-MM-DD' day, that calendar day wherever the device is. */
export function formatDay(day: string, language: Language = 'en'): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatShortDay(date, language);
}
