import { describe, expect, it } from 'vitest';
import {
  GIFT_CODE_ALPHABET,
  giftCodeFromBytes,
  newGiftCode,
  normalizeGiftCodeInput,
} from './gift-code';

describe('gift codes', () => {
  it('maps bytes onto the 32-letter alphabet in three groups of four', () => {
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(32);
    expect(giftCodeFromBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 31, 32, 63, 255]))).toBe(
      'GIFT-2345-6789-Z2ZZ',
    );
  });

  it('needs 12 bytes', () => {
    expect(() => giftCodeFromBytes(new Uint8Array(11))).toThrow(RangeError);
  });

  it('new codes have the shape and differ', () => {
    const codes = Array.from({ length: 200 }, newGiftCode);
    for (const code of codes)
      expect(code).toMatch(/^GIFT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['GIFT-DEMO-1', 'GIFT-DEMO-1'],
    [' GIFT-DEMO-1 ', 'GIFT-DEMO-1'],
    ['gift-demo-1', 'gift-demo-1'],
    ['a/b', null],
    ['', null],
    [42, null],
  ])('normalizeGiftCodeInput(%j) → %j', (raw, expected) => {
    expect(normalizeGiftCodeInput(raw)).toBe(expected);
  });
});
