import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { countsIn, skipReason } from '../../../../src/contract/tracker-activity';
import {
  coverageStartMs,
  dayWindowMs,
  distanceKm,
  fromFitbitLog,
  importedFitbitEntries,
  KM_PER_MILE,
  listAfterDate,
  parseLogPage,
  staleLogIds,
} from './fitbit-activity';

const log = {
  logId: 19018673358,
  activityName: 'Walk',
  activityTypeId: 90013,
  startTime: '2026-11-22T07:30:00.000-05:00',
  duration: 1_536_000,
  activeDuration: 1_500_000,
  distance: 1.478,
  distanceUnit: 'Kilometer',
  logType: 'auto_detected',
};

describe('a Fitbit log as a tracker activity', () => {
  it('maps id, name, start (with its offset), km and duration', () => {
    expect(fromFitbitLog(log)).toEqual({
      activity: {
        provider: 'fitbit',
        id: '19018673358',
        type: 'Walk',
        startMs: Date.parse('2026-11-22T12:30:00Z'),
        day: '2026-11-22',
        distanceKm: 1.478,
        durationSeconds: 1536,
      },
      localDay: '2026-11-22',
    });
  });

  it("keeps the owner's own day, not the UTC one", () => {
    expect(fromFitbitLog({ ...log, startTime: '2026-11-22T22:30:00.000-08:00' })?.localDay).toBe(
      '2026-11-22',
    );
  });

  it.each([
    [5, 'Kilometer', 5],
    [5, 'Mile', 5 * KM_PER_MILE],
    [5, 'miles', 5 * KM_PER_MILE],
    [5, undefined, 5],
    [undefined, 'Kilometer', 0],
    [-1, 'Kilometer', 0],
    ['5', 'Kilometer', 0],
  ])('distance %j %j → %j km', (distance, unit, km) => {
    expect(distanceKm(distance, unit)).toBeCloseTo(km, 9);
  });

  it('takes a string log id too', () => {
    expect(fromFitbitLog({ ...log, logId: '42' })?.activity.id).toBe('42');
  });

  it.each([
    ['no log id', { ...log, logId: undefined }],
    ['a log id that is not a number', { ...log, logId: 'abc/1' }],
    ['a start without an offset', { ...log, startTime: '2026-11-22T07:30:00.000' }],
    ['a start that is only a time', { ...log, startTime: '07:30' }],
    ['no start', { ...log, startTime: undefined }],
  ])('refuses %s', (_label, value) => {
    expect(fromFitbitLog(value)).toBeNull();
  });

  it.each([
    ['Walk', true, false],
    ['Run', true, false],
    ['Outdoor Run', true, false],
    ['Treadmill', true, false],
    ['Hike', true, false],
    ['Wheelchair', true, false],
    ['Bike', false, true],
    ['Outdoor Bike', false, true],
    ['Spinning', false, true],
    ['Swim', false, false],
    ['Yoga', false, false],
    ['Sport', false, false],
    ['', false, false],
  ])('%s counts on a run and walk race: %j, on the ride challenge: %j', (name, foot, ride) => {
    const mapped = fromFitbitLog({ ...log, activityName: name });
    expect(mapped).not.toBeNull();
    expect(countsIn('foot', 'fitbit', mapped!.activity.type)).toBe(foot);
    expect(countsIn('ride', 'fitbit', mapped!.activity.type)).toBe(ride);
    expect(skipReason(mapped!.activity, 0) === 'type').toBe(!foot && !ride);
  });

  it('a log without distance counts nowhere', () => {
    const mapped = fromFitbitLog({ ...log, distance: undefined })!;
    expect(skipReason(mapped.activity, 0)).toBe('noDistance');
  });
});

describe('a page of the activity log list', () => {
  it('reads logs, the next page and what it could not read', () => {
    const page = parseLogPage({
      activities: [log, { logId: 'x' }],
      pagination: { next: 'https://api.fitbit.com/next', previous: '' },
    });
    expect(page?.logs.map((l) => l.activity.id)).toEqual(['19018673358']);
    expect(page?.next).toBe('https://api.fitbit.com/next');
    expect(page?.unreadable).toBe(1);
    expect(parseLogPage({ activities: [], pagination: { next: '' } })).toEqual({
      logs: [],
      next: null,
      unreadable: 0,
    });
  });

  it.each([null, {}, { activities: {} }, []])('refuses %j', (body) => {
    expect(parseLogPage(body)).toBeNull();
  });
});

describe('deleted logs of a notified day', () => {
  const day = '2026-11-22';
  const at = (iso: string) => Date.parse(iso);
  const check = {
    day,
    listed: new Set(['1']),
    coveredFromMs: coverageStartMs(listAfterDate(day)),
    coveredToMs: Infinity,
    connectedAtMs: 0,
  };

  it('reads the list from three days early, surely complete from well before the day in any time zone', () => {
    expect(listAfterDate(day)).toBe('2026-11-19');
    expect(coverageStartMs('2026-11-19')).toBe(at('2026-11-20T12:00:00Z'));
    expect(coverageStartMs(listAfterDate(day))).toBeLessThan(dayWindowMs(day).fromMs);
  });

  it('the day spans every zone from UTC+14 to UTC-12', () => {
    expect(dayWindowMs(day)).toEqual({
      fromMs: at('2026-11-21T10:00:00Z'),
      toMs: at('2026-11-23T12:00:00Z'),
    });
  });

  it.each([
    ['a listed log stays', [{ logId: '1', startMs: at('2026-11-22T12:00:00Z') }], check, []],
    [
      'an unlisted log of the day goes',
      [{ logId: '2', startMs: at('2026-11-22T12:00:00Z') }],
      check,
      ['2'],
    ],
    [
      'an unlisted log two days later stays (another day)',
      [{ logId: '3', startMs: at('2026-11-24T12:00:00Z') }],
      check,
      [],
    ],
    [
      'an unlisted log two days before stays',
      [{ logId: '4', startMs: at('2026-11-20T12:00:00Z') }],
      check,
      [],
    ],
    [
      'an unlisted log after what the list covered stays',
      [{ logId: '5', startMs: at('2026-11-22T18:00:00Z') }],
      { ...check, coveredToMs: at('2026-11-22T17:00:00Z') },
      [],
    ],
    [
      'an unlisted log of an earlier connection stays',
      [{ logId: '6', startMs: at('2026-11-22T12:00:00Z') }],
      { ...check, connectedAtMs: at('2026-11-22T13:00:00Z') },
      [],
    ],
    [
      'one id once, whatever the number of rows',
      [
        { logId: '2', startMs: at('2026-11-22T12:00:00Z') },
        { logId: '2', startMs: at('2026-11-22T12:00:00Z') },
      ],
      check,
      ['2'],
    ],
  ])('%s', (_label, entries, c, expected) => {
    expect(staleLogIds(entries, c)).toEqual(expected);
  });

  it('finds the Fit_ entries of a row (dates as Timestamps or Dates), and only those', () => {
    const date = at('2026-11-22T12:30:00Z');
    expect(
      importedFitbitEntries({
        Fit_123: { date: Timestamp.fromMillis(date), distance: 5 },
        Fit_124: { date: new Date(date), distance: 5 },
        S_99: { date: Timestamp.fromMillis(date) },
        '1700000000000_2026-11-22': { date: Timestamp.fromMillis(date) },
        Fit_125: { distance: 5 },
      }),
    ).toEqual([
      { logId: '123', startMs: date },
      { logId: '124', startMs: date },
    ]);
    expect(importedFitbitEntries(undefined)).toEqual([]);
  });
});
