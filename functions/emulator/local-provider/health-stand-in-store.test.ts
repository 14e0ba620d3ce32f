import { describe, expect, it } from 'vitest';
import { fromExercisePoint } from '../../src/trackers/fitbit/health-exercise';
import { isRetiredFitbitPath } from './health-stand-in-retired';
import { civilStart, exercisePoint, type StandInExercise } from './health-stand-in-store';

const late: StandInExercise = {
  id: '70123456789',
  healthUserId: '4419872360588',
  exerciseType: 'WALKING',
  // 23:30 in Vancouver on Nov 22 is 07:30 UTC on Nov 23.
  startMs: Date.parse('2026-11-23T07:30:00Z'),
  offsetSeconds: -28800,
  distanceMillimeters: 4_210_000,
  activeSeconds: 2700,
};

describe('the Google Health stand-in speaks what our parser reads', () => {
  it('a data point it answers reads back as the exercise it keeps, on her own day', () => {
    expect(fromExercisePoint(exercisePoint(late))).toEqual({
      provider: 'fitbit',
      id: '70123456789',
      type: 'WALKING',
      startMs: late.startMs,
      day: '2026-11-22',
      distanceKm: 4.21,
      durationSeconds: 2700,
    });
  });

  it('lists by her civil start, as the filter compares it', () => {
    expect(civilStart(late)).toBe('2026-11-22T23:30:00');
    expect(civilStart(late) >= '2026-11-22' && civilStart(late) < '2026-11-23').toBe(true);
  });

  it.each([
    ['/oauth2/token', true],
    ['/oauth2/revoke', true],
    ['/1/user/-/activities/list.json', true],
    ['/1/user/-/activities/apiSubscriptions/u.json', true],
    ['/v4/users/me/identity', false],
    ['/users/1', false],
  ])('%s is one of the retired Fitbit endpoints (410): %j', (path, retired) => {
    expect(isRetiredFitbitPath(path)).toBe(retired);
  });
});
