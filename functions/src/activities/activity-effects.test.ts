import { describe, expect, it } from 'vitest';
import {
  addedEntries,
  completionChange,
  implausibleEntries,
  memberSummary,
  rosterWithLegacy,
  sameSummary,
} from './activity-effects';

const entry = (distance: number, minutes: number) => ({
  date: 'x',
  distance,
  distanceType: 'Km',
  duration: { hours: 0, minutes, seconds: 0 },
});

describe('completionChange', () => {
  it.each([
    [99.99, 100, false, 'none'],
    [100, 100, false, 'complete'],
    [130, 100, false, 'complete'],
    [130, 100, true, 'none'],
    [100, 100, true, 'none'],
    [95, 100, true, 'clear'],
    [0, 100, true, 'clear'],
    [50, null, false, 'none'],
    [50, 0, true, 'none'],
  ] as const)('%s km of %s km, completed before %s: %s', (total, leg, completed, change) => {
    expect(completionChange(total, leg, completed)).toBe(change);
  });
});

describe('added entries and fair play', () => {
  it('finds the entries a write added', () => {
    const before = { a: entry(5, 30) };
    const after = { a: entry(5, 30), b: entry(10, 20), S_1: entry(3, 20) };
    expect(addedEntries(before, after).map((e) => e.key)).toEqual(['b', 'S_1']);
    expect(addedEntries(undefined, { a: entry(1, 10) }).map((e) => e.key)).toEqual(['a']);
    expect(addedEntries(after, before)).toEqual([]);
  });

  it('flags only the implausible ones for the sport', () => {
    const added = addedEntries({}, { fast: entry(10, 20), fine: entry(10, 50) });
    expect(implausibleEntries(added, 'foot').map((e) => e.key)).toEqual(['fast']);
    expect(implausibleEntries(added, 'ride').map((e) => e.key)).toEqual([]);
  });
});

describe('member summary', () => {
  it('copies the public fields and tells a change', () => {
    const a = memberSummary({ firstName: 'A', lastName: 'B', totalDistance: 5, times: {} });
    expect(a).toEqual({ firstName: 'A', lastName: 'B', totalDistance: 5 });
    expect(sameSummary(a, memberSummary({ firstName: 'A', lastName: 'B', totalDistance: 5 }))).toBe(
      true,
    );
    expect(sameSummary(a, memberSummary({ firstName: 'A', lastName: 'B', totalDistance: 6 }))).toBe(
      false,
    );
    expect(sameSummary(null, a)).toBe(false);
    expect(sameSummary(a, null)).toBe(false);
    expect(sameSummary(null, null)).toBe(true);
  });

  it('carries her name as she chose to be shown, and tells a change of that choice', () => {
    const row = { firstName: 'Avery', lastName: 'Tremblay', totalDistance: 5 };
    const initial = memberSummary({ ...row, leaderboardName: 'initial' });
    expect(initial).toEqual({ firstName: 'Avery', lastName: 'T.', totalDistance: 5 });
    // Hidden: not on the roster at all (no name, no km, no uid for her teammates to read).
    const hidden = memberSummary({ ...row, leaderboardName: 'hidden' });
    expect(hidden).toBeNull();
    expect(sameSummary(memberSummary(row), initial)).toBe(false);
    expect(sameSummary(initial, hidden)).toBe(false);
    expect(sameSummary(hidden, memberSummary({ ...row, leaderboardName: 'hidden' }))).toBe(true);
  });
});

describe("rosterWithLegacy: a team document's old members map moved onto the roster", () => {
  const ann = { firstName: 'Ann', lastName: 'B', totalDistance: 4 };
  it.each([
    ['nothing to move', undefined, undefined, {}],
    ['listed members move', { u1: ann }, undefined, { u1: ann }],
    [
      'a hidden entry does not',
      { u1: ann, u2: { firstName: '', lastName: '', totalDistance: 6, hidden: true } },
      {},
      { u1: ann },
    ],
    [
      'the roster is newer and wins',
      { u1: ann },
      { u1: { ...ann, totalDistance: 9 } },
      { u1: { ...ann, totalDistance: 9 } },
    ],
  ])('%s', (_label, legacy, roster, expected) => {
    expect(rosterWithLegacy(legacy, roster)).toEqual(expected);
  });
});
