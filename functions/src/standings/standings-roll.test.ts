import { describe, expect, it } from 'vitest';
import { legsToRoll } from './standings-roll';

const at = (iso: string) => new Date(iso);
const rolls = (boardDay: string | null, now: string, raceEnd: string | null = null) =>
  legsToRoll([{ legId: 'leg', raceEnd: raceEnd === null ? null : at(raceEnd), boardDay }], at(now))
    .length === 1;

describe('the Toronto day boundary', () => {
  it.each([
    // Winter (EST, UTC−5): the day turns at 05:00 UTC.
    [
      '23:59:59 in Toronto on Jan 1: a board of Jan 1 is current',
      '2025-01-01',
      '2025-01-02T04:59:59Z',
      false,
    ],
    [
      '00:00 in Toronto on Jan 2: a board of Jan 1 rolls',
      '2025-01-01',
      '2025-01-02T05:00:00Z',
      true,
    ],
    ['the schedule at 00:05 in Toronto', '2025-01-01', '2025-01-02T05:05:00Z', true],
    // Summer (EDT, UTC−4): the day turns at 04:00 UTC.
    [
      '23:59:59 in Toronto on Jul 1: a board of Jul 1 is current',
      '2025-07-01',
      '2025-07-02T03:59:59Z',
      false,
    ],
    [
      '00:00 in Toronto on Jul 2: a board of Jul 1 rolls',
      '2025-07-01',
      '2025-07-02T04:00:00Z',
      true,
    ],
    // Already Jan 2 in UTC, still Jan 1 in Toronto: a board built in UTC terms "yesterday" is not stale.
    ['20:00 in Toronto on Jan 1 (01:00 UTC on Jan 2)', '2025-01-01', '2025-01-02T01:00:00Z', false],
    [
      'the night the clocks go forward (Mar 9, 00:05 EST)',
      '2025-03-08',
      '2025-03-09T05:05:00Z',
      true,
    ],
  ])('%s', (_label, boardDay, now, expected) => {
    expect(rolls(boardDay, now)).toBe(expected);
  });
});

describe('which legs roll', () => {
  const night = '2025-07-08T04:05:00Z'; // 00:05 in Toronto on Jul 8
  it.each([
    ['a board of yesterday', '2025-07-07', null, true],
    [
      'a board already on today (a write after midnight, or the schedule firing twice) is left alone',
      '2025-07-08',
      null,
      false,
    ],
    ['a board on a later day than ours (another clock) is left alone', '2025-07-09', null, false],
    ['a board several days behind (missed nights) rolls', '2025-07-01', null, true],
    ['no board: no racer has ever had a row', null, null, false],
    ['a race still on', '2025-07-07', '2025-12-31T23:59:59-05:00', true],
    // Race over on Jul 1 in Toronto: on Jul 8 the Last 7 Days window (Jul 2 … Jul 8) holds none of it.
    [
      'a race over a week ago, last rolled the day before its windows emptied: rolls once more',
      '2025-07-07',
      '2025-07-01T20:00:00-04:00',
      true,
    ],
    [
      'a race over a week ago whose board was built with its windows empty: done',
      '2025-07-08',
      '2025-07-01T20:00:00-04:00',
      false,
    ],
    [
      'a race whose windows emptied long ago, board built after that',
      '2025-06-10',
      '2025-06-01T12:00:00-04:00',
      false,
    ],
    [
      'a race over, whose board missed its last roll-overs (an outage)',
      '2025-06-20',
      '2025-06-19T12:00:00-04:00',
      true,
    ],
  ])('%s', (_label, boardDay, raceEnd, expected) => {
    expect(rolls(boardDay, night, raceEnd)).toBe(expected);
  });

  it("a race's end day is its Toronto day: ended at 22:00 on Jul 1 in Toronto (Jul 2 in UTC), its windows are empty from Jul 8", () => {
    const end = '2025-07-02T02:00:00Z';
    expect(rolls('2025-07-08', '2025-07-10T04:05:00Z', end)).toBe(false);
    expect(rolls('2025-07-07', '2025-07-10T04:05:00Z', end)).toBe(true);
  });

  it('keeps the order of the legs and picks only those that roll', () => {
    const legs = [
      { legId: 'a', raceEnd: null, boardDay: '2025-07-07' },
      { legId: 'b', raceEnd: null, boardDay: '2025-07-08' },
      { legId: 'c', raceEnd: null, boardDay: null },
      { legId: 'd', raceEnd: null, boardDay: '2025-06-30' },
    ];
    expect(legsToRoll(legs, at(night))).toEqual(['a', 'd']);
  });
});
