import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../../../src/contract/standing-row';
import { boardIsStale, rowsDiffering } from './standings-drift';

const row = (key: string, total: number): StandingRow => ({
  key,
  firstName: 'Ada',
  lastName: 'Runner',
  teamName: '',
  total,
  completedAt: null,
  days: {},
});

describe('rowsDiffering', () => {
  it.each<[string, StandingRow[], StandingRow[], number]>([
    ['the same rows', [row('101', 5), row('102', 3)], [row('101', 5), row('102', 3)], 0],
    [
      'the same rows in another order',
      [row('102', 3), row('101', 5)],
      [row('101', 5), row('102', 3)],
      0,
    ],
    ['a total that differs', [row('101', 5)], [row('101', 6)], 1],
    ['a row missing from the standings', [row('101', 5)], [row('101', 5), row('102', 3)], 1],
    ['a row the activity rows no longer have', [row('101', 5), row('103', 1)], [row('101', 5)], 1],
    ['an empty shard, both sides', [], [], 0],
  ])('%s', (_name, stored, expected, differing) => {
    expect(rowsDiffering(stored, expected)).toBe(differing);
  });
});

describe('boardIsStale', () => {
  it.each<[string, number | null, (number | null)[], boolean]>([
    ['built after its last standings write', 2000, [1000, 1500, null], false],
    ['built at the moment of the last write', 1500, [1500], false],
    ['a standings write after the board was built', 1000, [900, 1200], true],
    ['no board while standings exist', null, [1000], true],
    ['no standings and no board (a leg nobody joined)', null, [null, null], false],
  ])('%s', (_name, builtAt, updatedAts, stale) => {
    expect(boardIsStale(builtAt, updatedAts)).toBe(stale);
  });
});
