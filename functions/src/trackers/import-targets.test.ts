import { describe, expect, it } from 'vitest';
import {
  legsForActivity,
  timesEntry,
  type TrackerActivity,
} from '../../../src/contract/tracker-activity';
import { importTarget, raceDay, registeredLegs, rowChange } from './import-targets';

const ts = (iso: string) => ({ toMillis: () => Date.parse(iso) });

describe('raceDay', () => {
  it.each([
    [ts('2025-06-01T00:00:00Z'), '2025-06-01'],
    [ts('2025-06-30T23:59:59Z'), '2025-06-30'],
    [new Date('2025-07-01T00:00:00Z'), '2025-07-01'],
    ['2025-08-15', '2025-08-15'],
    [Date.parse('2025-01-02T10:00:00Z'), '2025-01-02'],
    ['next week', null],
    [undefined, null],
  ])('%j → %s', (value, day) => {
    expect(raceDay(value)).toBe(day);
  });
});

describe('registeredLegs', () => {
  it('lists the leg ids subscribedRaces is keyed by (contract/docs/user.ts)', () => {
    expect(
      registeredLegs({
        subscribedRaces: { price_a: { legId: 'price_a' }, price_b: {}, 'bad/id': {} },
      }),
    ).toEqual(['price_a', 'price_b']);
    expect(registeredLegs({})).toEqual([]);
    expect(registeredLegs(undefined)).toEqual([]);
  });
});

describe('importTarget', () => {
  const user = {
    subscribedRaces: {
      price_on: {
        stravaLink: true,
        raceInfo: {
          raceDateStart: ts('2025-01-01T00:00:00Z'),
          raceDateEnd: ts('2025-01-31T23:59:59Z'),
        },
      },
      price_off: { stravaLink: false },
      price_undated: { stravaLink: true },
    },
  };
  it('takes the window from the leg document first, the registration copy second, posting from stravaLink', () => {
    expect(
      importTarget('price_on', user, {
        raceDateStart: ts('2025-06-01T00:00:00Z'),
        raceDateEnd: ts('2025-06-30T23:59:59Z'),
      }),
    ).toEqual({
      legId: 'price_on',
      sport: 'foot',
      postingOn: true,
      firstDay: '2025-06-01',
      lastDay: '2025-06-30',
    });
    expect(importTarget('price_on', user, undefined)).toEqual({
      legId: 'price_on',
      sport: 'foot',
      postingOn: true,
      firstDay: '2025-01-01',
      lastDay: '2025-01-31',
    });
    expect(
      importTarget('price_off', user, { raceDateStart: '2025-01-01', raceDateEnd: '2025-12-31' })
        ?.postingOn,
    ).toBe(false);
    expect(importTarget('price_undated', user, {})).toBeNull();
  });

  it('takes the sport from the leg document first, the registration copy second, the names last', () => {
    const dated = { raceDateStart: '2025-01-01', raceDateEnd: '2025-12-31' };
    const sportOf = (race: Record<string, unknown> | undefined, info: Record<string, unknown>) =>
      importTarget(
        'price_x',
        { subscribedRaces: { price_x: { raceInfo: { ...dated, ...info } } } },
        race,
      )?.sport;
    expect(sportOf({ ...dated, sport: 'ride', name: 'Autumn Challenge' }, { sport: 'foot' })).toBe(
      'ride',
    );
    expect(sportOf({ ...dated, name: 'Autumn Challenge' }, { sport: 'ride' })).toBe('ride');
    expect(sportOf(undefined, { sport: 'ride' })).toBe('ride');
    expect(
      sportOf({ ...dated, name: 'The Big Canada Ride 2025', legName: '500 km Ride' }, {}),
    ).toBe('ride');
    expect(sportOf({ ...dated, name: 'The Big Canada Run 2025' }, {})).toBe('foot');
    expect(sportOf(undefined, { name: 'The Big Canada Ride 2025' })).toBe('ride');
  });

  it("places an activity by the participant's own day (late evening is the next day in UTC)", () => {
    const target = importTarget('price_on', user, undefined)!;
    const at = (iso: string, day: string): TrackerActivity => ({
      provider: 'strava',
      id: '1',
      type: 'Run',
      startMs: Date.parse(iso),
      day,
      distanceKm: 5,
      durationSeconds: 1800,
    });
    // Jan 31, 22:00 in Toronto.
    expect(legsForActivity(at('2025-02-01T03:00:00Z', '2025-01-31'), [target])).toEqual([
      'price_on',
    ]);
    // Jan 31, 22:00 in Vancouver: still the last day, though Feb 1 in Toronto.
    expect(legsForActivity(at('2025-02-01T06:00:00Z', '2025-01-31'), [target])).toEqual([
      'price_on',
    ]);
    expect(legsForActivity(at('2025-02-01T05:00:00Z', '2025-02-01'), [target])).toEqual([]);
    expect(legsForActivity(at('2025-01-01T04:59:00Z', '2024-12-31'), [target])).toEqual([]);
    expect(legsForActivity(at('2025-01-01T05:00:00Z', '2025-01-01'), [target])).toEqual([
      'price_on',
    ]);
  });
});

describe('rowChange', () => {
  const activity: TrackerActivity = {
    provider: 'strava',
    id: '9',
    type: 'Run',
    startMs: Date.parse('2025-06-02T10:00:00Z'),
    day: '2025-06-02',
    distanceKm: 5.004,
    durationSeconds: 1805,
  };
  const entry = timesEntry(activity);
  const stored = (distance: number) => ({
    date: ts('2025-06-02T10:00:00Z'),
    day: '2025-06-02',
    distance,
    distanceType: 'Km',
    duration: { hours: 0, minutes: 30, seconds: 5 },
  });
  const manual = { '1700000000000_2025-06-01': stored(3) };

  it('shapes the entry like a manual one', () => {
    expect(entry).toEqual({
      date: new Date('2025-06-02T10:00:00Z'),
      day: '2025-06-02',
      distance: 5,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 30, seconds: 5 },
    });
  });

  it.each([
    ['a new activity', { times: manual, totalDistance: 3 }, entry, 'added', 8],
    [
      'the same activity again',
      { times: { ...manual, S_9: stored(5) }, totalDistance: 8 },
      entry,
      'unchanged',
      null,
    ],
    [
      'an entry written before the day was stored',
      { times: { ...manual, S_9: { ...stored(5), day: undefined } }, totalDistance: 8 },
      entry,
      'replaced',
      8,
    ],
    [
      'a changed distance',
      { times: { ...manual, S_9: stored(4) }, totalDistance: 7 },
      entry,
      'replaced',
      8,
    ],
    ['a removal', { times: { ...manual, S_9: stored(5) }, totalDistance: 8 }, null, 'removed', 3],
    ['a removal below zero', { times: { S_9: stored(5) }, totalDistance: 2 }, null, 'removed', 0],
    ['a removal of nothing', { times: manual, totalDistance: 3 }, null, 'absent', null],
    ['a row without times', { totalDistance: 0 }, entry, 'added', 5],
  ] as const)('%s', (_label, row, next, action, total) => {
    const change = rowChange(row, 'S_9', next);
    expect(change.action).toBe(action);
    expect(change.update?.totalDistance ?? null).toBe(total);
  });

  it('changes nothing without a row (not registered on that leg)', () => {
    expect(rowChange(undefined, 'S_9', entry)).toEqual({ action: 'noRow', update: null });
  });
});
