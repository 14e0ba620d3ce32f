import { describe, expect, it } from 'vitest';
import { encodeRow } from '../../../src/contract/standings-codec';
import type { StandingRow } from '../../../src/contract/standing-row';
import { mergedLines } from './reshard-merge';

const row = (key: string, total: number): StandingRow => ({
  key,
  firstName: `F${key}`,
  lastName: 'L',
  teamName: '',
  total,
  completedAt: null,
  days: {},
});
const lines = (...rows: StandingRow[]) => new Map(rows.map((r) => [r.key, encodeRow(r)]));

describe('the re-shard merge of a shard', () => {
  it('takes the rebuild’s lines for the racers nobody wrote during the re-shard', () => {
    expect(mergedLines(lines(row('1', 5), row('2', 7)), [], new Set())).toEqual(
      lines(row('1', 5), row('2', 7)),
    );
  });

  it('keeps a written racer’s stored line over the rebuild’s older one, once', () => {
    const merged = mergedLines(lines(row('1', 5), row('2', 7)), [row('2', 9)], new Set(['2']));
    expect(merged).toEqual(lines(row('1', 5), row('2', 9)));
  });

  it('drops a racer who withdrew, or whose bib changed, during the re-shard', () => {
    // Racer 3 withdrew (touched, nothing stored); racer 4 became bib 40 (both keys touched).
    const merged = mergedLines(
      lines(row('1', 5), row('3', 2), row('4', 1)),
      [row('40', 1)],
      new Set(['3', '4', '40']),
    );
    expect([...merged.keys()].sort()).toEqual(['1', '40']);
  });

  it('adds a racer who joined during the re-shard, whom the rebuild never read', () => {
    const merged = mergedLines(lines(row('1', 5)), [row('9', 0)], new Set(['9']));
    expect([...merged.keys()].sort()).toEqual(['1', '9']);
  });

  it('ignores a stored line nobody touched: the rebuild’s pages are the truth for it', () => {
    const merged = mergedLines(lines(row('1', 5)), [row('1', 3), row('8', 1)], new Set());
    expect(merged).toEqual(lines(row('1', 5)));
  });
});
