import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_SHIPPING_CENTS,
  isInternational,
  sameShippingZone,
  shippingCents,
  shippingZone,
} from './shipping';

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

describe('shipping zones (a correction stays in its zone)', () => {
  it.each([
    ['CA', 'CA', true],
    ['CA', ' ca ', true],
    ['US', 'GB', true],
    ['US', 'XK', true],
    ['CA', 'US', false],
    ['FR', 'CA', false],
    ['CA', '', false],
    ['', 'US', true],
  ])('%j -> %j: same zone %s', (before, after, same) => {
    expect(sameShippingZone(before, after)).toBe(same);
  });

  it.each([
    ['CA', 'canada'],
    ['ca', 'canada'],
    ['US', 'international'],
    [undefined, 'international'],
  ])('%j is in zone %s, which prices shipping like shippingCents', (code, zone) => {
    expect(shippingZone(code)).toBe(zone);
    expect(shippingCents(code)).toBe(zone === 'canada' ? 0 : INTERNATIONAL_SHIPPING_CENTS);
  });
});
