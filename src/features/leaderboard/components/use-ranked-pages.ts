/**
 * The whole list in ranked pages (docs/standings.md, "The whole list, in pages"): the index once,
 * then each page once, as the list's drawn rows or 'Show me' reach it. The reads and the paging
 * logic (api/rank-pages.ts) load with the first of them, off the leaderboard's first load.
 */
import { useCallback, useRef, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import type { RankedRow } from '../../../contract/standings-order';
import type { RankIndex } from '../../../contract/standings-pages';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';
import type { ListRows } from '../logic/ranked-pages';

type Api = typeof import('../api/rank-pages');
let api: Promise<Api> | null = null;
function loadApi(): Promise<Api> {
  api ??= import('../api/rank-pages');
  api.catch(() => {
    api = null;
  });
  return api;
}

const pageKey = (tab: StandingsTab, page: number) => `${tab}-${page}`;

export function useRankedPages(legId: string) {
  const [reads, setReads] = useState<Api | null>(null);
  const [index, setIndex] = useState<RankIndex | null>(null);
  const [pages, setPages] = useState<ReadonlyMap<string, readonly RankedRow[]>>(new Map());
  const indexLoad = useRef<Promise<RankIndex | null> | null>(null);
  const asked = useRef(new Set<string>());

  const ensureIndex = useCallback(() => {
    indexLoad.current ??= loadApi().then(async (loaded) => {
      const found = await loaded.loadRankIndex(legId);
      setReads(() => loaded);
      setIndex(found);
      return found;
    });
    indexLoad.current.catch(() => {
      indexLoad.current = null;
    });
    return indexLoad.current;
  }, [legId]);

  // The pages read so far, for 'Show me' to look in without waiting for a render.
  const pagesRead = useRef(new Map<string, readonly RankedRow[]>());

  const read = useCallback(
    async (found: RankIndex, tab: StandingsTab, numbers: readonly number[]) => {
      const unread = numbers.filter((n) => !asked.current.has(pageKey(tab, n)));
      for (const n of unread) asked.current.add(pageKey(tab, n));
      await Promise.all(
        unread.map(async (n) => {
          try {
            const rows = await (await loadApi()).loadRankPage(legId, found, tab, n);
            pagesRead.current.set(pageKey(tab, n), rows);
            setPages((before) => new Map(before).set(pageKey(tab, n), rows));
          } catch (error) {
            // Asked again when the rows are drawn again.
            asked.current.delete(pageKey(tab, n));
            reportError(error, { where: 'leaderboard: ranked page', legId });
          }
        }),
      );
    },
    [legId],
  );

  /** The pages holding the drawn rows `first` to `last` of `tab`. */
  const need = useCallback(
    (tab: StandingsTab, first: number, last: number) => {
      if (reads && index)
        void read(index, tab, reads.pagesFor(first, last, index.size, index.racers));
    },
    [reads, index, read],
  );

  /**
   * Opens the list in pages at its start, or at `own`'s page ('Show me'); false when the pages
   * cannot serve the tab for her (the whole list is read instead).
   */
  const open = useCallback(
    async (tab: StandingsTab, today: string, own: StandingRow | null, atOwn: boolean) => {
      try {
        const found = await ensureIndex();
        const loaded = await loadApi();
        if (!found || !loaded.pagesServe(found, tab, today, own?.hidden === true)) return false;
        const page = Math.max(0, atOwn && own ? loaded.pageOf(found, tab, own) : 0);
        await read(found, tab, [page]);
        // 'Show me' needs her row on the page read: a page read (or failed) while the board was
        // being rebuilt may not hold her, and a page is read again only when the list scrolls
        // to it, so the list would wait for her forever. The shards always hold her.
        if (atOwn && own)
          return (
            pagesRead.current.get(pageKey(tab, page))?.some((r) => r.row.key === own.key) === true
          );
        return true;
      } catch (error) {
        reportError(error, { where: 'leaderboard: ranked pages', legId });
        return false;
      }
    },
    [ensureIndex, read, legId],
  );

  /** The tab's list from the pages read so far; null when the pages do not serve it. */
  const rowsOf = useCallback(
    (tab: StandingsTab, today: string, ownHidden: boolean): ListRows | null => {
      if (!reads || !index || !reads.pagesServe(index, tab, today, ownHidden)) return null;
      const read = new Map<number, readonly RankedRow[]>();
      for (let page = 0; page * index.size < index.racers; page += 1) {
        const rows = pages.get(pageKey(tab, page));
        if (rows) read.set(page, rows);
      }
      return reads.placedRows(index.racers, index.size, read);
    },
    [reads, index, pages],
  );

  return { need, open, rowsOf };
}
