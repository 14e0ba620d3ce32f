import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../standing-row';
import { packedRows, parseShardRows, standingsShardDoc } from './standings-shard';

const row = (key: string): StandingRow => ({
  key,
  firstName: 'A',
  lastName: 'B',
  teamName: '',
  total: 5,
  completedAt: null,
  days: {},
});

describe('standings shard document', () => {
  it('stores rows in key order with their count, and reads them back', () => {
    const stored = standingsShardDoc([row('b'), row('a'), row('c')], 42);
    expect(stored.count).toBe(3);
    expect(stored.updatedAt).toBe(42);
    expect(parseShardRows({ ...stored }).map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });
  it('is the same text whatever order the rows come in (the no-change check)', () => {
    expect(standingsShardDoc([row('a'), row('b')], 1).rows).toBe(
      standingsShardDoc([row('b'), row('a')], 2).rows,
    );
  });
  it.each([
    ['an absent document', undefined],
    ['no rows field', { count: 3 }],
    ['rows of another type', { rows: 12 }],
    ['rows as a list', { rows: ['a|A'] }],
    ['an empty text', { rows: '' }],
  ])('%s has no rows', (_label, data) => {
    expect(packedRows(data)).toBe('');
    expect(parseShardRows(data)).toEqual([]);
  });
  it('ignores extra fields', () => {
    const stored = standingsShardDoc([row('a')], 1);
    expect(parseShardRows({ ...stored, other: true })).toEqual(parseShardRows({ ...stored }));
  });
});
