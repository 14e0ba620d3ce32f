import { describe, expect, it } from 'vitest';
import { skipReason, trackerKey } from '../../../../src/contract/tracker-activity';
import { fromStravaActivity, stravaId } from './strava-activity';

const detailed = (overrides: Record<string, unknown> = {}) => ({
  id: 12345678901,
  athlete: { id: 42 },
  name: 'Morning Run',
  distance: 10_234.5,
  moving_time: 3_300,
  elapsed_time: 3_600,
  type: 'Run',
  sport_type: 'TrailRun',
  start_date: '2025-06-01T10:15:00Z',
  start_date_local: '2025-06-01T06:15:00Z',
  ...overrides,
});

describe('fromStravaActivity', () => {
  it('maps a DetailedActivity: sport_type, metres to km, moving time, start instant, athlete', () => {
    expect(fromStravaActivity(detailed())).toEqual({
      activity: {
        provider: 'strava',
        id: '12345678901',
        type: 'TrailRun',
        startMs: Date.parse('2025-06-01T10:15:00Z'),
        day: '2025-06-01',
        distanceKm: 10.2345,
        durationSeconds: 3_300,
      },
      athleteId: '42',
    });
  });

  it.each([
    [
      'sport_type over the legacy type (a trail run is type Run)',
      { type: 'Run', sport_type: 'TrailRun' },
      'TrailRun',
    ],
    ['sport_type VirtualRun', { type: 'VirtualRun', sport_type: 'VirtualRun' }, 'VirtualRun'],
    ['a ride stays a ride', { type: 'Ride', sport_type: 'MountainBikeRide' }, 'MountainBikeRide'],
    [
      'the legacy type when an old answer has no sport_type',
      { type: 'Walk', sport_type: undefined },
      'Walk',
    ],
    ['the legacy type when sport_type is empty', { type: 'Hike', sport_type: '' }, 'Hike'],
  ])('%s', (_label, overrides, type) => {
    expect(fromStravaActivity(detailed(overrides))?.activity.type).toBe(type);
  });

  it.each([
    ['2 km', { distance: 2_000 }, 2],
    ['0 m', { distance: 0 }, 0],
    ['42.195 km', { distance: 42_195 }, 42.195],
  ])('distance %s', (_label, overrides, km) => {
    expect(fromStravaActivity(detailed(overrides))?.activity.distanceKm).toBe(km);
  });

  it('takes the elapsed time when there is no moving time', () => {
    expect(fromStravaActivity(detailed({ moving_time: undefined }))?.activity.durationSeconds).toBe(
      3_600,
    );
    expect(
      fromStravaActivity(detailed({ moving_time: undefined, elapsed_time: undefined }))?.activity
        .durationSeconds,
    ).toBe(0);
  });

  it.each([
    ['no id', { id: undefined }],
    ['a negative id', { id: -1 }],
    ['no type at all', { type: undefined, sport_type: undefined }],
    ['no start', { start_date: undefined }],
    ['an unreadable start', { start_date: 'yesterday' }],
    ['no distance', { distance: undefined }],
  ])('refuses an answer with %s', (_label, overrides) => {
    expect(fromStravaActivity(detailed(overrides))).toBeNull();
  });

  it('gives an activity the shared rules place and key (S_ + the id)', () => {
    const { activity } = fromStravaActivity(detailed())!;
    expect(trackerKey('strava', activity.id)).toBe('S_12345678901');
    expect(skipReason(activity, Date.parse('2025-06-01T00:00:00Z'))).toBeNull();
    expect(skipReason(activity, Date.parse('2025-06-02T00:00:00Z'))).toBe('beforeConnection');
    // A Ride counts on the ride challenge; a Swim on no race.
    expect(
      skipReason(fromStravaActivity(detailed({ sport_type: 'Ride' }))!.activity, 0),
    ).toBeNull();
    expect(skipReason(fromStravaActivity(detailed({ sport_type: 'Swim' }))!.activity, 0)).toBe(
      'type',
    );
    expect(skipReason(fromStravaActivity(detailed({ distance: 0 }))!.activity, 0)).toBe(
      'noDistance',
    );
  });
});

describe('stravaId', () => {
  it.each([
    [42, '42'],
    ['42', '42'],
    ['12345678901234567890', '12345678901234567890'],
    [0, null],
    [1.5, null],
    ['042', null],
    ['4a', null],
    [null, null],
    [Number.MAX_SAFE_INTEGER + 2, null],
  ])('%j → %s', (value, id) => {
    expect(stravaId(value)).toBe(id);
  });
});
