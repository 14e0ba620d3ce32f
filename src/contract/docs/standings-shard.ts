/**
 * A standings document races/{legId}/standings/sNN (docs/standings.md): a shard's rows packed
 * as text (standings-codec.ts). Written by the server only (functions/src/standings-store.ts);
 * the server reads it back in its transactions and the leaderboard's whole list reads all 16.
 */
import { decodeRows, encodeRows } from '../standings-codec';
import type { StandingRow } from '../standing-row';
import { toText } from './values';

export interface StandingsShardDoc {
  /** Packed rows, ordered by key. */
  readonly rows: string;
  readonly count: number;
  /** ms since the epoch */
  readonly updatedAt: number;
}

/** The packed text as stored ('' when absent or of another type), to compare before writing. */
export const packedRows = (data: Readonly<Record<string, unknown>> | undefined): string =>
  toText(data?.rows);

export function parseShardRows(data: Readonly<Record<string, unknown>> | undefined): StandingRow[] {
  return decodeRows(packedRows(data));
}

/** The shard with `rows` in key order. */
export function standingsShardDoc(
  rows: Iterable<StandingRow>,
  updatedAt: number,
): StandingsShardDoc {
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { rows: encodeRows(sorted), count: sorted.length, updatedAt };
}

/** The shard from packed lines by key (a rebuild holds lines, not rows, to keep its memory small). */
export function standingsShardDocFromLines(
  lines: ReadonlyMap<string, string>,
  updatedAt: number,
): StandingsShardDoc {
  const keys = [...lines.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { rows: keys.map((k) => lines.get(k)!).join('\n'), count: keys.length, updatedAt };
}
