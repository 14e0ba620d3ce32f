import { describe, expect, it } from 'vitest';
import { allowedDiscountCents, amountProblem, expectedCharge } from './order-check';

const order = {
  legCents: 4900,
  gifts: [{ unitCents: 4900, quantity: 2 }],
  extrasCents: [1800],
  baseFeeCents: 300,
  shippingCents: 1500,
  donationCents: 2500,
};

describe('expectedCharge', () => {
  it('adds leg, gifts, extras, the fee on the subtotal, shipping and the donation', () => {
    // subtotal 4900 + 9800 + 1800 = 16500 → fee 300 × 2
    expect(expectedCharge(order)).toEqual({
      subtotalCents: 16_500,
      serviceFeeCents: 600,
      shippingCents: 1500,
      donationCents: 2500,
      totalCents: 21_100,
      taxableCents: 18_600,
    });
  });

  it('a lone leg in Canada: leg + one base fee', () => {
    expect(expectedCharge({ ...order, gifts: [], extrasCents: [], shippingCents: 0, donationCents: 0 }).totalCents).toBe(5200);
  });
});

describe('amountProblem', () => {
  const expected = expectedCharge(order);
  it.each([
    ['exact', 21_100, 0, null],
    ['with the maximum tax (15 % of 18600)', 21_100 + 2790, 0, null],
    ['more than tax', 21_100 + 2791, 0, 'above'],
    ['one cent short', 21_099, 0, 'below'],
    ['short but within an allowed discount', 21_100 - 500, 500, null],
    ['short beyond the discount', 21_100 - 501, 500, 'below'],
    ['not a number', '21100', 0, 'whole number'],
    ['negative', -1, 0, 'whole number'],
  ])('%s', (_label, paid, discount, problem) => {
    const result = amountProblem(paid, expected, discount);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toContain(problem);
  });
});

describe('allowedDiscountCents', () => {
  it.each([
    [false, false, 0],
    [true, false, 4900],
    [false, true, 500],
    [true, true, 4900],
  ])('promo %s, referral %s → %i', (promo, referral, cents) => {
    expect(allowedDiscountCents(4900, promo, referral)).toBe(cents);
  });

  it('never more than the leg', () => {
    expect(allowedDiscountCents(300, false, true)).toBe(300);
  });
});
