/**
 * The re-shard's merge of one shard (docs/standings.md, "Rebuilds and re-shards"), pure: the
 * lines the rebuild computed from its pages, except for the keys a racer's write touched since
 * the re-shard began, which keep what is stored for them (present, or removed: a withdrawal or a
 * changed bib leaves no line), as new as or newer than the page the rebuild read.
 */
import { encodeRow } from '../../../src/contract/standings-codec';
import type { StandingRow } from '../../../src/contract/standing-row';

export function mergedLines(
  built: ReadonlyMap<string, string>,
  stored: readonly StandingRow[],
  touched: ReadonlySet<string>,
): Map<string, string> {
  const lines = new Map([...built].filter(([key]) => !touched.has(key)));
  for (const row of stored) if (touched.has(row.key)) lines.set(row.key, encodeRow(row));
  return lines;
}
