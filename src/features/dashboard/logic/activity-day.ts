/**
 * Calendar days of the manual activity log (docs/product.md §P5). The date a participant may pick
 * runs from the race's first day to the earlier of the race's last day and *their own*
 * today, in their device's time zone: a runner in Vancouver at 10 pm logs "today" even
 * though it is already tomorrow in Toronto. The activity is stored at 12:00 UTC of that day.
 */

import { localDay } from '../../../contract/activity-day';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of `instant` in `timeZone` (the device's zone when omitted): the contract's day. */
export function localYmd(instant: Date, timeZone?: string): string {
  return localDay(instant, timeZone);
}

/** The UTC day of a stored race boundary (race dates are kept as UTC day starts and ends). */
export function utcYmd(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function isYmd(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T12:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && utcYmd(date) === value;
}

/** 12:00 UTC of a 'YYYY-MM-DD' day: the instant an activity of that day is stored at. */
export function noonUtc(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

export interface DayBounds {
  readonly min: string;
  readonly max: string;
}

export interface RaceWindow {
  readonly start: Date | null;
  readonly end: Date | null;
}

/** The pickable days, or null when none is (the race has not started for this participant yet). */
export function activityDayBounds(window: RaceWindow, today: string): DayBounds | null {
  const min = window.start ? utcYmd(window.start) : today;
  const end = window.end ? utcYmd(window.end) : today;
  const max = end < today ? end : today;
  return min <= max ? { min, max } : null;
}

export function withinBounds(day: string, bounds: DayBounds): boolean {
  return day >= bounds.min && day <= bounds.max;
}

/** The times-map key of a manual activity: `{timestamp}_{YYYY-MM-DD}` (docs/product.md §P3). */
export function activityKey(loggedAt: Date, day: string): string {
  return `${loggedAt.getTime()}_${day}`;
}
