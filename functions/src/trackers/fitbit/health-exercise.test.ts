import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { countsIn, skipReason } from '../../../../src/contract/tracker-activity';
import {
  civilDay,
  durationSeconds,
  exerciseFilter,
  exerciseIdOf,
  fromExercisePoint,
  importedFitbitEntries,
  parseExercisePage,
  staleExerciseIds,
} from './health-exercise';

const point = {
  name: 'users/4419872360588/dataTypes/exercise/dataPoints/7012345678901',
  exercise: {
    interval: {
      startTime: '2026-11-22T12:30:00Z',
      startUtcOffset: '-18000s',
      endTime: '2026-11-22T13:00:00Z',
      endUtcOffset: '-18000s',
    },
    exerciseType: 'RUNNING',
    displayName: 'Morning run',
    activeDuration: '1500s',
    metricsSummary: { distanceMillimeters: '5012000', steps: '6100' },
  },
};
const withInterval = (interval: Record<string, unknown>) => ({
  ...point,
  exercise: { ...point.exercise, interval: { ...point.exercise.interval, ...interval } },
});
const withExercise = (fields: Record<string, unknown>) => ({
  ...point,
  exercise: { ...point.exercise, ...fields },
});

describe('an exercise data point as a tracker activity', () => {
  it('maps id, type, start, her day, km (from millimetres) and the active duration', () => {
    expect(fromExercisePoint(point)).toEqual({
      provider: 'fitbit',
      id: '7012345678901',
      type: 'RUNNING',
      startMs: Date.parse('2026-11-22T12:30:00Z'),
      day: '2026-11-22',
      distanceKm: 5.012,
      durationSeconds: 1500,
    });
  });

  it.each([
    [
      'a late run in Vancouver is still her Saturday',
      '2026-11-23T06:30:00Z',
      '-28800s',
      '2026-11-22',
    ],
    [
      'an early run in Toronto is her Sunday, the UTC one too',
      '2026-11-23T06:30:00Z',
      '-18000s',
      '2026-11-23',
    ],
    ['a run in Newfoundland (half-hour offset)', '2026-11-23T03:00:00Z', '-12600s', '2026-11-22'],
    [
      'east of UTC: her Monday while UTC is still Sunday',
      '2026-11-23T23:30:00Z',
      '3600s',
      '2026-11-24',
    ],
    ['UTC itself', '2026-11-22T23:59:59Z', '0s', '2026-11-22'],
  ])('%s', (_label, startTime, startUtcOffset, day) => {
    expect(fromExercisePoint(withInterval({ startTime, startUtcOffset }))?.day).toBe(day);
  });

  it('takes the distance as a JSON int64 string or a number; none is 0 (counts nowhere)', () => {
    const km = (distanceMillimeters: unknown) =>
      fromExercisePoint(withExercise({ metricsSummary: { distanceMillimeters } }))?.distanceKm;
    expect(km(5_000_000)).toBe(5);
    expect(km('1609344')).toBeCloseTo(1.609344, 9);
    expect(km(undefined)).toBe(0);
    expect(km('-5')).toBe(0);
    expect(km('5 km')).toBe(0);
    const none = fromExercisePoint(withExercise({ metricsSummary: {} }))!;
    expect(skipReason(none, 0)).toBe('noDistance');
  });

  it('without an active duration, the session from start to end', () => {
    expect(fromExercisePoint(withExercise({ activeDuration: undefined }))?.durationSeconds).toBe(
      1800,
    );
  });

  it.each([
    ['no name', { ...point, name: undefined }],
    ['a name of another data type', { ...point, name: 'users/1/dataTypes/steps/dataPoints/9' }],
    ['a name with a slash in its id', { ...point, name: `${point.name}/x` }],
    ['no start', withInterval({ startTime: undefined })],
    ['a start that is no time', withInterval({ startTime: 'yesterday' })],
    ['no offset', withInterval({ startUtcOffset: undefined })],
    ['an offset that is no duration', withInterval({ startUtcOffset: '-05:00' })],
    ['a string', 'RUNNING'],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    expect(fromExercisePoint(value)).toBeNull();
  });

  it.each([
    ['RUNNING', true, false],
    ['WALKING', true, false],
    ['HIKING', true, false],
    ['BIKING', false, true],
    ['SWIMMING', false, false],
    ['YOGA', false, false],
    ['EXERCISE_TYPE_UNSPECIFIED', false, false],
    ['', false, false],
  ])('%s counts on a run and walk race: %j, on the ride challenge: %j', (type, foot, ride) => {
    const mapped = fromExercisePoint(withExercise({ exerciseType: type }))!;
    expect(countsIn('foot', 'fitbit', mapped.type)).toBe(foot);
    expect(countsIn('ride', 'fitbit', mapped.type)).toBe(ride);
    expect(skipReason(mapped, 0) === 'type').toBe(!foot && !ride);
  });

  it.each([
    ['-18000s', -18000],
    ['3600s', 3600],
    ['1800.5s', 1800.5],
    ['0s', 0],
    ['1800', null],
    [1800, null],
    ['PT30M', null],
  ])('durationSeconds(%j) → %j', (value, seconds) => {
    expect(durationSeconds(value)).toBe(seconds);
  });

  it('reads the id from the name', () => {
    expect(exerciseIdOf(point.name)).toBe('7012345678901');
    expect(exerciseIdOf('users/me/dataTypes/exercise/dataPoints/abc_DEF-1')).toBe('abc_DEF-1');
    expect(exerciseIdOf('dataPoints/1')).toBeNull();
  });
});

describe('a page of the exercise list', () => {
  it('reads data points, the next page token and what it could not read', () => {
    expect(
      parseExercisePage({ dataPoints: [point, { name: 'x' }], nextPageToken: 'p2' }),
    ).toMatchObject({
      activities: [{ id: '7012345678901' }],
      nextPageToken: 'p2',
      unreadable: 1,
    });
    expect(parseExercisePage({})).toEqual({ activities: [], nextPageToken: null, unreadable: 0 });
  });

  it.each([null, [], 'x', { dataPoints: {} }])('refuses %j', (body) => {
    expect(parseExercisePage(body)).toBeNull();
  });
});

describe('the span a notification names', () => {
  it('is listed by her civil start, the last day included', () => {
    expect(exerciseFilter({ fromDay: '2026-11-22', toDay: '2026-11-23' })).toBe(
      'exercise.interval.civil_start_time >= "2026-11-22" AND exercise.interval.civil_start_time < "2026-11-24"',
    );
  });

  it.each([
    ['2026-11-22T07:30:00', '2026-11-22'],
    ['2026-11-22', '2026-11-22'],
    ['2026-02-30T00:00:00', null],
    ['22/11/2026', null],
    [20261122, null],
  ])('civilDay(%j) → %j', (value, day) => {
    expect(civilDay(value)).toBe(day);
  });
});

describe('deleted exercises of a notified span', () => {
  const span = { fromDay: '2026-11-22', toDay: '2026-11-22' };
  const check = { span, listed: new Set(['1']), connectedAtMs: 0 };
  const at = Date.parse('2026-11-22T12:00:00Z');

  it.each([
    ['a listed one stays', [{ id: '1', day: '2026-11-22', startMs: at }], check, []],
    [
      'an unlisted one of the span goes',
      [{ id: '2', day: '2026-11-22', startMs: at }],
      check,
      ['2'],
    ],
    [
      'an unlisted one of another day stays',
      [{ id: '3', day: '2026-11-23', startMs: at }],
      check,
      [],
    ],
    ['one without a day stays', [{ id: '4', day: null, startMs: at }], check, []],
    [
      'one of an earlier connection stays',
      [{ id: '5', day: '2026-11-22', startMs: at }],
      { ...check, connectedAtMs: at + 1 },
      [],
    ],
    [
      'one id once, whatever the number of rows',
      [
        { id: '2', day: '2026-11-22', startMs: at },
        { id: '2', day: '2026-11-22', startMs: at },
      ],
      check,
      ['2'],
    ],
  ])('%s', (_label, entries, c, expected) => {
    expect(staleExerciseIds(entries, c)).toEqual(expected);
  });

  it('finds the Fit_ entries of a row with their day, and only those', () => {
    expect(
      importedFitbitEntries({
        Fit_123: { date: Timestamp.fromMillis(at), day: '2026-11-22', distance: 5 },
        Fit_124: { date: new Date(at), distance: 5 },
        S_99: { date: Timestamp.fromMillis(at), day: '2026-11-22' },
        Fit_125: { distance: 5 },
      }),
    ).toEqual([
      { id: '123', day: '2026-11-22', startMs: at },
      { id: '124', day: null, startMs: at },
    ]);
    expect(importedFitbitEntries(undefined)).toEqual([]);
  });
});
