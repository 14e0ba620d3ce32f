import { describe, expect, it } from 'vitest';
import { earlyBirdCutoff, isEarlyBird, parseCents, priceCentsAt, serviceFeeCents, serviceFeeMultiplier, shippingCents } from './pricing';

const price = { unit_amount: 6000, metadata: { early_price: '4500', regular_price: '5500' } };

describe('earlyBirdCutoff / isEarlyBird', () => {
  it.each([
    ['2025-06-30', '2025-07-01T07:00:00.000Z'],
    ['2024-02-29', '2024-03-01T07:00:00.000Z'],
    [' 2025-06-30 ', '2025-07-01T07:00:00.000Z'],
  ])('%s → %s', (earlyEnd, expected) => {
    expect(earlyBirdCutoff(earlyEnd)?.toISOString()).toBe(expected);
  });

  it.each([[undefined], [''], ['2025-02-30'], ['2025-6-30'], [20250630]])('invalid %j → null', (earlyEnd) => {
    expect(earlyBirdCutoff(earlyEnd)).toBeNull();
  });

  it.each([
    [new Date('2025-07-01T06:59:59Z'), true],
    [new Date('2025-07-01T07:00:00Z'), false],
  ])('at %s early bird is %s', (now, expected) => {
    expect(isEarlyBird('2025-06-30', now)).toBe(expected);
  });
});

describe('parseCents', () => {
  it.each([
    ['4500', 4500],
    [' 10 ', 10],
    ['4.5', null],
    ['-1', null],
    [4500, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseCents(raw)).toBe(expected);
  });
});

describe('priceCentsAt', () => {
  it.each([
    ['early', price, '2025-06-30', new Date('2025-06-01T00:00:00Z'), 4500],
    ['regular', price, '2025-06-30', new Date('2025-08-01T00:00:00Z'), 5500],
    ['no early_end → regular', price, undefined, new Date('2025-06-01T00:00:00Z'), 5500],
    ['no metadata → unit_amount', { unit_amount: 1800 }, '2099-01-01', new Date(), 1800],
    ['bad metadata → unit_amount', { unit_amount: 1800, metadata: { regular_price: 'x' } }, undefined, new Date(), 1800],
    ['nothing usable', { unit_amount: -5 }, undefined, new Date(), null],
  ])('%s', (_label, doc, earlyEnd, now, expected) => {
    expect(priceCentsAt(doc, earlyEnd, now)).toBe(expected);
  });
});

describe('service fee', () => {
  it.each([
    [0, 1],
    [14_499, 1],
    [14_500, 2],
    [29_000, 3],
    [72_500, 6],
    [1_000_000, 6],
  ])('subtotal %i → multiplier %i', (subtotal, multiplier) => {
    expect(serviceFeeMultiplier(subtotal)).toBe(multiplier);
    expect(serviceFeeCents(300, subtotal)).toBe(300 * multiplier);
  });
});

describe('shippingCents', () => {
  it.each([
    ['CA', 0],
    [' ca ', 0],
    ['US', 1500],
    ['', 1500],
    [undefined, 1500],
  ])('%j → %i', (country, cents) => {
    expect(shippingCents(country)).toBe(cents);
  });
});
