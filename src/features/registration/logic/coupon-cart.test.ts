import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { couponCartMessage } from './coupon-cart';

const socks = { id: 'prod_socks', name: 'Maple Leaf Socks' };

describe('couponCartMessage', () => {
  it.each([
    [
      {},
      { hasCoupon: true, product: socks },
      'This coupon cannot be redeemed because there are no socks in the cart.',
    ],
    [{ product_prod_socks: 'price_socks_pair' }, { hasCoupon: true, product: socks }, null],
    [{}, { hasCoupon: false, product: socks }, null],
    [{}, { hasCoupon: true, product: null }, null],
    [
      {},
      { hasCoupon: true, product: { id: 'prod_toque', name: 'Toque' } },
      'This coupon cannot be redeemed because there are no Toque in the cart.',
    ],
  ])('%j %j → %j', (data, offer, expected) => {
    const message = couponCartMessage(data, offer);
    expect(message === null ? null : i18n._(message)).toBe(expected);
  });
});
