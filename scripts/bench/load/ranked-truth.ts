/**
 * What the Sunday-evening scenario (sunday-evening.ts) checks of the board once the writes end:
 * not only the racer count and the top rows, but the whole ranked list as a participant scrolls
 * it (the Total tab's ranked pages, docs/standings.md, "The whole list, in pages"): every racer
 * once, each with the total her row holds, in the tab's order, and the board's top rows the
 * list's first. A board left stale by a standings run that rebuilt nothing would pass a check
 * of the top 100 when the evening's racers are further down; it does not pass this one. Pure.
 */
import { compareForTab } from '../../../src/contract/standings-order';
import type { StandingRow } from '../../../src/contract/standing-row';
import type { RankIndex } from '../../../src/contract/standings-pages';

/**
 * The first way the ranked list differs from the truth (bib → total from the rows), or null when
 * it matches. `pages` are the Total tab's pages' rows in page order, `top` the board's top rows.
 */
export function rankedListProblem(
  index: RankIndex,
  pages: readonly (readonly StandingRow[])[],
  top: readonly StandingRow[],
  truth: ReadonlyMap<string, number>,
): string | null {
  if (index.racers !== truth.size)
    return `the index counts ${index.racers} racers, not ${truth.size}`;
  if (pages.length !== index.bounds.total.length)
    return `${pages.length} pages read, the index names ${index.bounds.total.length}`;
  const seen = new Set<string>();
  let previous: StandingRow | null = null;
  for (const [p, rows] of pages.entries()) {
    for (const row of rows) {
      if (seen.has(row.key)) return `bib ${row.key} is listed twice (page ${p})`;
      seen.add(row.key);
      const total = truth.get(row.key);
      if (total === undefined) return `bib ${row.key} is not on the leg`;
      if (total !== row.total) return `bib ${row.key} shows ${row.total} km, her row ${total}`;
      const entry = (r: StandingRow) => ({ row: r, distance: r.total });
      if (previous !== null && compareForTab('total', entry(previous), entry(row)) > 0)
        return `bib ${row.key} is listed after bib ${previous.key} (page ${p})`;
      previous = row;
    }
    const bound = index.bounds.total[p];
    const last = rows[rows.length - 1];
    if (!bound || !last || bound.row.key !== last.key)
      return `page ${p} ends with bib ${last?.key ?? 'none'}, the index says ${bound?.row.key ?? 'none'}`;
  }
  if (seen.size !== truth.size) return `${seen.size} racers listed, ${truth.size} on the leg`;
  const first = pages.flat().slice(0, top.length);
  const topMismatch = top.findIndex(
    (row, i) => first[i]?.key !== row.key || first[i]?.total !== row.total,
  );
  if (topMismatch >= 0)
    return `the board's row ${topMismatch + 1} is bib ${top[topMismatch]!.key}, the list's is bib ${first[topMismatch]?.key}`;
  return null;
}
