import { describe, expect, it } from 'vitest';
import {
  countedTypes,
  countsAsActivity,
  countsIn,
  hasActivityReadScope,
  legsForActivity,
  providerIdOfKey,
  providerOfKey,
  skipReason,
  timesEntry,
  tokenNeedsRefresh,
  trackerKey,
  TOKEN_REFRESH_MARGIN_MS,
  type ImportTarget,
  type TrackerActivity,
} from './tracker-activity';

const run = (over: Partial<TrackerActivity> = {}): TrackerActivity => ({
  provider: 'strava',
  id: '123',
  type: 'Run',
  startMs: Date.parse('2026-11-22T14:00:00Z'),
  day: '2026-11-22',
  distanceKm: 5.123,
  durationSeconds: 1805,
  ...over,
});

describe('countsIn: run and walk races keep the docs/product.md §P2 types, the ride challenge counts rides', () => {
  it.each([
    ['strava', 'Run', true, false],
    ['strava', 'TrailRun', true, false],
    ['strava', 'VirtualRun', true, false],
    ['strava', 'Wheelchair', true, false],
    ['strava', 'Handcycle', true, true],
    ['strava', 'Hike', true, false],
    ['strava', 'Walk', true, false],
    ['strava', 'Ride', false, true],
    ['strava', 'VirtualRide', false, true],
    ['strava', 'GravelRide', false, true],
    ['strava', 'MountainBikeRide', false, true],
    ['strava', 'EBikeRide', false, true],
    ['strava', 'EMountainBikeRide', false, false],
    ['strava', 'Swim', false, false],
    ['strava', 'run', false, false],
    ['strava', 'ride', false, false],
    ['fitbit', 'RUNNING', true, false],
    ['fitbit', 'WALKING', true, false],
    ['fitbit', 'HIKING', true, false],
    ['fitbit', 'BIKING', false, true],
    ['fitbit', 'SWIMMING', false, false],
    ['fitbit', 'Walk', false, false],
    ['fitbit', 'Outdoor Bike', false, false],
    ['garmin', 'TRAIL_RUNNING', true, false],
    ['garmin', 'WHEELCHAIR_PUSH_RUN', true, false],
    ['garmin', 'HAND_CYCLING', true, true],
    ['garmin', 'CYCLING', false, true],
    ['garmin', 'ROAD_BIKING', false, true],
    ['garmin', 'INDOOR_CYCLING', false, true],
    ['garmin', 'VIRTUAL_RIDE', false, true],
    ['garmin', 'DOWNHILL_BIKING', false, false],
    ['garmin', 'LAP_SWIMMING', false, false],
  ] as const)('%s %s: on foot %s, on a ride %s', (provider, type, foot, ride) => {
    expect(countsIn('foot', provider, type)).toBe(foot);
    expect(countsIn('ride', provider, type)).toBe(ride);
    expect(countsAsActivity(provider, type)).toBe(foot || ride);
  });

  it('lists Strava’s types in the spec’s order for run and walk races', () => {
    expect(countedTypes('foot', 'strava')).toEqual([
      'Run',
      'TrailRun',
      'Walk',
      'Hike',
      'VirtualRun',
      'Handcycle',
      'Wheelchair',
    ]);
    expect(countedTypes('ride', 'strava')).toEqual([
      'Ride',
      'VirtualRide',
      'GravelRide',
      'MountainBikeRide',
      'EBikeRide',
      'Handcycle',
    ]);
  });
});

describe('keys (docs/product.md §P3 prefixes S_, Fit_, Garmin_)', () => {
  it.each([
    ['strava', '987654321', 'S_987654321'],
    ['fitbit', '55', 'Fit_55'],
    ['garmin', 'daily-2026-11-22', 'Garmin_daily-2026-11-22'],
  ] as const)('%s %s → %s, and back', (provider, id, key) => {
    expect(trackerKey(provider, id)).toBe(key);
    expect(providerOfKey(key)).toBe(provider);
    expect(providerIdOfKey(key)).toBe(id);
  });

  it('a manual key has no provider', () => {
    expect(providerOfKey('1763820000000_2026-11-22')).toBeNull();
    expect(providerIdOfKey('1763820000000_2026-11-22')).toBeNull();
  });

  it.each(['', 'a/b', 'a.b', 'x'.repeat(65)])(
    'refuses %j as a provider id (it becomes a map key)',
    (id) => {
      expect(() => trackerKey('strava', id)).toThrow();
    },
  );
});

describe('skipReason', () => {
  const connectedAt = Date.parse('2026-11-22T13:00:00Z');
  it.each([
    ['a run after the connection', run(), null],
    ['a swim', run({ type: 'Swim' }), 'type'],
    ['a ride (it counts on the ride challenge)', run({ type: 'Ride' }), null],
    ['a run one ms before the connection', run({ startMs: connectedAt - 1 }), 'beforeConnection'],
    ['a run exactly at the connection', run({ startMs: connectedAt }), null],
    ['a run of 0 km', run({ distanceKm: 0 }), 'noDistance'],
    ['a run of NaN km', run({ distanceKm: Number.NaN }), 'noDistance'],
  ])('%s: %s', (_, activity, reason) => {
    expect(skipReason(activity, connectedAt)).toBe(reason);
  });
});

describe('legsForActivity (posting on, the activity day inside the window)', () => {
  const targets: ImportTarget[] = [
    {
      legId: 'price_on',
      sport: 'foot',
      postingOn: true,
      firstDay: '2026-11-01',
      lastDay: '2026-11-22',
    },
    {
      legId: 'price_off',
      sport: 'foot',
      postingOn: false,
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
    },
    {
      legId: 'price_later',
      sport: 'foot',
      postingOn: true,
      firstDay: '2026-11-23',
      lastDay: '2026-12-31',
    },
  ];
  it.each([
    // The participant's day decides, not the instant: 22:30 in Vancouver on the 22nd is the
    // 23rd in UTC and in Toronto.
    ['Nov 22, 22:30 in Vancouver', '2026-11-23T06:30:00Z', '2026-11-22', ['price_on']],
    ['Nov 23, 00:30 in St. John’s', '2026-11-23T04:00:00Z', '2026-11-23', ['price_later']],
    ['before every window', '2026-10-31T12:00:00Z', '2026-10-31', []],
  ])('%s', (_, iso, day, legs) => {
    expect(legsForActivity(run({ startMs: Date.parse(iso), day }), targets)).toEqual(legs);
  });
});

describe('legsForActivity by the race’s sport (a ride challenge and a run held at once)', () => {
  const window = { postingOn: true, firstDay: '2026-11-01', lastDay: '2026-11-30' } as const;
  const targets: ImportTarget[] = [
    { legId: 'price_run', sport: 'foot', ...window },
    { legId: 'price_ride', sport: 'ride', ...window },
    { legId: 'price_ride_off', sport: 'ride', ...window, postingOn: false },
  ];
  it.each([
    ['strava', 'Ride', ['price_ride']],
    ['strava', 'VirtualRide', ['price_ride']],
    ['strava', 'Run', ['price_run']],
    ['strava', 'Handcycle', ['price_run', 'price_ride']],
    ['strava', 'Swim', []],
    ['fitbit', 'BIKING', ['price_ride']],
    ['fitbit', 'WALKING', ['price_run']],
    ['garmin', 'CYCLING', ['price_ride']],
    ['garmin', 'RUNNING', ['price_run']],
  ] as const)('%s %s → %j', (provider, type, legs) => {
    expect(legsForActivity(run({ provider, type }), targets)).toEqual(legs);
  });

  it('skips only a type no race of any sport counts', () => {
    expect(skipReason(run({ type: 'Ride' }), 0)).toBeNull();
    expect(skipReason(run({ type: 'Swim' }), 0)).toBe('type');
  });
});

describe('timesEntry', () => {
  it('is shaped like a manual entry: km to 2 decimals, whole hours, minutes and seconds', () => {
    expect(timesEntry(run({ durationSeconds: 3725.4 }))).toEqual({
      date: new Date('2026-11-22T14:00:00Z'),
      day: '2026-11-22',
      distance: 5.12,
      distanceType: 'Km',
      duration: { hours: 1, minutes: 2, seconds: 5 },
    });
  });
});

describe('tokenNeedsRefresh', () => {
  const now = 1_000_000_000;
  it.each([
    ['expired', now - 1, true],
    ['expiring within the margin', now + TOKEN_REFRESH_MARGIN_MS - 1, true],
    ['expiring exactly at the margin', now + TOKEN_REFRESH_MARGIN_MS, true],
    ['good for longer than the margin', now + TOKEN_REFRESH_MARGIN_MS + 1, false],
    ['an unknown expiry (NaN)', Number.NaN, true],
  ])('%s: %s', (_, expiresAt, refresh) => {
    expect(tokenNeedsRefresh(expiresAt, now)).toBe(refresh);
  });
});

describe('hasActivityReadScope (Strava)', () => {
  it.each([
    ['read,activity:read', true],
    ['read,activity:read_all', true],
    ['activity:read', true],
    ['read', false],
    ['', false],
    [undefined, false],
    ['read,activity:write', false],
  ])('%j: %s', (scope, ok) => {
    expect(hasActivityReadScope(scope)).toBe(ok);
  });
});
