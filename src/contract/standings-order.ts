/**
 * Leaderboard order (docs/product.md §P9): distance descending; on the Total tab, racers with a
 * completedDate come first, by completedDate ascending (finishers in the order they finished).
 * The window tabs (Last 7 Days, Today) rank by the km of the window only: a finisher who ran
 * nothing today is not first on Today. Ties share a rank (1, 2, 2, 4) and are listed by bib.
 */
import { tabDistance, type StandingRow, type StandingsTab } from './standing-row';

export interface RankedRow {
  readonly row: StandingRow;
  readonly rank: number;
  /** km in the tab */
  readonly distance: number;
}

function byKey(a: Pick<StandingRow, 'key'>, b: Pick<StandingRow, 'key'>): number {
  const na = Number(a.key);
  const nb = Number(b.key);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** What a row's place in a tab depends on: its km in the tab, its completion, its bib. */
export interface OrderEntry {
  readonly row: Pick<StandingRow, 'key' | 'completedAt'>;
  readonly distance: number;
}

/**
 * The tab's order: negative when `a` comes before `b`. The ranked pages (standings-pages.ts)
 * find a row's page with it, so it is the one order both use.
 */
export function compareForTab(tab: StandingsTab, a: OrderEntry, b: OrderEntry): number {
  if (tab === 'total') {
    const ca = a.row.completedAt;
    const cb = b.row.completedAt;
    if (ca !== null && cb !== null && ca !== cb) return ca - cb;
    if (ca !== null && cb === null) return -1;
    if (ca === null && cb !== null) return 1;
  }
  return b.distance - a.distance || byKey(a.row, b.row);
}

/** Orders and ranks rows for a tab, as of the Toronto day `today`. */
export function rankRows(
  rows: readonly StandingRow[],
  tab: StandingsTab,
  today: string,
): RankedRow[] {
  const completedFirst = tab === 'total';
  const entries = rows.map((row) => ({ row, distance: tabDistance(row, tab, today) }));
  entries.sort((a, b) => compareForTab(tab, a, b));
  const ranked: RankedRow[] = [];
  entries.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied =
      previous !== undefined &&
      previous.distance === entry.distance &&
      (!completedFirst || (previous.row.completedAt ?? null) === (entry.row.completedAt ?? null));
    ranked.push({ ...entry, rank: tied ? previous.rank : index + 1 });
  });
  return ranked;
}
