import { describe, expect, it } from 'vitest';
import {
  countsAsActivity,
  countsIn,
  legsForActivity,
  skipReason,
  timesEntry,
  trackerKey,
} from '../../../../src/contract/tracker-activity';
import {
  dailyCounts,
  dailyId,
  fromActivitySummary,
  fromDailySummary,
  garminDataType,
  DAILY_TYPE,
} from './garmin-activity';

const summary = {
  userId: 'u-1',
  summaryId: '5001968355',
  activityType: 'RUNNING',
  startTimeInSeconds: 1_795_000_000,
  startTimeOffsetInSeconds: -18_000,
  durationInSeconds: 1805.4,
  distanceInMeters: 5012.3,
};
const daily = {
  userId: 'u-1',
  summaryId: 'x-daily',
  calendarDate: '2026-11-22',
  startTimeInSeconds: 1_795_000_000,
  durationInSeconds: 86_400,
  steps: 9000,
  distanceInMeters: 7200,
  activeTimeInSeconds: 5400,
};

describe('a Garmin activity summary', () => {
  it('maps id, type, start, km and duration', () => {
    expect(fromActivitySummary(summary)).toEqual({
      provider: 'garmin',
      id: '5001968355',
      type: 'RUNNING',
      startMs: 1_795_000_000_000,
      day: '2026-11-18',
      distanceKm: 5.0123,
      durationSeconds: 1805,
    });
    expect(trackerKey('garmin', fromActivitySummary(summary)!.id)).toBe('Garmin_5001968355');
  });

  it.each([
    ['RUNNING', true, false],
    ['TRAIL_RUNNING', true, false],
    ['TREADMILL_RUNNING', true, false],
    ['WALKING', true, false],
    ['HIKING', true, false],
    ['WHEELCHAIR_PUSH_RUN', true, false],
    ['HAND_CYCLING', true, true],
    ['CYCLING', false, true],
    ['ROAD_BIKING', false, true],
    ['MOUNTAIN_BIKING', false, true],
    ['INDOOR_CYCLING', false, true],
    ['LAP_SWIMMING', false, false],
    ['YOGA', false, false],
    ['', false, false],
  ])('%s counts on a run and walk race: %j, on the ride challenge: %j', (type, foot, ride) => {
    const activity = fromActivitySummary({ ...summary, activityType: type })!;
    expect(countsIn('foot', 'garmin', activity.type)).toBe(foot);
    expect(countsIn('ride', 'garmin', activity.type)).toBe(ride);
    expect(countsAsActivity('garmin', activity.type)).toBe(foot || ride);
    expect(skipReason(activity, 0) === 'type').toBe(!foot && !ride);
  });

  it.each([
    ['no summary id', { ...summary, summaryId: undefined }],
    ['no start', { ...summary, startTimeInSeconds: undefined }],
  ])('refuses %s', (_label, payload) => {
    expect(fromActivitySummary(payload)).toBeNull();
  });

  it('a summary without distance counts nowhere', () => {
    expect(skipReason(fromActivitySummary({ ...summary, distanceInMeters: undefined })!, 0)).toBe(
      'noDistance',
    );
  });
});

describe('a Garmin daily summary (data type steps)', () => {
  it('is the day as a walk, dated 12:00 UTC, keyed by the day', () => {
    const activity = fromDailySummary(daily)!;
    expect(activity).toEqual({
      provider: 'garmin',
      id: 'daily-2026-11-22',
      type: DAILY_TYPE,
      startMs: Date.parse('2026-11-22T12:00:00Z'),
      day: '2026-11-22',
      distanceKm: 7.2,
      durationSeconds: 5400,
    });
    expect(trackerKey('garmin', activity.id)).toBe('Garmin_daily-2026-11-22');
    // A day's steps are a walk: they count on run and walk races, not on the ride challenge.
    expect(countsIn('foot', 'garmin', activity.type)).toBe(true);
    expect(countsIn('ride', 'garmin', activity.type)).toBe(false);
    expect(timesEntry(activity).duration).toEqual({ hours: 1, minutes: 30, seconds: 0 });
  });

  it('lands on its own calendar day in Toronto', () => {
    const target = {
      legId: 'price_x',
      sport: 'foot' as const,
      postingOn: true,
      firstDay: '2026-11-22',
      lastDay: '2026-11-22',
    };
    expect(legsForActivity(fromDailySummary(daily)!, [target])).toEqual(['price_x']);
  });

  it('an updated daily of the same day has the same id (it replaces the entry)', () => {
    expect(fromDailySummary({ ...daily, distanceInMeters: 9000 })!.id).toBe(
      fromDailySummary(daily)!.id,
    );
    expect(dailyId('2026-11-23')).not.toBe(fromDailySummary(daily)!.id);
  });

  it('falls back to the summary span when there is no active time', () => {
    expect(fromDailySummary({ ...daily, activeTimeInSeconds: 0 })!.durationSeconds).toBe(86_400);
  });

  it.each([undefined, '22-11-2026', '2026-11-22T00:00'])(
    'refuses calendar day %j',
    (calendarDate) => {
      expect(fromDailySummary({ ...daily, calendarDate })).toBeNull();
    },
  );

  it.each([
    ['the day before the connection day', '2026-11-21', false],
    ['the connection day itself (its total ends after syncing)', '2026-11-22', true],
    ['a later day', '2026-11-23', true],
  ])('%s: counts %j', (_label, day, counts) => {
    // Connected at 20:00 on 22 November in Toronto (01:00 UTC on the 23rd).
    expect(dailyCounts(day, -18_000, Date.parse('2026-11-23T01:00:00Z'))).toBe(counts);
  });

  it("reads the connection day in the wearer's zone (UTC without an offset)", () => {
    expect(dailyCounts('2026-11-22', undefined, Date.parse('2026-11-23T01:00:00Z'))).toBe(false);
  });
});

describe('the Garmin data type', () => {
  it.each([
    [{ garminAccount: { activeToggle: 'steps' } }, 'steps'],
    [{ garminAccount: { activeToggle: 'activities' } }, 'activities'],
    [{ garminAccount: {} }, 'activities'],
    [{}, 'activities'],
    [undefined, 'activities'],
  ])('%j → %s', (user, type) => {
    expect(garminDataType(user)).toBe(type);
  });
});
