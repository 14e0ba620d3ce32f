import { describe, expect, it } from 'vitest';
import { buildBoard } from '../standings-board';
import { FIRST_LAYOUT } from '../standings-layout';
import type { StandingRow } from '../standing-row';
import { boardDoc, parseBoard } from './board';

const today = '2026-11-22';
const row = (key: string, total: number): StandingRow => ({
  key,
  firstName: `F${key}`,
  lastName: `L${key}`,
  teamName: key === '1' ? 'Hares' : '',
  total,
  completedAt: null,
  days: { [today]: total },
});
const leg = { name: 'Run', legName: '100 km Leg', distance: 100, map: 'run' };
const empty = {
  day: '',
  count: 0,
  top: { total: [], week: [], today: [] },
  teams: [],
  histogram: [],
  race: { name: '', legName: '', distance: 0, map: '' },
  shards: FIRST_LAYOUT,
};

describe('board document: what the server writes is what the page reads', () => {
  it('round-trips rows, teams, histogram and the leg', () => {
    const content = buildBoard([row('1', 50), row('2', 120)], today, 100);
    const stored = boardDoc(content, leg, 1_700_000_000_000);
    expect(stored.builtAt).toBe(1_700_000_000_000);
    const board = parseBoard(JSON.parse(JSON.stringify(stored)) as Record<string, unknown>);
    expect(board.day).toBe(today);
    expect(board.count).toBe(2);
    expect(board.top.total.map((r) => r.key)).toEqual(['2', '1']);
    expect(board.teams.map((r) => r.key)).toEqual(['Hares']);
    expect(board.histogram).toEqual(content.histogram);
    expect(board.race).toEqual(leg);
    expect(board.shards).toEqual(FIRST_LAYOUT);
  });
  it('names the shards it was built from, the first layout on a board written before re-shards', () => {
    const layout = { generation: 'g67xabc', count: 67 };
    const stored = boardDoc(buildBoard([], today, 0), leg, 1, layout);
    expect(
      parseBoard(JSON.parse(JSON.stringify(stored)) as Record<string, unknown>).shards,
    ).toEqual(layout);
  });
  it('stores an unknown leg distance as 0', () => {
    const stored = boardDoc(buildBoard([], today, 0), { ...leg, distance: null }, 1);
    expect(stored.race.distance).toBe(0);
  });
});

describe('parseBoard: missing or malformed fields', () => {
  it.each([
    ['an empty document', {}, empty],
    [
      'fields of the wrong type',
      { day: 5, count: '3', top: 'x', teams: 7, histogram: 'x', race: ['x'] },
      { ...empty, count: 3 },
    ],
    ['a negative count', { count: -2 }, empty],
    ['a NaN count', { count: Number.NaN }, empty],
    [
      'histogram entries that are no counts',
      { histogram: [1, 'x', -1, Number.NaN, 2] },
      { ...empty, histogram: [1, 0, 0, 0, 2] },
    ],
    [
      'a distance as text, negative or NaN',
      { race: { distance: '250' } },
      { ...empty, race: { ...empty.race, distance: 250 } },
    ],
    ['a negative distance', { race: { distance: -1 } }, empty],
    ['a NaN distance', { race: { distance: Number.NaN } }, empty],
    ['extra fields', { builtAt: 5, other: { a: 1 } }, empty],
  ])('%s', (_label, data, expected) => expect(parseBoard(data)).toEqual(expected));
});
