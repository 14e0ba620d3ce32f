import { describe, expect, it } from 'vitest';
import { decodeRows } from './standings-codec';
import { rankRows } from './standings-order';
import {
  buildRankPages,
  pageOfRow,
  parseRankIndex,
  parseRankPage,
  rankedPageRows,
  rankIndexDoc,
  rankPageId,
} from './standings-pages';
import type { StandingRow, StandingsTab } from './standing-row';

const TABS: readonly StandingsTab[] = ['total', 'week', 'today'];

const day = '2026-11-22';
const racer = (
  key: string,
  total: number,
  completedAt: number | null = null,
  days: Record<string, number> = {},
): StandingRow => ({
  key,
  firstName: `F${key}`,
  lastName: `L|${key}`,
  teamName: '',
  total,
  completedAt,
  days,
});

/** 23 racers: finishers, ties across page starts, a window with most at 0 km. */
const rows: StandingRow[] = [
  racer('7', 100, 5000, { [day]: 3 }),
  racer('3', 100, 4000),
  ...Array.from({ length: 9 }, (_, i) => racer(String(100 + i), 50, null, { [day]: i % 2 })),
  ...Array.from({ length: 12 }, (_, i) => racer(String(200 + i), 60 - (i % 4), null)),
];

/** Every page of a tab, read in order and ranked as the browser does. */
function readAll(built: ReturnType<typeof buildRankPages>, tab: StandingsTab) {
  const count = built.index.bounds[tab].length;
  return Array.from({ length: count }, (_, i) =>
    rankedPageRows(built.pages.get(rankPageId(tab, i))!, tab, day),
  ).flat();
}

describe('ranked pages (docs/standings.md, "The whole list, in pages")', () => {
  it.each([1, 4, 5, 10, 23, 1000])(
    'in pages of %i, cover every racer once, in the order and with the ranks of the whole list',
    (size) => {
      const built = buildRankPages(rows, day, size, TABS);
      for (const tab of TABS) {
        const whole = rankRows(rows, tab, day);
        const paged = readAll(built, tab);
        expect(paged.map((r) => [r.row.key, r.rank, r.distance])).toEqual(
          whole.map((r) => [r.row.key, r.rank, r.distance]),
        );
        expect(built.index.bounds[tab]).toHaveLength(Math.ceil(rows.length / size));
      }
    },
  );

  it("finds each racer's page from the index alone", () => {
    const built = buildRankPages(rows, day, 4, TABS);
    for (const tab of TABS)
      for (const [i, bound] of built.index.bounds[tab].entries()) {
        const page = decodeRows(built.pages.get(rankPageId(tab, i))!.rows);
        for (const row of page) expect(pageOfRow(built.index.bounds[tab], row, tab, day)).toBe(i);
        expect(page[page.length - 1]!.key).toBe(bound.row.key);
      }
  });

  it('places a row not in the pages where it would rank, and says when a tab has no page', () => {
    const built = buildRankPages(rows, day, 5);
    const bounds = built.index.bounds.total;
    expect(pageOfRow(bounds, racer('1', 1000, 1), 'total', day)).toBe(0);
    expect(pageOfRow(bounds, racer('999', 0), 'total', day)).toBe(bounds.length - 1);
    expect(pageOfRow(bounds, racer('150', 50), 'total', day)).toBe(
      pageOfRow(bounds, racer('108', 50), 'total', day),
    );
    expect(pageOfRow(buildRankPages([], day).index.bounds.total, racer('1', 1), 'total', day)).toBe(
      -1,
    );
  });

  it('pages Total alone by default: the window tabs have no page', () => {
    const built = buildRankPages(rows, day, 10);
    expect(built.index.bounds.total).toHaveLength(3);
    expect(built.index.bounds.week).toEqual([]);
    expect(built.index.bounds.today).toEqual([]);
    expect([...built.pages.keys()]).toEqual(['total-0000', 'total-0001', 'total-0002']);
  });

  it('stores the index and the pages as text fields and reads them back', () => {
    const built = buildRankPages(rows, day, 6, TABS);
    const stored = JSON.parse(JSON.stringify(rankIndexDoc(built.index))) as Record<string, unknown>;
    expect(parseRankIndex(stored)).toEqual(built.index);
    const page = built.pages.get(rankPageId('week', 1))!;
    expect(parseRankPage(JSON.parse(JSON.stringify(page)) as Record<string, unknown>)).toEqual(
      page,
    );
    expect(parseRankIndex(undefined).bounds.total).toEqual([]);
  });
});
