import { describe, expect, it } from 'vitest';
import { orderTotalForFeeCents, serviceFeeCents, serviceFeeMultiplier } from './service-fee';

const BASE_FEE_CENTS = 299;

describe('serviceFeeMultiplier / serviceFeeCents', () => {
  it.each([
    // [order total in dollars, order total in cents, multiplier]
    ['0', 0, 1],
    ['144.99', 14_499, 1],
    ['145', 14_500, 2],
    ['289.99', 28_999, 2],
    ['290', 29_000, 3],
    ['434.99', 43_499, 3],
    ['725', 72_500, 6],
    ['870', 87_000, 6],
    ['10000', 1_000_000, 6],
  ])('order total $%s -> %i cents -> fee × %i', (_dollars, totalCents, multiplier) => {
    expect(serviceFeeMultiplier(totalCents)).toBe(multiplier);
    expect(serviceFeeCents(BASE_FEE_CENTS, totalCents)).toBe(BASE_FEE_CENTS * multiplier);
  });

  it('is 0 when the base fee is 0', () => {
    expect(serviceFeeCents(0, 1_000_000)).toBe(0);
  });

  it.each([
    ['negative total', 299, -1],
    ['fractional total', 299, 145.5],
    ['NaN total', 299, Number.NaN],
    ['negative base fee', -299, 0],
    ['fractional base fee', 2.99, 0],
  ])('rejects %s', (_label, base, total) => {
    expect(() => serviceFeeCents(base, total)).toThrow(RangeError);
  });
});

describe('orderTotalForFeeCents', () => {
  it.each([
    ['the leg alone', { legCents: 5_500, gifts: [], extrasCents: [] }, 5_500],
    [
      'leg + gifts + extras',
      {
        legCents: 5_500,
        gifts: [
          { unitCents: 4_500, quantity: 2 },
          { unitCents: 9_000, quantity: 0 },
        ],
        extrasCents: [2_500, 1_000],
      },
      5_500 + 9_000 + 3_500,
    ],
  ])('%s', (_label, input, expected) => {
    expect(orderTotalForFeeCents(input)).toBe(expected);
  });

  it('reaches the $145 step exactly', () => {
    const total = orderTotalForFeeCents({
      legCents: 10_000,
      gifts: [{ unitCents: 4_500, quantity: 1 }],
      extrasCents: [],
    });
    expect(serviceFeeMultiplier(total)).toBe(2);
  });

  it('rejects a negative gift quantity', () => {
    expect(() =>
      orderTotalForFeeCents({
        legCents: 0,
        gifts: [{ unitCents: 100, quantity: -1 }],
        extrasCents: [],
      }),
    ).toThrow(RangeError);
  });
});
