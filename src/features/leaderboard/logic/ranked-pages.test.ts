import { describe, expect, it } from 'vitest';
import type { RankedRow } from '../../../contract/standings-order';
import { buildRankPages, type RankIndex } from '../../../contract/standings-pages';
import { pagesFor, pagesServe, placedRows } from './ranked-pages';

const ranked = (key: string, rank: number): RankedRow => ({
  row: { key, firstName: key, lastName: '', teamName: '', total: 1, completedAt: null, days: {} },
  rank,
  distance: 1,
});

describe('the list in ranked pages (docs/standings.md)', () => {
  it('places the rows of the pages read, leaving the others to come', () => {
    const rows = placedRows(
      7,
      3,
      new Map([
        [0, [ranked('a', 1), ranked('b', 2), ranked('c', 3)]],
        [2, [ranked('g', 7)]],
      ]),
    );
    expect(rows.map((r) => r?.row.key ?? null)).toEqual(['a', 'b', 'c', null, null, null, 'g']);
  });

  it('keeps a page of a list that has since shrunk inside the list', () => {
    expect(
      placedRows(2, 3, new Map([[0, [ranked('a', 1), ranked('b', 2), ranked('c', 3)]]])),
    ).toHaveLength(2);
  });

  it.each<[number, number, number[]]>([
    [0, 11, [0]],
    [990, 1010, [0, 1]],
    [1000, 1999, [1]],
    [4990, 6000, [4]],
    [-5, 3, [0]],
    [10, 5, []],
  ])(
    'needs, for the rows %i to %i of 5,000 in pages of 1,000, the pages %j',
    (first, last, pages) => {
      expect(pagesFor(first, last, 1000, 5000)).toEqual(pages);
    },
  );

  it('needs no page of an empty list', () => {
    expect(pagesFor(0, 10, 1000, 0)).toEqual([]);
  });

  it("serves Total always, the window tabs on the index's day only, never a hidden participant", () => {
    const index: RankIndex = buildRankPages([ranked('a', 1).row], '2026-11-22', 1000, [
      'total',
      'week',
      'today',
    ]).index;
    expect(pagesServe(index, 'total', '2026-11-23', false)).toBe(true);
    expect(pagesServe(index, 'today', '2026-11-22', false)).toBe(true);
    expect(pagesServe(index, 'week', '2026-11-23', false)).toBe(false);
    expect(pagesServe(index, 'total', '2026-11-22', true)).toBe(false);
    expect(pagesServe(null, 'total', '2026-11-22', false)).toBe(false);
    // Total alone is paged by default: the window tabs read the whole list.
    const totalOnly = buildRankPages([ranked('a', 1).row], '2026-11-22').index;
    expect(pagesServe(totalOnly, 'today', '2026-11-22', false)).toBe(false);
    expect(pagesServe(buildRankPages([], '2026-11-22').index, 'total', '2026-11-22', false)).toBe(
      false,
    );
  });
});
