/**
 * Whether a leg's standings and board still say what its rows say (the reconciliation sweep):
 * pure comparisons of the standings documents with the rows recomputed from subscribedUsers.
 */
import { encodeRow } from '../../../src/contract/standings-codec';
import type { StandingRow } from '../../../src/contract/standing-row';

/** How many rows differ between a shard as stored and as recomputed (missing, extra or changed). */
export function rowsDiffering(
  stored: readonly StandingRow[],
  expected: readonly StandingRow[],
): number {
  const lines = (rows: readonly StandingRow[]) => new Map(rows.map((r) => [r.key, encodeRow(r)]));
  const a = lines(stored);
  const b = lines(expected);
  let differing = 0;
  for (const [key, line] of b) if (a.get(key) !== line) differing += 1;
  for (const key of a.keys()) if (!b.has(key)) differing += 1;
  return differing;
}

/**
 * A board is stale when it is older than a standings document it is built from, or missing
 * while standings exist (the debounced rebuild was lost with a failed invocation).
 */
export function boardIsStale(
  boardBuiltAt: number | null,
  shardUpdatedAts: readonly (number | null)[],
): boolean {
  const written = shardUpdatedAts.filter((at): at is number => at !== null);
  if (written.length === 0) return false;
  return boardBuiltAt === null || Math.max(...written) > boardBuiltAt;
}
