import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDay,
  formatDuration,
  formatPace,
  parseActivityRow,
  sourceOfKey,
  stravaActivityUrl,
} from './activity-row';

afterEach(() => {
  vi.unstubAllEnvs();
});

const entry = (day: string, distance: number, hours = 0, minutes = 30, seconds = 0) => ({
  date: new Date(`${day}T12:00:00.000Z`),
  distance,
  distanceType: 'Km',
  duration: { hours, minutes, seconds },
});

describe('activity feed', () => {
  it.each([
    ['1738600000000_2025-02-03', 'manual'],
    ['S_123456789', 'strava'],
    ['Fit_9876_2025-02-03', 'fitbit'],
    ['Garmin_abc', 'garmin'],
    ['Strava-looking', 'manual'],
  ] as const)('key %s comes from %s', (key, source) => {
    expect(sourceOfKey(key)).toBe(source);
  });

  it('orders the feed newest first (by day, then by when it was logged)', () => {
    const row = parseActivityRow({
      firstName: 'Avery',
      bibNumber: 101,
      totalDistance: 20,
      times: {
        '1738500000000_2025-02-02': entry('2025-02-02', 5),
        '1738600000000_2025-02-03': entry('2025-02-03', 6),
        '1738600900000_2025-02-03': entry('2025-02-03', 7),
        S_42: entry('2025-02-01', 2),
      },
    });
    expect(row.activities.map((a) => [a.key, a.day, a.source])).toEqual([
      ['1738600900000_2025-02-03', '2025-02-03', 'manual'],
      ['1738600000000_2025-02-03', '2025-02-03', 'manual'],
      ['1738500000000_2025-02-02', '2025-02-02', 'manual'],
      ['S_42', '2025-02-01', 'strava'],
    ]);
    expect(row.teamName).toBe('noTeam');
    expect(row.completedDate).toBeNull();
  });

  it('survives a malformed entry with safe defaults', () => {
    const row = parseActivityRow({ times: { '1_2025-02-03': { distance: 'x' } } });
    expect(row.activities[0]).toEqual({
      key: '1_2025-02-03',
      day: '2025-02-03',
      distance: 0,
      duration: { hours: 0, minutes: 0, seconds: 0 },
      source: 'manual',
    });
    expect(row.totalDistance).toBe(0);
  });

  it.each([
    [5, { hours: 0, minutes: 27, seconds: 30 }, '0:27:30', '5:30 /km'],
    [10, { hours: 1, minutes: 0, seconds: 5 }, '1:00:05', '6:01 /km'],
    [0, { hours: 0, minutes: 10, seconds: 0 }, '0:10:00', '–'],
    [3, { hours: 0, minutes: 0, seconds: 0 }, '0:00:00', '–'],
  ])('%s km in %j: %s, %s', (km, duration, durationText, pace) => {
    expect(formatDuration(duration)).toBe(durationText);
    expect(formatPace(km, duration)).toBe(pace);
  });

  it.each([
    [
      5,
      { hours: 0, minutes: 27, seconds: 30 },
      '27\u00a0min\u00a030\u00a0s',
      '5\u00a0min\u00a030\u00a0s/km',
    ],
    [
      42.2,
      { hours: 7, minutes: 5, seconds: 0 },
      '7\u00a0h\u00a005\u00a0min',
      '10\u00a0min\u00a004\u00a0s/km',
    ],
    [
      10,
      { hours: 1, minutes: 0, seconds: 5 },
      '1\u00a0h\u00a000\u00a0min\u00a005\u00a0s',
      '6\u00a0min\u00a001\u00a0s/km',
    ],
  ])('in French, %s km in %j: %s, %s', (km, duration, durationText, pace) => {
    expect(formatDuration(duration, 'fr')).toBe(durationText);
    expect(formatPace(km, duration, 'fr')).toBe(pace);
  });

  it('writes the first of a month "1er" in French', () => {
    expect(formatDay('2025-02-01', 'fr')).toBe('1er févr. 2025');
    expect(formatDay('2025-02-03', 'fr')).toBe('3 févr. 2025');
  });

  it('shows the stored calendar day whatever the device zone', () => {
    expect(formatDay('2025-02-03')).toBe('Feb 3, 2025');
  });

  it.each(['America/Vancouver', 'America/St_Johns', 'Europe/Paris'])(
    "puts an import on its stored day, a manual entry on the day picked, an import without a day on Toronto's day; device in %s",
    (zone) => {
      vi.stubEnv('TZ', zone);
      const row = parseActivityRow({
        times: {
          // 22:30 in Vancouver on Feb 3 is Feb 4 in UTC and in Toronto: the provider's local day.
          S_77: {
            ...entry('2025-02-04', 10),
            date: new Date('2025-02-04T06:30:00.000Z'),
            day: '2025-02-03',
          },
          '1738600000000_2025-02-04': entry('2025-02-04', 5),
          // Written before the day was stored: 22:30 in Toronto on Feb 1.
          S_66: { ...entry('2025-02-02', 3), date: new Date('2025-02-02T03:30:00.000Z') },
        },
      });
      expect(row.activities.map((a) => [a.key, a.day])).toEqual([
        ['1738600000000_2025-02-04', '2025-02-04'],
        ['S_77', '2025-02-03'],
        ['S_66', '2025-02-01'],
      ]);
    },
  );

  it('reads the kept duplicates, dropping anything but text', () => {
    expect(
      parseActivityRow({ keptDuplicates: { '1_2025-02-03': 'S_9', '2_2025-02-03': 4 } })
        .keptDuplicates,
    ).toEqual({ '1_2025-02-03': 'S_9' });
    expect(parseActivityRow({}).keptDuplicates).toEqual({});
  });

  it.each([
    ['S_123456789', 'strava', 'https://www.strava.com/activities/123456789'],
    ['Fit_123', 'fitbit', null],
    ['1738600000000_2025-02-03', 'manual', null],
  ] as const)('%s links to %s', (key, source, url) => {
    expect(
      stravaActivityUrl({
        key,
        source,
        day: '2025-02-03',
        distance: 1,
        duration: { hours: 0, minutes: 5, seconds: 0 },
      }),
    ).toBe(url);
  });
});
