/**
 * The day rule end to end for each source (src/contract/activity-day.ts; docs/product.md §P2, §P5):
 * from what the participant or the provider sends to the day stored on the row and the race
 * window check, late in the evening and after midnight (22:00 to 02:00) in Vancouver, Toronto,
 * Halifax and St. John's, in winter and in summer time, at a race's first and last day.
 * The expected day is the wall-clock date written in each case, never computed by the code
 * under test.
 */
import { describe, expect, it } from 'vitest';
import { dayInWindow, dayOfTimesEntry, localDay } from '../../../src/contract/activity-day';
import {
  legsForActivity,
  timesEntry,
  trackerKey,
  type ImportTarget,
  type TrackerActivity,
} from '../../../src/contract/tracker-activity';
import { fromExercisePoint } from './fitbit/health-exercise';
import { fromActivitySummary } from './garmin/garmin-activity';
import { fromStravaActivity } from './strava/strava-activity';

interface Zone {
  readonly name: string;
  readonly tz: string;
  /** Offset from UTC in minutes: winter, summer. */
  readonly offsets: { readonly winter: number; readonly summer: number };
}

const ZONES: readonly Zone[] = [
  { name: 'Vancouver', tz: 'America/Vancouver', offsets: { winter: -480, summer: -420 } },
  { name: 'Toronto', tz: 'America/Toronto', offsets: { winter: -300, summer: -240 } },
  { name: 'Halifax', tz: 'America/Halifax', offsets: { winter: -240, summer: -180 } },
  { name: "St. John's", tz: 'America/St_Johns', offsets: { winter: -210, summer: -150 } },
];

interface Race {
  readonly season: 'winter' | 'summer';
  readonly firstDay: string;
  readonly lastDay: string;
}

const RACES: readonly Race[] = [
  { season: 'winter', firstDay: '2026-01-01', lastDay: '2026-01-31' },
  { season: 'summer', firstDay: '2026-07-01', lastDay: '2026-07-31' },
];

/** Local wall-clock starts around each edge, with whether they fall in the window. */
function edgeStarts(race: Race): { local: string; inWindow: boolean }[] {
  const dayBefore = race.season === 'winter' ? '2025-12-31' : '2026-06-30';
  const dayAfter = race.season === 'winter' ? '2026-02-01' : '2026-08-01';
  return [
    { local: `${dayBefore}T22:00`, inWindow: false },
    { local: `${dayBefore}T23:59`, inWindow: false },
    { local: `${race.firstDay}T00:00`, inWindow: true },
    { local: `${race.firstDay}T02:00`, inWindow: true },
    { local: `${race.lastDay}T22:00`, inWindow: true },
    { local: `${race.lastDay}T23:30`, inWindow: true },
    { local: `${dayAfter}T00:00`, inWindow: false },
    { local: `${dayAfter}T01:00`, inWindow: false },
    { local: `${dayAfter}T02:00`, inWindow: false },
  ];
}

const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
function offsetText(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(a / 60)}:${pad(a % 60)}`;
}

interface Case {
  readonly label: string;
  readonly zone: Zone;
  readonly race: Race;
  readonly local: string;
  readonly offset: number;
  readonly startMs: number;
  readonly day: string;
  readonly inWindow: boolean;
}

const CASES: Case[] = RACES.flatMap((race) =>
  ZONES.flatMap((zone) =>
    edgeStarts(race).map(({ local, inWindow }) => {
      const offset = zone.offsets[race.season];
      const startMs = Date.parse(`${local}:00${offsetText(offset)}`);
      return {
        label: `${local} in ${zone.name} (${race.season} race ${race.firstDay}…${race.lastDay})`,
        zone,
        race,
        local,
        offset,
        startMs,
        day: local.slice(0, 10),
        inWindow,
      };
    }),
  ),
);

/** The payloads as each provider sends them (the fields our parsers read, and their neighbours). */
function stravaPayload(c: Case) {
  const utc = new Date(c.startMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    id: 12345678901,
    resource_state: 3,
    athlete: { id: 134815, resource_state: 1 },
    name: 'Evening Run',
    distance: 10000.4,
    moving_time: 3000,
    elapsed_time: 3100,
    type: 'Run',
    sport_type: 'Run',
    start_date: utc,
    // Strava writes the athlete's wall clock with a 'Z' that does not mean UTC.
    start_date_local: `${c.local}:00Z`,
    timezone: `(GMT${offsetText(c.offset)}) ${c.zone.tz}`,
    utc_offset: c.offset * 60,
    manual: false,
  };
}

function fitbitExercise(c: Case) {
  const utc = new Date(c.startMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    name: 'users/4419872360588/dataTypes/exercise/dataPoints/45678901234',
    exercise: {
      // The Google Health API: the instant in UTC and her offset then, as a JSON Duration.
      interval: {
        startTime: utc,
        startUtcOffset: `${c.offset * 60}s`,
        endTime: new Date(c.startMs + 3_100_000).toISOString(),
        endUtcOffset: `${c.offset * 60}s`,
      },
      exerciseType: 'RUNNING',
      activeDuration: '3000s',
      metricsSummary: { distanceMillimeters: '10000400' },
    },
  };
}

function garminSummary(c: Case) {
  return {
    userId: 'garmin-user-1',
    summaryId: '5001968355',
    activityId: 5001968355,
    activityType: 'RUNNING',
    startTimeInSeconds: c.startMs / 1000,
    startTimeOffsetInSeconds: c.offset * 60,
    durationInSeconds: 3000,
    distanceInMeters: 10000.4,
    deviceName: 'forerunner255',
  };
}

const SOURCES: readonly [string, (c: Case) => TrackerActivity | null][] = [
  ['Strava', (c) => fromStravaActivity(stravaPayload(c))?.activity ?? null],
  ['Fitbit', (c) => fromExercisePoint(fitbitExercise(c))],
  ['Garmin', (c) => fromActivitySummary(garminSummary(c))],
];

function target(race: Race): ImportTarget {
  return {
    legId: 'price_leg',
    sport: 'foot',
    postingOn: true,
    firstDay: race.firstDay,
    lastDay: race.lastDay,
  };
}

describe.each(SOURCES)('an import from %s', (_name, parse) => {
  it.each(CASES)('$label: day $day, in the window: $inWindow', (c) => {
    const activity = parse(c);
    expect(activity?.startMs).toBe(c.startMs);
    expect(activity?.day).toBe(c.day);
    // The race window check (which legs it is written to).
    expect(legsForActivity(activity!, [target(c.race)])).toEqual(c.inWindow ? ['price_leg'] : []);
    // The day stored on the row, read back by the one parser (standings, dashboard feed).
    const key = trackerKey(activity!.provider, activity!.id);
    expect(dayOfTimesEntry(key, timesEntry(activity!))).toBe(c.day);
  });
});

describe('a manual entry', () => {
  it.each(CASES)('$label: day $day, in the window: $inWindow', (c) => {
    // The form offers the participant's own today (the device's zone) and stores the day picked
    // in the key, the entry at 12:00 UTC of it (docs/product.md §P5).
    const picked = localDay(new Date(c.startMs), c.zone.tz);
    expect(picked).toBe(c.day);
    const key = `${c.startMs + 60_000}_${picked}`;
    const entry = {
      date: new Date(`${picked}T12:00:00.000Z`),
      distance: 10,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 50, seconds: 0 },
    };
    expect(dayOfTimesEntry(key, entry)).toBe(c.day);
    expect(dayInWindow(dayOfTimesEntry(key, entry)!, c.race.firstDay, c.race.lastDay)).toBe(
      c.inWindow,
    );
  });
});
