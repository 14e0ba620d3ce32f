/**
 * The whole list in ranked pages (docs/standings.md, "The whole list, in pages"): the index once,
 * then each page once, as the list's drawn rows or 'Show me' reach it. The reads themselves
 * (api/rank-pages.ts) load with the first of them.
 */
import { useCallback, useRef, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import type { RankedRow } from '../../../contract/standings-order';
import type { RankIndex } from '../../../contract/standings-pages';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';
import { pagesFor, pagesServe } from '../logic/ranked-pages';

type Api = typeof import('../api/rank-pages');
let api: Promise<Api> | null = null;
function loadApi(): Promise<Api> {
  api ??= import('../api/rank-pages');
  api.catch(() => {
    api = null;
  });
  return api;
}

/** Pages read so far, by tab and page number. */
export type TabPages = ReadonlyMap<string, readonly RankedRow[]>;
export const tabPageKey = (tab: StandingsTab, page: number) => `${tab}-${page}`;

export function useRankedPages(legId: string) {
  const [index, setIndex] = useState<RankIndex | null>(null);
  const [pages, setPages] = useState<TabPages>(new Map());
  const indexLoad = useRef<Promise<RankIndex | null> | null>(null);
  const asked = useRef(new Set<string>());

  const ensureIndex = useCallback(() => {
    indexLoad.current ??= loadApi()
      .then((reads) => reads.loadRankIndex(legId))
      .then((found) => {
        setIndex(found);
        return found;
      });
    indexLoad.current.catch(() => {
      indexLoad.current = null;
    });
    return indexLoad.current;
  }, [legId]);

  const read = useCallback(
    async (found: RankIndex, tab: StandingsTab, numbers: readonly number[]) => {
      const todo = numbers.filter((n) => !asked.current.has(tabPageKey(tab, n)));
      for (const n of todo) asked.current.add(tabPageKey(tab, n));
      await Promise.all(
        todo.map(async (n) => {
          try {
            const rows = await (await loadApi()).loadRankPage(legId, found, tab, n);
            setPages((before) => new Map(before).set(tabPageKey(tab, n), rows));
          } catch (error) {
            // Asked again when the rows are drawn again.
            asked.current.delete(tabPageKey(tab, n));
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
      if (index) void read(index, tab, pagesFor(first, last, index.size, index.racers));
    },
    [index, read],
  );

  /**
   * Opens the list in pages at its start, or at `own`'s page ('Show me'); false when the pages
   * cannot serve the tab for her (the whole list is read instead).
   */
  const open = useCallback(
    async (tab: StandingsTab, today: string, own: StandingRow | null, atOwn: boolean) => {
      try {
        const found = await ensureIndex();
        if (!found || !pagesServe(found, tab, today, own?.hidden === true)) return false;
        const page = atOwn && own ? (await loadApi()).pageOf(found, tab, own) : 0;
        await read(found, tab, [Math.max(0, page)]);
        return true;
      } catch (error) {
        reportError(error, { where: 'leaderboard: ranked pages', legId });
        return false;
      }
    },
    [ensureIndex, read, legId],
  );

  return { index, pages, need, open };
}
