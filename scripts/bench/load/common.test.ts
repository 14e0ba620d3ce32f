// @vitest-environment node
/**
 * The load benchmark's pure helpers (docs/reliability.md, "Load benchmark"): the percentile
 * its latency figures use, the bounded pool every burst runs in (a failure starts nothing new
 * and ends only once the runs in flight have), and the settle bound that grows with the size.
 */
import { describe, expect, it } from 'vitest';
import { percentile, pool, settleBound } from './common';

describe('percentile (nearest rank)', () => {
  it.each([
    { values: [5], p: 50, expected: 5 },
    { values: [3, 1, 2], p: 50, expected: 2 },
    { values: [1, 2, 3, 4], p: 50, expected: 2 },
    { values: Array.from({ length: 100 }, (_, i) => i + 1), p: 95, expected: 95 },
    { values: Array.from({ length: 20 }, (_, i) => 20 - i), p: 95, expected: 19 },
    { values: [4, 9], p: 100, expected: 9 },
    { values: [4, 9], p: 0, expected: 4 },
  ])('p$p of $values is $expected', ({ values, p, expected }) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('pool', () => {
  it('answers in order, never more than `limit` at once', async () => {
    let running = 0;
    let most = 0;
    const results = await pool([30, 10, 20, 0, 5], 2, async (ms, i) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return i * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
  });

  it('on a failure starts nothing new and throws once the runs in flight have ended', async () => {
    const started: number[] = [];
    let inFlight = 0;
    const run = pool([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      inFlight += 1;
      await new Promise((resolve) => setTimeout(resolve, n === 1 ? 5 : 20));
      inFlight -= 1;
      if (n === 1) throw new Error('item 1 failed');
      return n;
    });
    await expect(run).rejects.toThrow('item 1 failed');
    expect(inFlight).toBe(0);
    expect(started).toEqual([0, 1]);
  });
});

describe('settleBound', () => {
  it.each([
    { events: 0, perEventMs: undefined, expected: 300_000 },
    { events: 1000, perEventMs: undefined, expected: 1_300_000 },
    { events: 500, perEventMs: 500, expected: 550_000 },
  ])('$events events at $perEventMs ms each: $expected ms', ({ events, perEventMs, expected }) => {
    expect(settleBound(events, perEventMs)).toBe(expected);
  });
});
