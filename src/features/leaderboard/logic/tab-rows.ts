/**
 * The rows a leaderboard tab shows (spec 02 §2, §9): the board's top rows while they are
 * current, the whole list once it is loaded. A board ranked for another day than the viewer's
 * today (the server ranks for Toronto's) cannot rank Today or Last 7 Days (docs/standings.md):
 * those tabs then need the whole list.
 */
import { rankRows, type RankedRow } from '../../../contract/standings-order';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';
import type { Board } from '../../../contract/docs/board';
import { formatGrouped, formatKmWithUnit } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/language';

export interface TabRows {
  readonly rows: readonly RankedRow[];
  /** True when these are all the racers of the leg. */
  readonly complete: boolean;
  /** True when the tab cannot be shown without the whole list. */
  readonly needsAll: boolean;
}

/**
 * The rows a viewer may see listed (account page, 'How you appear on leaderboards'): every row
 * but those of racers who chose to be hidden, except her own, which she always sees, with her
 * name (a hidden row's stored copy has none; `own` is read from her own document). Ranked after
 * this, so others' ranks have no gap where a hidden racer is.
 */
export function listedRows(
  rows: readonly StandingRow[],
  own: StandingRow | null,
): readonly StandingRow[] {
  if (!rows.some((r) => r.hidden)) return rows;
  return rows.flatMap((r) => {
    if (!r.hidden) return [r];
    if (own === null || r.key !== own.key) return [];
    return [{ ...r, firstName: own.firstName, lastName: own.lastName }];
  });
}

export function tabRows(
  board: Board,
  all: readonly StandingRow[] | null,
  tab: StandingsTab,
  today: string,
  own: StandingRow | null = null,
): TabRows {
  if (all)
    return { rows: rankRows(listedRows(all, own), tab, today), complete: true, needsAll: false };
  if (tab !== 'total' && board.day !== today) return { rows: [], complete: false, needsAll: true };
  const top = board.top[tab];
  const rows = rankRows(listedRows(top, own), tab, board.day || today);
  // Complete when the board's top holds every racer (the count includes hidden ones).
  return { rows, complete: top.length >= board.count, needsAll: false };
}

/** Where the participant's own row is in the rows shown, by bib key; -1 when not among them. */
export function ownIndex(rows: readonly RankedRow[], ownKey: string | null): number {
  return ownKey === null ? -1 : rows.findIndex((r) => r.row.key === ownKey);
}

/** '250.93 Km' (the spec's English), '250,93 km' in French (docs/i18n.md). */
export const formatKm = (km: number, language: Language = 'en'): string =>
  language === 'en' ? `${km.toFixed(2)} Km` : formatKmWithUnit(km, language);

/** A count of racers: '20000' in English (as the board has always written it), '20 000' in French. */
export const formatCount = (count: number, language: Language = 'en'): string =>
  language === 'en' ? String(count) : formatGrouped(count, language);
