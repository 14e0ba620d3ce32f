import { describe, expect, it } from 'vitest';
import {
  BOARD_TOP_ROWS,
  buildBoard,
  distanceHistogram,
  SHARD_IDS,
  shardOf,
  teamRows,
} from './standings-board';
import { decodeRow, decodeRows, encodeRow } from './standings-codec';
import type { StandingRow } from './standing-row';

const today = '2026-11-22';
const racer = (
  key: string,
  total: number,
  teamName = '',
  completedAt: number | null = null,
  days = {},
): StandingRow => ({
  key,
  firstName: `F${key}`,
  lastName: `L${key}`,
  teamName,
  total,
  completedAt,
  days,
});

describe('teamRows (the computed team row)', () => {
  it('sums km and days, counts members, takes the earliest completedDate of a member', () => {
    const rows = [
      racer('1', 10.1, 'Maple', null, { [today]: 1 }),
      racer('2', 20.2, 'Maple', 5000, { [today]: 2.5 }),
      racer('3', 5, 'Maple', 3000),
      racer('4', 7, 'Loons'),
      racer('5', 99),
    ];
    expect(teamRows(rows)).toEqual([
      {
        key: 'Maple',
        firstName: 'Maple',
        lastName: '',
        teamName: 'Maple',
        total: 35.3,
        completedAt: 3000,
        days: { [today]: 3.5 },
        members: 3,
      },
      {
        key: 'Loons',
        firstName: 'Loons',
        lastName: '',
        teamName: 'Loons',
        total: 7,
        completedAt: null,
        days: {},
        members: 1,
      },
    ]);
  });
  it('no teams, no rows', () => expect(teamRows([racer('1', 3)])).toEqual([]));
});

describe('distanceHistogram', () => {
  it.each([
    ['start', 0, 0],
    ['middle', 50, 50],
    ['just below the finish', 99.99, 99],
    ['exactly at the distance', 100, 100],
    ['beyond the distance', 250, 100],
  ])('%s lands in bin %#', (_label, total, bin) => {
    const histogram = distanceHistogram([racer('1', total)], 100);
    expect(histogram).toHaveLength(101);
    expect(histogram[bin as number]).toBe(1);
  });
});

describe('buildBoard', () => {
  it('keeps the top rows of each tab, every team and the count', () => {
    const rows = Array.from({ length: BOARD_TOP_ROWS + 20 }, (_, i) =>
      racer(String(i + 1), i, i % 2 ? 'Odd' : '', null, i === 3 ? { [today]: 3 } : {}),
    );
    const board = buildBoard(rows, today, 1000);
    expect(board.count).toBe(120);
    expect(board.day).toBe(today);
    const total = decodeRows(board.top.total);
    expect(total).toHaveLength(BOARD_TOP_ROWS);
    expect(total[0]?.key).toBe('120');
    expect(decodeRows(board.top.today)[0]?.key).toBe('4');
    expect(decodeRows(board.teams).map((t) => [t.key, t.members])).toEqual([['Odd', 60]]);
  });
});

describe('codec and shards', () => {
  it.each([
    racer('12', 3.25, 'Team | One', 17, { '2026-11-21': 1.5, [today]: 2 }),
    { ...racer('Maple', 40, 'Maple'), members: 4 },
    racer('u1', 0),
  ])('round-trips a row (separators in names are replaced)', (row) => {
    const back = decodeRow(encodeRow(row));
    expect(back).toEqual({ ...row, teamName: row.teamName.replace('|', ' ') });
  });
  it('a hidden row travels with its flag, and only a hidden one has the field', () => {
    const hidden = { ...racer('9', 2), firstName: '', lastName: '', hidden: true as const };
    expect(encodeRow(hidden)).toBe('9||||2||||h');
    expect(decodeRow(encodeRow(hidden))).toEqual(hidden);
    expect(decodeRow(encodeRow(racer('9', 2)))).not.toHaveProperty('hidden');
  });
  it('writes days as days since 1970-01-01', () => {
    expect(encodeRow(racer('5', 1, '', null, { '2026-11-22': 1.5 }))).toBe(
      '5|F5|L5||1||20779:1.5|',
    );
  });
  it('spreads uids over the 16 shards, always the same way', () => {
    const used = new Set(Array.from({ length: 400 }, (_, i) => shardOf(`uid-${i}`)));
    expect(used.size).toBe(16);
    expect([...used].every((s) => SHARD_IDS.includes(s))).toBe(true);
    expect(shardOf('demo-runner')).toBe(shardOf('demo-runner'));
  });
});
