/**
 * The compact public row of one racer (leaderboard, map, team panel), computed from her
 * races/{legId}/subscribedUsers/{uid} document by the server and, for her own row, by the
 * browser: the same function on both sides, so the two always agree (docs/standings.md).
 * Activity details (dates, durations, sources) never leave the owner's document.
 */
import { parseTimes } from './docs/racer-row';
import { addDays } from './toronto-day';
import { millisOf } from './docs/values';
import { nameAsShown, parseLeaderboardName } from './leaderboard-name';

/** The Last 7 Days window (docs/product.md §P9, 604800000 ms), in whole days. */
const WINDOW_DAYS = 7;
/**
 * Days kept per row: the window as of the server's (Toronto) day plus a day of slack, for a
 * viewer whose own today is still yesterday in Toronto (Vancouver at 11 pm: docs/standings.md).
 */
const KEPT_DAYS = WINDOW_DAYS + 1;

export interface StandingRow {
  /** The racer's bib number (unique in a leg) as text, or the team name for a team row. */
  readonly key: string;
  readonly firstName: string;
  readonly lastName: string;
  /** '' when the racer has no team ('noTeam' in the row document). */
  readonly teamName: string;
  /** km, 2 decimals */
  readonly total: number;
  /** ms since the epoch, or null */
  readonly completedAt: number | null;
  /** km per activity day (contract/activity-day.ts), for the days of the windows (older ones dropped). */
  readonly days: Readonly<Record<string, number>>;
  /** Team rows only (docs/product.md §P3, computed team row): how many racers it sums. */
  readonly members?: number;
  /**
   * The racer chose not to be listed (contract/leaderboard-name.ts): only her own view carries
   * it (no stored copy holds her row: publicStandingRow); a stored row with it predates that.
   */
  readonly hidden?: true;
}

/**
 * Whose eyes: 'public' is every stored copy (the names as she chose to be shown); 'own' is her
 * own view in the browser, which keeps her whole name (read from her own document).
 */
export type RowView = 'public' | 'own';

const NO_TEAM = 'noTeam';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const km = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The racer's standings row from her subscribedUsers document, with the days on or after today - 7. */
export function standingRowFromRacer(
  uid: string,
  data: Readonly<Record<string, unknown>>,
  today: string,
  view: RowView = 'public',
): StandingRow {
  const first = addDays(today, -(KEPT_DAYS - 1));
  const days: Record<string, number> = {};
  for (const { day, distance: entryKm } of parseTimes(data.times)) {
    const distance = km(entryKm);
    if (day === '' || day < first || distance === 0) continue;
    days[day] = round2((days[day] ?? 0) + distance);
  }
  const bib = data.bibNumber;
  const team = text(data.teamName);
  const shown = nameAsShown(
    text(data.firstName),
    text(data.lastName),
    parseLeaderboardName(data.leaderboardName),
  );
  const own = view === 'own';
  return {
    key: typeof bib === 'number' || (typeof bib === 'string' && bib !== '') ? String(bib) : uid,
    firstName: own ? text(data.firstName) : shown.firstName,
    lastName: own ? text(data.lastName) : shown.lastName,
    teamName: team === NO_TEAM ? '' : team,
    total: round2(km(data.totalDistance)),
    completedAt: millisOf(data.completedDate),
    days,
    ...(shown.hidden ? { hidden: true as const } : {}),
  };
}

/**
 * The row the stored standings and the board hold, or null for a racer who chose to be hidden
 * (docs/standings.md, "Names on the leaderboard"): no line of hers (bib, km per day, team) in any
 * document other participants read, so she is in neither the count, the histogram nor a team
 * row. Only her own view (computed in the browser from her own document) shows her row.
 */
export function publicStandingRow(
  uid: string,
  data: Readonly<Record<string, unknown>>,
  today: string,
): StandingRow | null {
  const row = standingRowFromRacer(uid, data, today);
  return row.hidden ? null : row;
}

/** The leaderboard tabs (docs/product.md §P9). */
export type StandingsTab = 'total' | 'week' | 'today';

/** km of the row in a tab, as of the day `today` (the viewer's own: docs/standings.md). */
export function tabDistance(row: StandingRow, tab: StandingsTab, today: string): number {
  if (tab === 'total') return row.total;
  if (tab === 'today') return row.days[today] ?? 0;
  const first = addDays(today, -(WINDOW_DAYS - 1));
  let sum = 0;
  for (const [day, value] of Object.entries(row.days))
    if (day >= first && day <= today) sum += value;
  return round2(sum);
}
