import { describe, expect, it } from 'vitest';
import { normalizePromoCode } from './promo-code';

describe('normalizePromoCode', () => {
  it.each([
    ['RUNCANADA', 'RUNCANADA'],
    ['  RUNCANADA ', 'RUNCANADA'],
    ['maple_10-x', 'maple_10-x'],
    ['', null],
    ['a/b', null],
    ['x'.repeat(41), null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePromoCode(raw)).toBe(expected);
  });
});
