/**
 * The ranked pages (docs/standings.md, "The whole list, in pages"): each tab's ranked list cut
 * into pages of RANK_PAGE_ROWS rows, written by the server with the board from the same shards,
 * so the leaderboard reads the page a scroll reaches, not every shard. The shards hold racers by
 * uid, not by rank: a page of ranks can only come from a list someone ranked whole, and the
 * board rebuild already reads and ranks it. An index (one document) says how many pages a tab
 * has (PAGED_TABS) and where each ends, so the page of any row (hers, for 'Show me') is found without
 * reading the others. Pure; shared by the functions (writing) and the browser (reading).
 */
import { compareForTab, rankRows, type OrderEntry, type RankedRow } from './standings-order';
import { decodeRows, encodeRows } from './standings-codec';
import { tabDistance, type StandingRow, type StandingsTab } from './standing-row';
import { toNumber, toRecord, toText } from './docs/values';

/** Rows per page: about 60 KB of packed rows, a phone screen's scroll of many screens. */
export const RANK_PAGE_ROWS = 1000;

/**
 * The tabs the server pages: Total only. A page's rows shift when a racer passes others, so a
 * rebuild rewrites the pages between her old place and her new one: on Total a run moves her a
 * few hundred places (a page or two), but on Today and Last 7 Days a first run of the day lifts
 * her out of the block of racers at 0 km, past most pages. Those tabs keep reading the whole
 * list beyond the board's top rows (docs/standings.md, "The whole list, in pages").
 */
export const PAGED_TABS: readonly StandingsTab[] = ['total'];
const ALL_TABS: readonly StandingsTab[] = ['total', 'week', 'today'];

/** The id of the index document beside the pages. */
export const RANK_INDEX_ID = 'index';

export const rankPagesPath = (legId: string) => `races/${legId}/rankPages`;

/** 'total-0000', 'week-0003': a tab's pages in order. */
export const rankPageId = (tab: StandingsTab, index: number): string =>
  `${tab}-${String(index).padStart(4, '0')}`;

/** One page: its rows in order, where it starts in the tab and the rank of its first row. */
export interface RankPage {
  /** Index in the tab's ranked list of the first row. */
  readonly start: number;
  /** The rank of the first row (ties share a rank, so it may be less than start + 1). */
  readonly rank: number;
  /** Packed rows (standings-codec.ts), in the tab's order. */
  readonly rows: string;
}

/** Where a page ends: its last row's place in the tab's order. */
export type RankBound = OrderEntry;

export interface RankIndex {
  /** The Toronto day the window tabs were ranked for (the board's). */
  readonly day: string;
  readonly size: number;
  readonly racers: number;
  /** Per tab, the last row of each page, in order: as many as the tab has pages. */
  readonly bounds: Readonly<Record<StandingsTab, readonly RankBound[]>>;
}

export interface RankPages {
  readonly index: RankIndex;
  /** By id (rankPageId). */
  readonly pages: ReadonlyMap<string, RankPage>;
}

/** The ranked list of `rows` in each of `tabs`, as of Toronto's `day`, in pages of `size`. */
export function buildRankPages(
  rows: readonly StandingRow[],
  day: string,
  size: number = RANK_PAGE_ROWS,
  tabs: readonly StandingsTab[] = PAGED_TABS,
): RankPages {
  const pages = new Map<string, RankPage>();
  const bounds = { total: [], week: [], today: [] } as Record<StandingsTab, RankBound[]>;
  for (const tab of ALL_TABS.filter((t) => tabs.includes(t))) {
    const ranked = rankRows(rows, tab, day);
    for (let start = 0; start < ranked.length; start += size) {
      const slice = ranked.slice(start, start + size);
      const last = slice[slice.length - 1]!;
      pages.set(rankPageId(tab, start / size), {
        start,
        rank: slice[0]!.rank,
        rows: encodeRows(slice.map((r) => r.row)),
      });
      bounds[tab].push({
        row: { key: last.row.key, completedAt: last.row.completedAt },
        distance: last.distance,
      });
    }
  }
  return { index: { day, size, racers: rows.length, bounds }, pages };
}

/** A page's rows with their ranks in the whole tab (ties across a page's start included). */
export function rankedPageRows(page: RankPage, tab: StandingsTab, day: string): RankedRow[] {
  return rankRows(decodeRows(page.rows), tab, day).map((r) => ({
    ...r,
    // Local rank 1 is the group tied with the page's first row, which started on or before it.
    rank: r.rank === 1 ? page.rank : page.start + r.rank,
  }));
}

/**
 * The page a row is on (or would be, at its place in the order): the first whose last row does
 * not come before it; the last page when it comes after them all; -1 when the tab has none.
 */
export function pageOfRow(
  bounds: readonly RankBound[],
  row: StandingRow,
  tab: StandingsTab,
  day: string,
): number {
  if (bounds.length === 0) return -1;
  const entry: OrderEntry = { row, distance: tabDistance(row, tab, day) };
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareForTab(tab, entry, bounds[middle]!) <= 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The index as stored: each tab's bounds as lines `distance|completedAt|key`. */
export function rankIndexDoc(index: RankIndex): Record<string, unknown> {
  const lines = (bounds: readonly RankBound[]) =>
    bounds.map((b) => `${b.distance}|${b.row.completedAt ?? ''}|${b.row.key}`).join('\n');
  return {
    day: index.day,
    size: index.size,
    racers: index.racers,
    bounds: {
      total: lines(index.bounds.total),
      week: lines(index.bounds.week),
      today: lines(index.bounds.today),
    },
  };
}

function parseBounds(text: string): RankBound[] {
  if (!text) return [];
  return text.split('\n').map((line) => {
    const [distance = '0', completedAt = '', ...key] = line.split('|');
    return {
      distance: Number(distance),
      row: { key: key.join('|'), completedAt: completedAt === '' ? null : Number(completedAt) },
    };
  });
}

export function parseRankIndex(data: Readonly<Record<string, unknown>> | undefined): RankIndex {
  const bounds = toRecord(data?.bounds);
  return {
    day: toText(data?.day),
    size: toNumber(data?.size) ?? RANK_PAGE_ROWS,
    racers: toNumber(data?.racers) ?? 0,
    bounds: {
      total: parseBounds(toText(bounds.total)),
      week: parseBounds(toText(bounds.week)),
      today: parseBounds(toText(bounds.today)),
    },
  };
}

export function parseRankPage(data: Readonly<Record<string, unknown>> | undefined): RankPage {
  return {
    start: toNumber(data?.start) ?? 0,
    rank: toNumber(data?.rank) ?? 1,
    rows: toText(data?.rows),
  };
}
