/**
 * The rows a leaderboard tab shows (docs/product.md §P2, §P9): the board's top rows while they are
 * current, the whole list once it is loaded. A board ranked for another day than the viewer's
 * today (the server ranks for Toronto's) cannot rank Today or Last 7 Days (docs/standings.md):
 * those tabs then need the whole list.
 */
import { rankRows, type RankedRow } from '../../../contract/standings-order';
import { tabDistance, type StandingRow, type StandingsTab } from '../../../contract/standing-row';
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
 * The rows a viewer may see listed (account page, 'How you appear on leaderboards'): the stored
 * rows hold no hidden racer (docs/standings.md), so a hidden participant's own row is added here
 * from her own document (`own`, with her name). A row flagged hidden, stored before hidden racers
 * were left out of the standings, is dropped unless it is hers. Ranked after this, so others'
 * ranks have no gap where a hidden racer is.
 */
export function listedRows(
  rows: readonly StandingRow[],
  own: StandingRow | null,
): readonly StandingRow[] {
  const ownHidden = own?.hidden === true;
  const fresh = own && !ownHidden ? withOwnKm(rows, own) : rows;
  if (!ownHidden && !fresh.some((r) => r.hidden)) return fresh;
  const listed = fresh.filter((r) => !r.hidden);
  return ownHidden && own ? [...listed.filter((r) => r.key !== own.key), own] : listed;
}

/**
 * Her listed row with her kilometres as her own document has them now. The whole list is read
 * once, when a tab needs it, and the board follows the standings a moment after each activity
 * (docs/standings.md): read just after she logged one, they still had her earlier total, and
 * her own row said 0 km on Today until a reload. Others' rows stay as stored.
 */
function withOwnKm(rows: readonly StandingRow[], own: StandingRow): readonly StandingRow[] {
  const at = rows.findIndex((r) => r.key === own.key);
  const stored = rows[at];
  if (!stored) return rows;
  if (stored.total === own.total && stored.completedAt === own.completedAt && sameDays(stored, own))
    return rows;
  const copy = [...rows];
  copy[at] = { ...stored, total: own.total, completedAt: own.completedAt, days: own.days };
  return copy;
}

const sameDays = (a: StandingRow, b: StandingRow): boolean => {
  const days = Object.keys(a.days);
  return days.length === Object.keys(b.days).length && days.every((d) => a.days[d] === b.days[d]);
};

/**
 * The board's top rows with her own hidden row only where she ranks among them: below the last
 * of them, her rank among the top rows would be wrong ('Show me' loads the whole list).
 */
function listedTop(
  top: readonly StandingRow[],
  own: StandingRow | null,
  tab: StandingsTab,
  day: string,
  complete: boolean,
): readonly StandingRow[] {
  const listed = listedRows(top, own);
  if (complete || !own?.hidden) return listed;
  const others = listed.filter((r) => r.key !== own.key);
  const lowest = Math.min(...others.map((r) => tabDistance(r, tab, day)));
  return others.length > 0 && tabDistance(own, tab, day) < lowest ? others : listed;
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
  const day = board.day || today;
  // Complete when the board's top holds every listed racer (a hidden one is in no count).
  const complete = top.length >= board.count;
  const rows = rankRows(listedTop(top, own, tab, day, complete), tab, day);
  return { rows, complete, needsAll: false };
}

/**
 * Where the participant's own row is in the rows shown, by bib key; -1 when not among them (or
 * its ranked page is not read yet: logic/ranked-pages.ts).
 */
export function ownIndex(rows: readonly (RankedRow | undefined)[], ownKey: string | null): number {
  return ownKey === null ? -1 : rows.findIndex((r) => r?.row.key === ownKey);
}

/** '250.93 Km' (the spec's English), '250,93 km' in French (docs/i18n.md). */
export const formatKm = (km: number, language: Language = 'en'): string =>
  language === 'en' ? `${km.toFixed(2)} Km` : formatKmWithUnit(km, language);

/** A count of racers: '20000' in English (as the board has always written it), '20 000' in French. */
export const formatCount = (count: number, language: Language = 'en'): string =>
  language === 'en' ? String(count) : formatGrouped(count, language);
