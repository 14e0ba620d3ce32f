/**
 * The whole list in ranked pages, as the leaderboard shows it (docs/standings.md, "The whole
 * list, in pages"): the rows of the pages read so far at their places in the tab, the others not
 * yet there; which pages a scrolled range needs; whether the pages can serve a tab. Pure.
 */
import type { RankedRow } from '../../../contract/standings-order';
import type { RankIndex } from '../../../contract/standings-pages';
import type { StandingsTab } from '../../../contract/standing-row';

/** A tab's list: a row where its page has been read, undefined where not yet. */
export type ListRows = readonly (RankedRow | undefined)[];

/** The tab's `racers` places with the rows of the pages read (by page number). */
export function placedRows(
  racers: number,
  size: number,
  pages: ReadonlyMap<number, readonly RankedRow[]>,
): ListRows {
  const rows = new Array<RankedRow | undefined>(racers).fill(undefined);
  for (const [page, pageRows] of pages)
    pageRows.forEach((row, i) => {
      const at = page * size + i;
      if (at < racers) rows[at] = row;
    });
  return rows;
}

/** The pages that hold the places `first` to `last` (the rows drawn), in order. */
export function pagesFor(first: number, last: number, size: number, racers: number): number[] {
  if (racers <= 0 || last < first || size <= 0) return [];
  const from = Math.floor(Math.max(0, first) / size);
  const to = Math.floor(Math.min(last, racers - 1) / size);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * Whether the pages can list `tab` for this viewer: the server pages it (Total only today:
 * contract/standings-pages.ts, PAGED_TABS), and ranked it for her day on a window tab (the server ranks for Toronto's; another day's windows need the whole list, as
 * with the board). A hidden participant's own row is in no page: her list is the whole one.
 */
export function pagesServe(
  index: RankIndex | null,
  tab: StandingsTab,
  today: string,
  ownHidden: boolean,
): boolean {
  if (!index || index.bounds[tab].length === 0 || ownHidden) return false;
  return tab === 'total' || index.day === today;
}
