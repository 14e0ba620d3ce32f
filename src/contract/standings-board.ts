/**
 * What the leaderboard's first screen needs, built from the standings rows of a leg
 * (docs/standings.md): the top rows of each tab, every computed team row (docs/product.md §P3), the
 * racer count and a distance histogram for the map. Pure: the server stores the result in
 * races/{legId}/board/current; the browser rebuilds the window tabs itself when the board was
 * built on an earlier Toronto day.
 */
import { encodeRows } from './standings-codec';
import { FIRST_LAYOUT, shardIdOf, shardIdsOf } from './standings-layout';
import { rankRows } from './standings-order';
import { round2, type StandingRow, type StandingsTab } from './standing-row';

/**
 * Standings documents of a leg never re-sharded: races/{legId}/standings/s00 … s15 (rows spread
 * by uid; larger legs get more, standings-layout.ts). The browser reads them in queries of this
 * limit, and firestore.rules allows no larger one.
 */
export const SHARD_COUNT = FIRST_LAYOUT.count;
/** Rows per tab on the board: more than a phone's first screen, few enough to stay small. */
export const BOARD_TOP_ROWS = 100;
/** Histogram bins: one per percent of the route, and the last for the finish. */
const HISTOGRAM_BINS = 101;

/** The racer's shard in the first layout (16 documents). */
export const shardOf = (uid: string): string => shardIdOf(FIRST_LAYOUT, uid);

export const SHARD_IDS: readonly string[] = shardIdsOf(FIRST_LAYOUT);

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
