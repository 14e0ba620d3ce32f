import { describe, expect, it } from 'vitest';
import { rankRows } from './standings-order';
import type { StandingRow } from './standing-row';

const today = '2026-11-22';
const row = (
  key: string,
  total: number,
  completedAt: number | null = null,
  todayKm = 0,
): StandingRow => ({
  key,
  firstName: key,
  lastName: '',
  teamName: '',
  total,
  completedAt,
  days: todayKm ? { [today]: todayKm } : {},
});

const order = (rows: StandingRow[], tab: 'total' | 'week' | 'today') =>
  rankRows(rows, tab, today).map((r) => `${r.rank}:${r.row.key}`);

describe('rankRows', () => {
  it.each([
    [
      'distance descending',
      [row('1', 5), row('2', 9), row('3', 7)],
      'total',
      ['1:2', '2:3', '3:1'],
    ],
    [
      'ties share a rank, listed by bib',
      [row('9', 5), row('2', 5), row('3', 8)],
      'total',
      ['1:3', '2:2', '2:9'],
    ],
    [
      'completed racers first, by completedDate ascending',
      [row('1', 900), row('2', 100, 2000), row('3', 150, 1000)],
      'total',
      ['1:3', '2:2', '3:1'],
    ],
    [
      'two finishers at the same instant tie',
      [row('4', 100, 1000), row('2', 120, 1000)],
      'total',
      ['1:2', '2:4'],
    ],
    [
      'Today ranks by today only: a finisher does not lead it',
      [row('1', 900, 1000), row('2', 10, null, 3), row('3', 5, null, 4)],
      'today',
      ['1:3', '2:2', '3:1'],
    ],
    [
      'Last 7 Days ranks by the window',
      [row('1', 900, 1000, 1), row('2', 10, null, 3)],
      'week',
      ['1:2', '2:1'],
    ],
  ] as const)('%s', (_label, rows, tab, expected) => {
    expect(order([...rows], tab)).toEqual(expected);
  });
});
