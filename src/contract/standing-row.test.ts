import { describe, expect, it } from 'vitest';
import { activityDay, standingRowFromRacer, tabDistance } from './standing-row';
import { addDays, torontoDay } from './toronto-day';

const noon = (day: string) => ({ toMillis: () => Date.parse(`${day}T12:00:00Z`) });
const entry = (day: string, distance: number) => ({
  date: noon(day),
  distance,
  distanceType: 'Km',
  duration: { hours: 1, minutes: 0, seconds: 0 },
});

describe('torontoDay', () => {
  it.each([
    ['2026-11-22T04:59:59Z', '2026-11-21'], // 23:59:59 EST
    ['2026-11-22T05:00:00Z', '2026-11-22'], // midnight EST
    ['2026-07-01T03:59:59Z', '2026-06-30'], // 23:59:59 EDT
    ['2026-07-01T04:00:00Z', '2026-07-01'], // midnight EDT
  ])('%s is %s in Toronto', (iso, day) => {
    expect(torontoDay(new Date(iso))).toBe(day);
  });
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-22', -6, '2026-11-16'],
  ])('addDays(%s, %i) is %s', (day, n, expected) => expect(addDays(day, n)).toBe(expected));
});

describe('activityDay', () => {
  it.each([
    ['manual entry at 12:00 UTC', '1700000000000_2026-11-22', entry('2026-11-22', 5), '2026-11-22'],
    [
      'import late in the evening, Toronto time',
      'S_99',
      { date: { toMillis: () => Date.parse('2026-11-23T03:00:00Z') }, distance: 5 },
      '2026-11-22',
    ],
    ['no date: the key', '1_2026-11-20', { distance: 5 }, '2026-11-20'],
    ['neither', 'Fit_1', { distance: 5 }, null],
  ])('%s', (_label, key, value, day) => expect(activityDay(key, value)).toBe(day));
});

describe('standingRowFromRacer and the windows at the day boundary', () => {
  const today = '2026-11-22';
  const row = standingRowFromRacer(
    'uid-1',
    {
      firstName: 'Avery',
      lastName: 'Tremblay',
      bibNumber: 7,
      teamName: 'noTeam',
      totalDistance: 40.004,
      completedDate: { toMillis: () => 1000 },
      times: {
        a_2026_old: entry('2026-11-15', 10), // today - 7: outside every window, dropped
        b: entry('2026-11-16', 3), // today - 6: first day of Last 7 Days
        c: entry('2026-11-21', 2),
        d: entry('2026-11-22', 4.5),
        e: entry('2026-11-22', 0.5),
      },
    },
    today,
  );

  it('keeps public fields only and the days of the windows', () => {
    expect(row).toEqual({
      key: '7',
      firstName: 'Avery',
      lastName: 'Tremblay',
      teamName: '',
      total: 40,
      completedAt: 1000,
      days: { '2026-11-16': 3, '2026-11-21': 2, '2026-11-22': 5 },
    });
  });

  it.each([
    ['total', today, 40],
    ['week', today, 10],
    ['today', today, 5],
    // The next Toronto day: the 16th leaves Last 7 Days, today's km become yesterday's.
    ['week', '2026-11-23', 7],
    ['today', '2026-11-23', 0],
  ] as const)('%s as of %s: %d km', (tab, day, km) => expect(tabDistance(row, tab, day)).toBe(km));

  it('falls back to the uid without a bib, and keeps the team name', () => {
    const r = standingRowFromRacer(
      'uid-2',
      { teamName: 'Maple Striders', totalDistance: -3 },
      today,
    );
    expect(r).toMatchObject({
      key: 'uid-2',
      teamName: 'Maple Striders',
      total: 0,
      completedAt: null,
      days: {},
    });
  });
});
