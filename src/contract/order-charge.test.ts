import { describe, expect, it } from 'vitest';
import { orderCharge, type ChargeInput } from './order-charge';

const base: ChargeInput = {
  raceProductId: 'prod_race',
  legCents: 12900,
  gifts: [],
  extras: [],
  baseFeeCents: 599,
  country: 'CA',
  donationDollars: 0,
  coupon: null,
};

describe('orderCharge', () => {
  it.each([
    [
      'a leg alone in Canada',
      {},
      {
        subtotalCents: 12900,
        serviceFeeCents: 599,
        shippingCents: 0,
        discountCents: 0,
        totalCents: 13499,
      },
    ],
    ['abroad', { country: 'US' }, { shippingCents: 1500, totalCents: 14999 }],
    [
      'with a gift crossing $145',
      { gifts: [{ unitCents: 6900, quantity: 1 }] },
      { subtotalCents: 19800, serviceFeeCents: 1198, totalCents: 20998 },
    ],
    [
      'with an extra and a donation',
      { extras: [{ productId: 'prod_socks', unitCents: 1800 }], donationDollars: 25 },
      { subtotalCents: 14700, serviceFeeCents: 1198, donationCents: 2500, totalCents: 18398 },
    ],
    [
      '$5 off the race only',
      { coupon: { percentOff: null, amountOff: 500, products: ['prod_race'] } },
      { discountCents: 500, totalCents: 12999, taxableCents: 12999 },
    ],
    [
      'a coupon for another race takes nothing off',
      { coupon: { percentOff: null, amountOff: 500, products: ['prod_other'] } },
      { discountCents: 0, totalCents: 13499 },
    ],
    [
      '10 % off everything, the donation too (as Stripe does)',
      { donationDollars: 10, coupon: { percentOff: 10, amountOff: null, products: null } },
      { discountCents: 1450, totalCents: 13049 },
    ],
  ] as const)('%s', (_label, change, expected) => {
    expect(orderCharge({ ...base, ...change })).toMatchObject(expected);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => orderCharge({ ...base, legCents: -1 })).toThrow(RangeError);
    expect(() => orderCharge({ ...base, donationDollars: 1.5 })).toThrow(RangeError);
  });
});
