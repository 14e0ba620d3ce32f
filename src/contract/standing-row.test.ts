import { describe, expect, it } from 'vitest';
import { publicStandingRow, standingRowFromRacer, tabDistance } from './standing-row';
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
        a_2026_old: entry('2026-11-14', 10), // today - 8: outside every window, dropped
        // today - 7: outside today's Last 7 Days, inside it for a viewer still on the 21st.
        a_slack: entry('2026-11-15', 1),
        b: entry('2026-11-16', 3), // today - 6: first day of Last 7 Days
        // An import by a participant in Vancouver at 22:30 on the 22nd: her day, not Toronto's 23rd.
        v: { ...entry('2026-11-23', 2.25), date: noon('2026-11-23'), day: '2026-11-22' },
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
      days: { '2026-11-15': 1, '2026-11-16': 3, '2026-11-21': 2, '2026-11-22': 7.25 },
    });
  });

  it.each([
    ['total', today, 40],
    ['week', today, 12.25],
    ['today', today, 7.25],
    // A viewer whose today is still the 21st: the 15th is in her Last 7 Days.
    ['week', '2026-11-21', 6],
    ['today', '2026-11-21', 2],
    // The next day: the 16th leaves Last 7 Days, today's km become yesterday's.
    ['week', '2026-11-23', 9.25],
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

describe('standingRowFromRacer: the name as she chose to be shown', () => {
  const today = '2026-11-22';
  const data = { firstName: 'Avery', lastName: 'Tremblay', bibNumber: 7, totalDistance: 5 };

  it('full name by default, and for an unknown choice', () => {
    for (const leaderboardName of [undefined, 'full', 'other'])
      expect(standingRowFromRacer('u', { ...data, leaderboardName }, today)).toMatchObject({
        firstName: 'Avery',
        lastName: 'Tremblay',
      });
  });

  it('first name and last initial', () => {
    const row = standingRowFromRacer('u', { ...data, leaderboardName: 'initial' }, today);
    expect([row.firstName, row.lastName, row.hidden]).toEqual(['Avery', 'T.', undefined]);
  });

  it('hidden: the public row has no name, keeps the key and the km, and is flagged', () => {
    const row = standingRowFromRacer('u', { ...data, leaderboardName: 'hidden' }, today);
    expect(row).toMatchObject({ key: '7', firstName: '', lastName: '', total: 5, hidden: true });
  });

  it('her own view keeps her whole name, and the flag', () => {
    for (const leaderboardName of ['initial', 'hidden']) {
      const row = standingRowFromRacer('u', { ...data, leaderboardName }, today, 'own');
      expect([row.firstName, row.lastName]).toEqual(['Avery', 'Tremblay']);
    }
    expect(
      standingRowFromRacer('u', { ...data, leaderboardName: 'hidden' }, today, 'own').hidden,
    ).toBe(true);
  });

  it.each([
    [undefined, 'Avery'],
    ['full', 'Avery'],
    ['initial', 'Avery'],
    ['hidden', null],
  ])('the stored copy for %j: %j (a hidden racer has none)', (leaderboardName, first) => {
    const row = publicStandingRow('u', { ...data, leaderboardName }, today);
    expect(row?.firstName ?? null).toBe(first);
  });
});
