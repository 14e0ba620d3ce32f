// @vitest-environment node
/**
 * The Sunday-evening scenario's check of the whole ranked list against the rows
 * (ranked-truth.ts): it must find a racer missing, listed twice, with a stale total, out of
 * order, a page the index does not name, and a board top that is not the list's first rows.
 */
import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../../../src/contract/standing-row';
import {
  buildRankPages,
  parseRankIndex,
  rankIndexDoc,
} from '../../../src/contract/standings-pages';
import { decodeRows } from '../../../src/contract/standings-codec';
import { rankedListProblem } from './ranked-truth';

const row = (key: string, total: number): StandingRow => ({
  key,
  firstName: 'Ivy',
  lastName: 'Test',
  teamName: '',
  total,
  completedAt: null,
  days: {},
});

const DAY = '2026-11-29';
const rows = [row('1', 5), row('2', 12), row('3', 7), row('4', 0), row('5', 12)];
const truth = new Map(rows.map((r) => [r.key, r.total]));

/** The pages and index as the server writes them (page size 2), read back as the scenario does. */
function written(from: readonly StandingRow[]) {
  const { index, pages } = buildRankPages(from, DAY, 2);
  const parsed = parseRankIndex(rankIndexDoc(index));
  const pageRows = [...pages.values()].map((page) => decodeRows(page.rows));
  return { index: parsed, pages: pageRows };
}

describe('rankedListProblem', () => {
  it('finds nothing in a list built from the truth', () => {
    const { index, pages } = written(rows);
    expect(pages.flat().map((r) => r.key)).toEqual(['2', '5', '3', '1', '4']);
    expect(rankedListProblem(index, pages, pages.flat().slice(0, 3), truth)).toBeNull();
  });

  it('finds a stale total further down the list', () => {
    const { index, pages } = written(rows.map((r) => (r.key === '1' ? row('1', 4) : r)));
    expect(rankedListProblem(index, pages, [], truth)).toBe('bib 1 shows 4 km, her row 5');
  });

  it('finds a racer missing and a racer twice', () => {
    const missing = written(rows.slice(0, 4));
    expect(rankedListProblem(missing.index, missing.pages, [], truth)).toBe(
      'the index counts 4 racers, not 5',
    );
    const { index, pages } = written(rows);
    const twice = [pages[0]!, [pages[0]![0]!, pages[1]![1]!], pages[2]!];
    expect(rankedListProblem(index, twice, [], truth)).toBe('bib 2 is listed twice (page 1)');
  });

  it('finds rows out of order and a page the index does not end where it says', () => {
    const { index, pages } = written(rows);
    const swapped = [[pages[0]![1]!, pages[0]![0]!], pages[1]!, pages[2]!];
    expect(rankedListProblem(index, swapped, [], truth)).toBe(
      'bib 2 is listed after bib 5 (page 0)',
    );
    expect(rankedListProblem(index, pages.slice(0, 2), [], truth)).toBe(
      '2 pages read, the index names 3',
    );
  });

  it("finds a board top that is not the list's first rows", () => {
    const { index, pages } = written(rows);
    expect(rankedListProblem(index, pages, [row('2', 12), row('3', 7)], truth)).toBe(
      "the board's row 2 is bib 3, the list's is bib 5",
    );
  });
});
