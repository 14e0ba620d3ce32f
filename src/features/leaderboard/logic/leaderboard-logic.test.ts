import { describe, expect, it } from 'vitest';
import { encodeRows } from '../../../contract/standings-codec';
import type { StandingRow } from '../../../contract/standing-row';
import { parseBoard } from '../../../contract/docs/board';
import { placeFromBox, placeFromIndex, placeFromSighting } from './floating-row';
import { formatKm, listedRows, ownIndex, tabRows } from './tab-rows';

const today = '2026-11-22';
const row = (key: string, total: number, todayKm = 0): StandingRow => ({
  key,
  firstName: key,
  lastName: '',
  teamName: '',
  total,
  completedAt: null,
  days: todayKm ? { [today]: todayKm } : {},
});

describe('floating copy placement', () => {
  it.each([
    [{ ratio: 1, rowTop: 300, viewTop: 0 }, 'hidden'],
    [{ ratio: 0.5, rowTop: -24, viewTop: 0 }, 'hidden'],
    [{ ratio: 0.49, rowTop: -25, viewTop: 0 }, 'top'],
    [{ ratio: 0, rowTop: -500, viewTop: 0 }, 'top'],
    [{ ratio: 0.2, rowTop: 700, viewTop: 0 }, 'bottom'],
  ] as const)('%o is %s', (sighting, place) => expect(placeFromSighting(sighting)).toBe(place));
  it.each([
    [10, 20, 'top'],
    [30, 20, 'bottom'],
    [-1, 0, 'bottom'],
  ] as const)('index %i with the first rendered %i: %s', (index, first, place) =>
    expect(placeFromIndex(index, first)).toBe(place),
  );
  // A 48 px row in a 640 px view.
  it.each([
    [{ top: 296, bottom: 344 }, 'hidden'],
    [{ top: 620, bottom: 668 }, 'bottom'],
    [{ top: 600, bottom: 648 }, 'hidden'],
    [{ top: 900, bottom: 948 }, 'bottom'],
    [{ top: -30, bottom: 18 }, 'top'],
    [{ top: -20, bottom: 28 }, 'hidden'],
    [{ top: -500, bottom: -452 }, 'top'],
    [{ top: 0, bottom: 0 }, 'bottom'],
  ] as const)('a row drawn at %o is %s', (box, place) =>
    expect(placeFromBox(box, 640)).toBe(place),
  );
});

describe('tabRows', () => {
  const board = parseBoard({
    day: today,
    count: 3,
    top: {
      total: encodeRows([row('1', 9), row('2', 5, 2)]),
      week: encodeRows([row('2', 5, 2)]),
      today: encodeRows([row('2', 5, 2)]),
    },
    teams: '',
    histogram: [1, 2],
    race: { name: 'R', legName: 'L', distance: 100, map: 'm' },
  });
  it.each([
    [
      'the board while current',
      null,
      'total',
      today,
      { keys: ['1', '2'], complete: false, needsAll: false },
    ],
    [
      'a window tab of a board from yesterday needs the whole list',
      null,
      'today',
      '2026-11-23',
      { keys: [], complete: false, needsAll: true },
    ],
    [
      'the Total tab of an old board still stands',
      null,
      'total',
      '2026-11-23',
      { keys: ['1', '2'], complete: false, needsAll: false },
    ],
    [
      'the whole list, ranked for today',
      [row('1', 9), row('2', 5, 2), row('3', 1, 4)],
      'today',
      today,
      { keys: ['3', '2', '1'], complete: true, needsAll: false },
    ],
  ] as const)('%s', (_label, all, tab, day, expected) => {
    const shown = tabRows(board, all, tab, day);
    expect({
      keys: shown.rows.map((r) => r.row.key),
      complete: shown.complete,
      needsAll: shown.needsAll,
    }).toEqual(expected);
  });
  it('finds her row by bib, formats km', () => {
    const shown = tabRows(board, null, 'total', today);
    expect(ownIndex(shown.rows, '2')).toBe(1);
    expect(ownIndex(shown.rows, '9')).toBe(-1);
    expect(ownIndex(shown.rows, null)).toBe(-1);
    expect(formatKm(3.456)).toBe('3.46 Km');
  });
});

describe('a racer hidden from the leaderboard', () => {
  const hidden = (key: string, total: number): StandingRow => ({
    ...row(key, total),
    firstName: '',
    hidden: true,
  });
  const own = { ...row('2', 5), firstName: 'Avery', lastName: 'Tremblay', hidden: true as const };

  it('is not listed to others, and their ranks have no gap', () => {
    const shown = tabRows(
      parseBoard({ day: today, count: 0, top: {} }),
      [row('1', 9), hidden('2', 5), row('3', 1)],
      'total',
      today,
      row('3', 1),
    );
    expect(shown.rows.map((r) => [r.row.key, r.rank])).toEqual([
      ['1', 1],
      ['3', 2],
    ]);
  });

  it('sees her own row, with her name, at her rank (the stored rows hold none of hers)', () => {
    const rows = listedRows([row('1', 9), hidden('4', 3)], own);
    expect(rows.map((r) => [r.key, r.firstName])).toEqual([
      ['1', '1'],
      ['2', 'Avery'],
    ]);
    // Stored before hidden racers were left out: her flagged copy is replaced by her own row.
    expect(listedRows([hidden('2', 5), row('1', 9)], own).map((r) => r.firstName)).toEqual([
      '1',
      'Avery',
    ]);
    const board = parseBoard({
      day: today,
      count: 1,
      top: { total: encodeRows([row('1', 9)]) },
    });
    const shown = tabRows(board, null, 'total', today, own);
    expect(ownIndex(shown.rows, own.key)).toBe(1);
    expect(shown.rows[1]?.rank).toBe(2);
    // Every listed racer is on the board (a hidden one is in no count): no 'Show all'.
    expect(shown.complete).toBe(true);
  });

  it.each([
    ['above the last top row', 6, ['1', '2', '3']],
    ['level with the last top row (ties by bib)', 4, ['1', '2', '3']],
    ['below the last top row of a partial board', 2, ['1', '3']],
  ] as const)('her hidden row %s', (_label, km, keys) => {
    const board = parseBoard({
      day: today,
      count: 5,
      top: { total: encodeRows([row('1', 9), row('3', 4)]) },
    });
    const shown = tabRows(board, null, 'total', today, { ...own, total: km });
    expect(shown.rows.map((r) => r.row.key)).toEqual(keys);
    expect(shown.complete).toBe(false);
  });

  it('her listed row has her kilometres as her own document has them, read before the standings caught up', () => {
    const mine = { ...row('2', 15, 6.43), firstName: 'Simone' };
    const stored = [row('1', 9, 3), row('2', 8.57), row('3', 4, 1)];
    const rows = listedRows(stored, mine);
    expect(rows.map((r) => [r.key, r.firstName, r.total, r.days[today] ?? 0])).toEqual([
      ['1', '1', 9, 3],
      ['2', '2', 15, 6.43],
      ['3', '3', 4, 1],
    ]);
    const shown = tabRows(parseBoard({ day: '', count: 0, top: {} }), stored, 'today', today, mine);
    expect(shown.rows.map((r) => [r.row.key, r.rank, r.distance])).toEqual([
      ['2', 1, 6.43],
      ['1', 2, 3],
      ['3', 3, 1],
    ]);
    // Up to date already: the same list.
    expect(listedRows(rows, mine)).toBe(rows);
  });

  it('without hidden rows, the same list', () => {
    const rows = [row('1', 9)];
    expect(listedRows(rows, null)).toBe(rows);
  });
});
