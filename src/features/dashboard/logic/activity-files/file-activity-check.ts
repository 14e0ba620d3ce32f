/**
 * Whether an activity read from a file may land on this race, and as what (docs/activity-files.md):
 * the manual entry's value (its day, km to 2 decimals, the moving time as its duration) and what
 * the preview shows. Refused with a reason, nothing written: no time in the file, already
 * counted (its key is in the row), a day outside the race's pickable days, no distance, 200 km
 * or more (the spec's message), longer than a duration can hold, or a pace no one manages in
 * the race's sport (contract/fair-play.ts). Each reason is a catalogue descriptor; the check
 * knows no language. Pure.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dayAtOffset, localDay } from '../../../../contract/activity-day';
import { implausiblePace } from '../../../../contract/fair-play';
import { DURATION_MAX, MAX_ACTIVITY_KM } from '../../../../contract/manual-activity';
import type { Sport } from '../../../../contract/race-sport';
import { round2 } from '../../../../contract/standing-row';
import { withinBounds, type DayBounds } from '../activity-day';
import { TOO_LONG_MESSAGE, type ActivityValue } from '../activity-form';
import { formatPace } from '../activity-row';
import type { ParsedActivity } from './parsed-activity';
import type { ReadRefusal } from './read-activity-file';

export const ALREADY_COUNTED_MESSAGE = msg`This activity is already counted.`;
export const NO_TIME_MESSAGE = msg`This file has no time in it, so we can't tell when the activity was or how long it took. Export it again with its times, or add it manually.`;

/**
 * Why a file could not be read, as she reads it. The upload screen takes it from this module's
 * lazily loaded chunk (the dashboard's first load has none of the readers), a use knip does not
 * follow.
 * @public
 */
export const READ_REFUSALS: Readonly<Record<ReadRefusal, MessageDescriptor>> = {
  tooLarge: msg`This file is too large to be an activity (over 25 MB).`,
  unreadable: msg`We can't read this file. Choose a GPX, TCX or FIT file of one activity (or a .zip holding one).`,
  zipNotOne: msg`This .zip must hold exactly one GPX, TCX or FIT file.`,
};

export interface FilePreview {
  /** The activity's own calendar day and clock time at its start, 'YYYY-MM-DD' and 'HH:MM'. */
  readonly day: string;
  readonly startTime: string;
  readonly distanceKm: number;
  readonly movingSeconds: number;
  readonly elapsedSeconds: number;
  readonly sport: string | null;
  /** The start instant (ms): whether it matches an imported activity's start (duplicates.ts). */
  readonly startMs: number;
}

export type FileCheck =
  | { readonly ok: true; readonly value: ActivityValue; readonly preview: FilePreview }
  | {
      readonly ok: false;
      readonly reason: MessageDescriptor;
      readonly preview: FilePreview | null;
    };

export interface FileCheckContext {
  readonly key: string;
  readonly bounds: DayBounds;
  readonly sport: Sport;
  readonly existingKeys: ReadonlySet<string>;
  /** The device's zone when the file names no offset (tests pass one). */
  readonly timeZone?: string;
}

const MAX_SECONDS = DURATION_MAX.hours * 3600 + DURATION_MAX.minutes * 60 + DURATION_MAX.seconds;

/** 'YYYY-MM-DD' and 'HH:MM' of the start on the activity's own clock, else the device's. */
function localStart(startMs: number, offsetMinutes: number | null, timeZone?: string) {
  if (offsetMinutes !== null) {
    const local = new Date(startMs + offsetMinutes * 60_000).toISOString();
    return { day: dayAtOffset(startMs, offsetMinutes * 60)!, time: local.slice(11, 16) };
  }
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(startMs));
  return { day: localDay(new Date(startMs), timeZone), time };
}

function duration(seconds: number) {
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

export function checkFileActivity(activity: ParsedActivity, context: FileCheckContext): FileCheck {
  const hasTime =
    activity.startMs !== null && (activity.movingSeconds > 0 || activity.elapsedSeconds > 0);
  if (!hasTime || activity.startMs === null) {
    return { ok: false, reason: NO_TIME_MESSAGE, preview: null };
  }
  const start = localStart(activity.startMs, activity.utcOffsetMinutes, context.timeZone);
  const distanceKm = round2(activity.distanceM / 1000);
  const seconds = Math.round(
    activity.movingSeconds > 0 ? activity.movingSeconds : activity.elapsedSeconds,
  );
  const preview: FilePreview = {
    day: start.day,
    startTime: start.time,
    distanceKm,
    movingSeconds: seconds,
    elapsedSeconds: activity.elapsedSeconds,
    sport: activity.sport,
    startMs: activity.startMs,
  };
  const refuse = (reason: MessageDescriptor): FileCheck => ({ ok: false, reason, preview });
  if (context.existingKeys.has(context.key)) return refuse(ALREADY_COUNTED_MESSAGE);
  if (!withinBounds(start.day, context.bounds)) {
    const { min, max } = context.bounds;
    const day = start.day;
    return refuse(
      min === max
        ? msg`This activity is from ${day}: only activities of ${min} count now.`
        : msg`This activity is from ${day}: only activities from ${min} to ${max} count on this challenge.`,
    );
  }
  if (!(distanceKm > 0)) return refuse(msg`This file has no distance in it.`);
  if (distanceKm >= MAX_ACTIVITY_KM) return refuse(TOO_LONG_MESSAGE);
  if (seconds > MAX_SECONDS) return refuse(msg`This activity is longer than 24:59:59.`);
  const value: ActivityValue = {
    day: start.day,
    distance: distanceKm,
    duration: duration(seconds),
  };
  if (implausiblePace(context.sport, distanceKm, value.duration)) {
    const pace = formatPace(distanceKm, value.duration);
    return refuse(
      msg`This activity's pace (${pace}) is faster than anyone manages on this challenge, so it can't be counted.`,
    );
  }
  return { ok: true, value, preview };
}
