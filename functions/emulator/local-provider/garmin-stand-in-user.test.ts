import { describe, expect, it } from 'vitest';
import {
  dailyCounts,
  fromActivitySummary,
  fromDailySummary,
} from '../../src/trackers/garmin/garmin-activity';
import { parsePush } from '../../src/trackers/garmin/garmin-push';
import { activitySummary, dailySummary, torontoOffsetSeconds } from './garmin-stand-in-user';

const USER = '0123456789abcdef0123456789abcdef';

describe("the stand-in's pushes, read back by our parser", () => {
  it('an activity from the add form', () => {
    const summary = activitySummary(
      {
        activityType: 'TRAIL_RUNNING',
        distance_km: '8.125',
        start: '2026-11-22T07:30',
        duration_minutes: '50',
      },
      '5001968355',
    );
    const item = parsePush({ activities: [{ userId: USER, userAccessToken: 't', ...summary }] })
      ?.items[0];
    expect(item?.objectId).toBe('5001968355');
    expect(fromActivitySummary(item!.payload)).toEqual({
      provider: 'garmin',
      id: '5001968355',
      type: 'TRAIL_RUNNING',
      startMs: Date.parse('2026-11-22T12:30:00Z'),
      day: '2026-11-22',
      distanceKm: 8.125,
      durationSeconds: 3000,
    });
    expect(summary?.startTimeOffsetInSeconds).toBe(-18_000);
  });

  it("a day's distance from the day form", () => {
    const summary = dailySummary(
      { calendarDate: '2026-07-01', distance_km: '6', steps: '8000' },
      USER,
    );
    const item = parsePush({ dailies: [{ userId: USER, userAccessToken: 't', ...summary }] })
      ?.items[0];
    expect(item?.objectId).toBe('2026-07-01');
    expect(fromDailySummary(item!.payload)).toMatchObject({
      id: 'daily-2026-07-01',
      distanceKm: 6,
      type: 'WALKING',
    });
    expect(summary?.startTimeInSeconds).toBe(Date.parse('2026-07-01T04:00:00Z') / 1000);
    expect(
      dailyCounts(
        '2026-07-01',
        summary?.startTimeOffsetInSeconds,
        Date.parse('2026-07-01T20:00:00Z'),
      ),
    ).toBe(true);
  });

  it.each([
    [{ activityType: 'SKYDIVING', distance_km: '5', start: '2026-11-22T07:30' }],
    [{ activityType: 'RUNNING', distance_km: '-1', start: '2026-11-22T07:30' }],
    [{ activityType: 'RUNNING', distance_km: '5', start: 'yesterday' }],
  ])('refuses an incomplete activity form %j', (body) => {
    expect(activitySummary(body, '1')).toBeNull();
  });

  it.each([
    [{ calendarDate: '2026-02-30', distance_km: '5', steps: '1' }],
    [{ calendarDate: '2026-11-22', distance_km: 'x', steps: '1' }],
    [{ calendarDate: '2026-11-22', distance_km: '5', steps: '1.5' }],
  ])('refuses an incomplete day form %j', (body) => {
    expect(dailySummary(body, USER)).toBeNull();
  });
});

describe("Toronto's offset (Garmin's startTimeOffsetInSeconds)", () => {
  it.each([
    ['2026-01-15T12:00:00Z', -18_000],
    ['2026-07-15T12:00:00Z', -14_400],
  ])('at %s: %i', (iso, seconds) => {
    expect(torontoOffsetSeconds(Date.parse(iso))).toBe(seconds);
  });
});
