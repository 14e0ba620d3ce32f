/**
 * The days of the Numbers section's registrations per day (docs/organiser-console.md,
 * "Numbers"): Toronto days, as every day of the races (src/contract/toronto-day.ts), each with
 * the instants it starts and ends so a registration's `registeredAt` is counted by a range
 * query. Pure.
 */
import { addDays, torontoDay } from '../../../src/contract/toronto-day';

/**
 * The instant a Toronto day starts: 04:00 UTC in summer time, 05:00 UTC in winter (the clocks
 * change at 2 am, so midnight is never skipped or repeated).
 */
export function torontoDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const offset of [4, 5]) {
    const at = Date.UTC(y, m - 1, d, offset);
    if (torontoDay(new Date(at)) === day && torontoDay(new Date(at - 1)) !== day)
      return new Date(at);
  }
  throw new Error(`no Toronto midnight found for ${day}`);
}

export interface NumbersDay {
  readonly day: string;
  readonly start: Date;
  /** The next day's start (exclusive). */
  readonly end: Date;
}

/** The `count` Toronto days up to the day of `now`, oldest first. */
export function numbersDays(now: Date, count: number): NumbersDay[] {
  const today = torontoDay(now);
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(today, i - count + 1);
    return { day, start: torontoDayStart(day), end: torontoDayStart(addDays(day, 1)) };
  });
}
