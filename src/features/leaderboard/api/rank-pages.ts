/**
 * The board's ranked pages, read one document at a time (docs/standings.md, "The whole list, in
 * pages"): the index, then the pages a scroll or 'Show me' reaches. Loaded with the first of
 * them (use-ranked-pages.ts), so the leaderboard's first load carries none of it.
 */
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import type { RankedRow } from '../../../contract/standings-order';
import {
  pageOfRow,
  parseRankIndex,
  parseRankPage,
  RANK_INDEX_ID,
  rankedPageRows,
  rankPageId,
  rankPagesPath,
  type RankIndex,
} from '../../../contract/standings-pages';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';

/**
 * The leg's index; null when the server has not written pages (a board from before them).
 * @public read through the hook's dynamic import (knip does not follow it)
 */
export async function loadRankIndex(legId: string): Promise<RankIndex | null> {
  const snapshot = await getDoc(doc(db, rankPagesPath(legId), RANK_INDEX_ID));
  return snapshot.exists() ? parseRankIndex(snapshot.data()) : null;
}

/**
 * Page `page` of `tab`, its rows ranked in the whole tab; empty when it is gone.
 * @public read through the hook's dynamic import
 */
export async function loadRankPage(
  legId: string,
  index: RankIndex,
  tab: StandingsTab,
  page: number,
): Promise<RankedRow[]> {
  const snapshot = await getDoc(doc(db, rankPagesPath(legId), rankPageId(tab, page)));
  return snapshot.exists() ? rankedPageRows(parseRankPage(snapshot.data()), tab, index.day) : [];
}

/**
 * The page her row is on in `tab`, from the index alone.
 * @public read through the hook's dynamic import
 */
export const pageOf = (index: RankIndex, tab: StandingsTab, row: StandingRow): number =>
  pageOfRow(index.bounds[tab], row, tab, index.day);

// The list's pure paging logic rides in this chunk too (logic/ranked-pages.ts): only a list
// opened in pages needs it.
export { pagesFor, pagesServe, placedRows } from '../logic/ranked-pages';
