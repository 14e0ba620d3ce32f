import { describe, expect, it } from 'vitest';
import { fromFitbitLog, parseLogPage } from '../../src/trackers/fitbit/fitbit-activity';
import { fitbitStartTime, listPage, logJson, parseListQuery } from './fitbit-stand-in-logs';
import type { StandInLog } from './fitbit-stand-in-store';

const log = (logId: string, iso: string): StandInLog => ({
  logId,
  userId: 'ABC123',
  activityName: 'Run',
  startMs: Date.parse(iso),
  distanceKm: 5.5,
  durationMs: 1_800_000,
});

describe("the stand-in's startTime (Toronto time with its offset)", () => {
  it.each([
    ['2026-11-22T12:30:15.250Z', '2026-11-22T07:30:15.000-05:00'],
    ['2026-07-01T12:30:00Z', '2026-07-01T08:30:00.000-04:00'],
    ['2026-11-23T03:00:00Z', '2026-11-22T22:00:00.000-05:00'],
  ])('%s → %s', (iso, expected) => {
    expect(fitbitStartTime(Date.parse(iso))).toBe(expected);
    expect(Date.parse(expected)).toBe(Math.floor(Date.parse(iso) / 1000) * 1000);
  });
});

describe("the stand-in's log list", () => {
  const logs = [
    log('3', '2026-11-23T03:00:00Z'),
    log('1', '2026-11-20T15:00:00Z'),
    log('2', '2026-11-22T15:00:00Z'),
  ];
  const url =
    'http://127.0.0.1:5001/p/us-central1/localProvider/fitbit/1/user/-/activities/list.json';

  it('lists from afterDate (a Toronto day) on, oldest first, in pages with a next link', () => {
    const first = listPage(logs, { afterDate: '2026-11-21', limit: 1, offset: 0 }, url);
    expect(first.activities.map((a) => a.logId)).toEqual([2]);
    expect(first.pagination.next).toBe(`${url}?afterDate=2026-11-21&sort=asc&offset=1&limit=1`);
    const second = listPage(logs, { afterDate: '2026-11-21', limit: 1, offset: 1 }, url);
    expect(second.activities.map((a) => a.logId)).toEqual([3]);
    expect(second.pagination.next).toBe('');
  });

  it('is read back by our parser: the same ids, Toronto days, km and durations', () => {
    const page = parseLogPage(
      listPage(logs, { afterDate: '2026-11-01', limit: 100, offset: 0 }, url),
    );
    expect(page?.logs.map((l) => [l.activity.id, l.localDay])).toEqual([
      ['1', '2026-11-20'],
      ['2', '2026-11-22'],
      ['3', '2026-11-22'],
    ]);
    expect(fromFitbitLog(logJson(logs[0]!))?.activity).toMatchObject({
      distanceKm: 5.5,
      durationSeconds: 1800,
      type: 'Run',
    });
  });

  it.each([
    [{ afterDate: '2026-11-21' }, { afterDate: '2026-11-21', limit: 100, offset: 0 }],
    [
      { afterDate: '2026-11-21', sort: 'asc', limit: '10', offset: '20' },
      { afterDate: '2026-11-21', limit: 10, offset: 20 },
    ],
    [{}, null],
    [{ afterDate: '2026-11-21', sort: 'desc' }, null],
    [{ afterDate: '2026-11-21', limit: '101' }, null],
    [{ afterDate: '21-11-2026' }, null],
  ])('query %j → %j', (query, expected) => {
    expect(parseListQuery(query)).toEqual(expected);
  });
});
