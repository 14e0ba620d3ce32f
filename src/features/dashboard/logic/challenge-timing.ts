/**
 * Challenge timing (docs/product.md §P2): not started before the first day, active through the last
 * day, ended after it. Days are compared as calendar days ('YYYY-MM-DD'): the participant's
 * own today against the registration's window (the user dates, else the race dates). The
 * messages are catalogue descriptors (docs/i18n.md), shown in the active language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localeOf, type Language } from '../../../lib/i18n/language';
import { utcYmd } from './activity-day';

export type ChallengeTiming = 'notStarted' | 'active' | 'ended';

export const ENDED_MESSAGE = msg`This challenge has ended.`;

export interface TimingWindow {
  readonly start: Date | null;
  readonly end: Date | null;
}

export function challengeTiming(window: TimingWindow, today: string): ChallengeTiming {
  if (window.start && today < utcYmd(window.start)) return 'notStarted';
  if (window.end && today > utcYmd(window.end)) return 'ended';
  return 'active';
}

/** 'Saturday, January 10, 2026' / 'samedi 10 janvier 2026': the start in the not-started message. */
export function formatStartDay(start: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(start);
}

export function notStartedMessage(start: Date | null, language: Language): MessageDescriptor {
  if (!start) return msg`This challenge has not started yet.`;
  const day = formatStartDay(start, language);
  return msg`This challenge starts on ${day}. Come back then to log your first activity!`;
}
