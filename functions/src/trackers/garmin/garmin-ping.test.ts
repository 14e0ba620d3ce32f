import { describe, expect, it } from 'vitest';
import { isHealthApiUrl, summariesOf } from './garmin-ping';

const BASE = 'https://apis.garmin.com';
const STAND_IN = 'http://127.0.0.1:5001/demo-x/us-central1/localProvider/garmin';

describe("a ping's callback URL", () => {
  it.each([
    [
      `${BASE}/wellness-api/rest/activities?uploadStartTimeInSeconds=1&uploadEndTimeInSeconds=2&token=t`,
      BASE,
      true,
    ],
    [`${BASE}/wellness-api/rest/dailies?uploadStartTimeInSeconds=1`, BASE, true],
    [`${STAND_IN}/wellness-api/rest/activities?x=1`, STAND_IN, true],
    ['https://evil.example/wellness-api/rest/activities', BASE, false],
    ['https://apis.garmin.com.evil.example/wellness-api/rest/activities', BASE, false],
    ['https://user:pw@apis.garmin.com/wellness-api/rest/activities', BASE, false],
    ['http://apis.garmin.com/wellness-api/rest/activities', BASE, false],
    [`${BASE}/partner-gateway/rest/user/token-exchange`, BASE, false],
    [`${STAND_IN.replace('garmin', 'strava')}/wellness-api/rest/activities`, STAND_IN, false],
    ['not a url', BASE, false],
  ])('%s (API %s): %s', (url, base, expected) => {
    expect(isHealthApiUrl(url, base)).toBe(expected);
  });
});

describe('the summaries of a pulled answer', () => {
  it('keeps hers (or unnamed ones) with their summary id or day, drops the rest', () => {
    const json = [
      { userId: 'u1', summaryId: 5001, activityType: 'RUNNING' },
      { summaryId: '5002' },
      { userId: 'u2', summaryId: '5003' },
      { userId: 'u1' },
      'x',
    ];
    expect(summariesOf('activity', 'u1', json).map((s) => s.objectId)).toEqual(['5001', '5002']);
    expect(summariesOf('daily', 'u1', [{ userId: 'u1', calendarDate: '2026-11-27' }])).toEqual([
      {
        kind: 'daily',
        objectId: '2026-11-27',
        payload: { userId: 'u1', calendarDate: '2026-11-27' },
      },
    ]);
    expect(summariesOf('activity', 'u1', { activities: [] })).toEqual([]);
  });
});
