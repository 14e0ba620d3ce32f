import { describe, expect, it } from 'vitest';
import {
  couponDiscountCents,
  normalizePromoCode,
  parsePromoCodeDoc,
  type Coupon,
} from './promo-code';

describe('normalizePromoCode', () => {
  it.each([
    ['RUNCANADA', 'RUNCANADA'],
    ['  RUNCANADA ', 'RUNCANADA'],
    ['maple_10-x', 'maple_10-x'],
    ['', null],
    ['a/b', null],
    ['__x__', null],
    ['..', null],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['x'.repeat(41), null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePromoCode(raw)).toBe(expected);
  });
});

describe('parsePromoCodeDoc', () => {
  it.each([
    [
      { promotionId: 'p', active: true, coupon: { percent_off: 10 } },
      { promotionId: 'p', coupon: { percentOff: 10, amountOff: null, products: null } },
    ],
    [
      {
        promotionId: 'p',
        coupon: { amount_off: 500, currency: 'cad', applies_to: { products: ['prod_a', 7] } },
      },
      { promotionId: 'p', coupon: { percentOff: null, amountOff: 500, products: ['prod_a'] } },
    ],
    [{ promotionId: 'p', active: false, coupon: { percent_off: 10 } }, null],
    [{ promotionId: 'p', coupon: { percent_off: 10, amount_off: 500 } }, null],
    [{ promotionId: 'p', coupon: {} }, null],
    [{ promotionId: 'p', coupon: { percent_off: 0 } }, null],
    [{ promotionId: 'p', coupon: { percent_off: 101 } }, null],
    [{ promotionId: 'p', coupon: { amount_off: 500, currency: 'usd' } }, null],
    [{ promotionId: 'p', coupon: { amount_off: 5.5 } }, null],
    [{ promotionId: 'p' }, null],
    [{ coupon: { percent_off: 10 } }, null],
    [undefined, null],
  ])('%j → %j', (data, expected) => {
    expect(parsePromoCodeDoc(data)).toEqual(expected);
  });
});

describe('couponDiscountCents', () => {
  const lines = [
    { productId: 'prod_race', amountCents: 12900 },
    { productId: 'prod_race', amountCents: 6900 },
    { productId: 'prod_socks', amountCents: 1800 },
    { productId: null, amountCents: 599 },
  ];
  const coupon = (c: Partial<Coupon>): Coupon => ({
    percentOff: null,
    amountOff: null,
    products: null,
    ...c,
  });

  it.each([
    ['10 % of everything', coupon({ percentOff: 10 }), 2220],
    ['10 % of the race lines only', coupon({ percentOff: 10, products: ['prod_race'] }), 1980],
    ['$5 off the race', coupon({ amountOff: 500, products: ['prod_race'] }), 500],
    ['$5 off a product not in the order', coupon({ amountOff: 500, products: ['prod_toque'] }), 0],
    ['more off than the lines cost', coupon({ amountOff: 5000, products: ['prod_socks'] }), 1800],
    ['100 % of the race', coupon({ percentOff: 100, products: ['prod_race'] }), 19800],
    ['33.3 % rounds to the cent', coupon({ percentOff: 33.3, products: ['prod_socks'] }), 599],
  ])('%s', (_label, c, expected) => {
    expect(couponDiscountCents(c, lines)).toBe(expected);
  });
});
