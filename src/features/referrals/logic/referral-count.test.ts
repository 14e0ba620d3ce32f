import { describe, expect, it } from 'vitest';
import { referralCount } from './referral-count';

describe('referralCount', () => {
  it.each([
    [null, 0],
    [{}, 0],
    [{ total: 6, counts: { price_a: 3, price_b: 1, price_c: 2 } }, 6],
    [{ total: 99, counts: { price_a: 3 } }, 3],
    [{ counts: { tbcr: { price_a: 2, price_b: 1 }, ccc: 4 } }, 7],
    [{ counts: { a: -2, b: 'x', c: 1 } }, 1],
    [{ total: 4 }, 4],
    [{ total: 4, counts: {} }, 4],
  ])('%j → %i', (data, count) => {
    expect(referralCount(data)).toBe(count);
  });
});
