import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_SHIPPING_CENTS, isInternational, shippingCents } from './shipping';

describe('shippingCents', () => {
  it.each([
    ['CA', false, 0],
    ['ca', false, 0],
    [' CA ', false, 0],
    ['US', true, 1500],
    ['GB', true, 1500],
    ['XK', true, 1500],
    ['', true, 1500],
  ])('%j -> international %s, %i cents', (code, international, cents) => {
    expect(isInternational(code)).toBe(international);
    expect(shippingCents(code)).toBe(cents);
  });

  it('is 1500 cents', () => {
    expect(INTERNATIONAL_SHIPPING_CENTS).toBe(1500);
  });
});
