/**
 * Challenge timing (spec 02 §2): not started before the first day, active through the last
 * day, ended after it. Days are compared as calendar days ('YYYY-MM-DD'): the participant's
 * own today against the registration's window (the user dates, else the race dates).
 */
import { utcYmd } from './activity-day';

export type ChallengeTiming = 'notStarted' | 'active' | 'ended';

export const ENDED_MESSAGE = 'This challenge has ended.';

export interface TimingWindow {
  readonly start: Date | null;
  readonly end: Date | null;
}

export function challengeTiming(window: TimingWindow, today: string): ChallengeTiming {
  if (window.start && today < utcYmd(window.start)) return 'notStarted';
  if (window.end && today > utcYmd(window.end)) return 'ended';
  return 'active';
}

/** 'Saturday, January 10, 2026': the start date in the not-started message. */
export function formatStartDay(start: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(start);
}

export function notStartedMessage(start: Date | null): string {
  return start
    ? `This challenge starts on ${formatStartDay(start)}. Come back then to log your first activity!`
    : 'This challenge has not started yet.';
}
