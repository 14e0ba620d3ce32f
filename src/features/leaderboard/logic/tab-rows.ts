/**
 * The rows a leaderboard tab shows (spec 02 §2, §9): the board's top rows while they are
 * current, the whole list once it is loaded. A board ranked for another day than the viewer's
 * today (the server ranks for Toronto's) cannot rank Today or Last 7 Days (docs/standings.md):
 * those tabs then need the whole list.
 */
import { rankRows, type RankedRow } from '../../../contract/standings-order';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';
import type { Board } from '../../../contract/docs/board';
import { formatKmWithUnit } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/language';

export interface TabRows {
  readonly rows: readonly RankedRow[];
  /** True when these are all the racers of the leg. */
  readonly complete: boolean;
  /** True when the tab cannot be shown without the whole list. */
  readonly needsAll: boolean;
}

export function tabRows(
  board: Board,
  all: readonly StandingRow[] | null,
  tab: StandingsTab,
  today: string,
): TabRows {
  if (all) return { rows: rankRows(all, tab, today), complete: true, needsAll: false };
  if (tab !== 'total' && board.day !== today) return { rows: [], complete: false, needsAll: true };
  const rows = rankRows(board.top[tab], tab, board.day || today);
  return { rows, complete: rows.length >= board.count, needsAll: false };
}

/** Where the participant's own row is in the rows shown, by bib key; -1 when not among them. */
export function ownIndex(rows: readonly RankedRow[], ownKey: string | null): number {
  return ownKey === null ? -1 : rows.findIndex((r) => r.row.key === ownKey);
}

/** '250.93 Km' (the spec's English), '250,93 km' in French (docs/i18n.md). */
export const formatKm = (km: number, language: Language = 'en'): string =>
  language === 'en' ? `${km.toFixed(2)} Km` : formatKmWithUnit(km, language);
