import { describe, expect, it } from 'vitest';
import { orderCharge } from '../../../src/contract/order-charge';
import { amountProblem } from './order-check';

const expected = orderCharge({
  raceProductId: 'prod_race',
  legCents: 4900,
  gifts: [{ unitCents: 4900, quantity: 2 }],
  extras: [{ productId: 'prod_socks', unitCents: 1800 }],
  baseFeeCents: 300,
  country: 'US',
  donationDollars: 25,
  coupon: null,
});

describe('amountProblem', () => {
  it('expects leg, gifts, extras, the fee on the subtotal, shipping and the donation', () => {
    // subtotal 4900 + 9800 + 1800 = 16500 → fee 300 × 2; + 1500 shipping + 2500 donation
    expect(expected).toMatchObject({ totalCents: 21_100, taxableCents: 18_600 });
  });

  it.each([
    ['exact', 21_100, null],
    ['with the maximum tax (15 % of 18600)', 21_100 + 2790, null],
    ['more than tax', 21_100 + 2791, 'above'],
    ['one cent short', 21_099, 'below'],
    ['a whole leg short (a promo code worth less)', 21_100 - 4900, 'below'],
    ['not a number', '21100', 'whole number'],
    ['negative', -1, 'whole number'],
  ])('%s', (_label, paid, problem) => {
    const result = amountProblem(paid, expected);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toContain(problem);
  });

  it('accepts exactly the coupon discount, not a cent more', () => {
    const discounted = orderCharge({
      raceProductId: 'prod_race',
      legCents: 12900,
      gifts: [],
      extras: [],
      baseFeeCents: 599,
      country: 'CA',
      donationDollars: 0,
      coupon: { percentOff: null, amountOff: 1000, products: ['prod_race'] },
    });
    expect(amountProblem(12_499, discounted)).toBeNull();
    expect(amountProblem(12_498, discounted)).toContain('below');
  });
});
