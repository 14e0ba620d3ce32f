/**
 * What the leaderboard's first screen needs, built from the standings rows of a leg
 * (docs/standings.md): the top rows of each tab, every computed team row (docs/product.md §P3), the
 * racer count and a distance histogram for the map. Pure: the server stores the result in
 * races/{legId}/board/current; the browser rebuilds the window tabs itself when the board was
 * built on an earlier Toronto day.
 */
import { encodeRows } from './standings-codec';
import { rankRows } from './standings-order';
import { round2, type StandingRow, type StandingsTab } from './standing-row';

/**
 * Standings documents per leg: races/{legId}/standings/s00 … s15 (rows spread by uid). The
 * browser reads them all in one query of this limit, and firestore.rules allows no larger one.
 */
export const SHARD_COUNT = 16;
/** Rows per tab on the board: more than a phone's first screen, few enough to stay small. */
export const BOARD_TOP_ROWS = 100;
/** Histogram bins: one per percent of the route, and the last for the finish. */
const HISTOGRAM_BINS = 101;

/** FNV-1a over the uid: a stable shard for a racer without any lookup. */
export function shardOf(uid: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < uid.length; i += 1) {
    hash ^= uid.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `s${String(hash % SHARD_COUNT).padStart(2, '0')}`;
}

export const SHARD_IDS: readonly string[] = Array.from(
  { length: SHARD_COUNT },
  (_, i) => `s${String(i).padStart(2, '0')}`,
);

/**
 * The computed team rows (docs/product.md §P3): team name, summed km (total and per day),
 * membersCount, completedDate from a member that has one (the earliest).
 */
export function teamRows(rows: readonly StandingRow[]): StandingRow[] {
  const teams = new Map<
    string,
    { total: number; completedAt: number | null; days: Record<string, number>; members: number }
  >();
  for (const row of rows) {
    if (!row.teamName) continue;
    const team = teams.get(row.teamName) ?? { total: 0, completedAt: null, days: {}, members: 0 };
    team.total += row.total;
    team.members += 1;
    if (
      row.completedAt !== null &&
      (team.completedAt === null || row.completedAt < team.completedAt)
    )
      team.completedAt = row.completedAt;
    for (const [day, km] of Object.entries(row.days))
      team.days[day] = round2((team.days[day] ?? 0) + km);
    teams.set(row.teamName, team);
  }
  return [...teams].map(([name, team]) => ({
    key: name,
    firstName: name,
    lastName: '',
    teamName: name,
    total: round2(team.total),
    completedAt: team.completedAt,
    days: team.days,
    members: team.members,
  }));
}

/** Racers per percent of the leg distance (the last bin: at or beyond the finish). */
export function distanceHistogram(rows: readonly StandingRow[], legDistance: number): number[] {
  const bins = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const row of rows) {
    const fraction = legDistance > 0 ? Math.min(1, row.total / legDistance) : 0;
    bins[Math.floor(fraction * (HISTOGRAM_BINS - 1))]! += 1;
  }
  return bins;
}

export interface BoardContent {
  /** The Toronto day the window tabs were ranked for. */
  readonly day: string;
  readonly count: number;
  /** Packed top rows per tab, in order. */
  readonly top: Readonly<Record<StandingsTab, string>>;
  /** Packed team rows, in Total order. */
  readonly teams: string;
  readonly histogram: readonly number[];
}

export function buildBoard(
  rows: readonly StandingRow[],
  today: string,
  legDistance: number,
): BoardContent {
  const top = (tab: StandingsTab) =>
    encodeRows(
      rankRows(rows, tab, today)
        .slice(0, BOARD_TOP_ROWS)
        .map((r) => r.row),
    );
  return {
    day: today,
    count: rows.length,
    top: { total: top('total'), week: top('week'), today: top('today') },
    teams: encodeRows(rankRows(teamRows(rows), 'total', today).map((r) => r.row)),
    histogram: distanceHistogram(rows, legDistance),
  };
}
