import { describe, expect, it } from 'vitest';
import { parsePrice, parseProduct } from './product';

describe('parseProduct', () => {
  it('reads a race product', () => {
    expect(
      parseProduct('prod_r', {
        name: 'The Big Canada Run',
        description: 'd',
        active: true,
        images: ['a.png', 3],
        metadata: { type: 'race', url: 'r', early_end: '2025-06-30', teams: 'true', n: 4 },
      }),
    ).toEqual({
      id: 'prod_r',
      name: 'The Big Canada Run',
      description: 'd',
      active: true,
      images: ['a.png'],
      type: 'race',
      metadata: { type: 'race', url: 'r', early_end: '2025-06-30', teams: 'true' },
    });
  });

  it.each([
    ['the older role field', { role: 'product' }, 'product'],
    ['metadata.type before role', { role: 'race', metadata: { type: 'fee' } }, 'fee'],
    ['an unknown type', { metadata: { type: 'coupon' } }, null],
    ['no type', {}, null],
  ])('takes its type from %s', (_label, data, type) => {
    expect(parseProduct('p', data).type).toBe(type);
  });

  it.each([undefined, null, 'x', ['a']])('reads %j as an inactive product of no type', (raw) => {
    expect(parseProduct('p', raw)).toEqual({
      id: 'p',
      name: '',
      description: '',
      active: false,
      images: [],
      type: null,
      metadata: {},
    });
  });

  it('reads a metadata key the extension wrote only as a flattened field', () => {
    expect(
      parseProduct('p', {
        stripe_metadata_url: 'flat',
        stripe_metadata_referralPage: 'true',
        metadata: { url: 'map' },
      }).metadata,
    ).toEqual({ url: 'map', referralPage: 'true' });
  });

  it('is active only for true', () => {
    expect(parseProduct('p', { active: 'true' }).active).toBe(false);
  });
});

describe('parsePrice', () => {
  it('reads a leg price', () => {
    expect(
      parsePrice('price_a', {
        active: true,
        unit_amount: 5900,
        description: '250 km Leg',
        metadata: { early_price: '4900', regular_price: '5900', distance: '250' },
      }),
    ).toEqual({
      id: 'price_a',
      active: true,
      unitAmount: 5900,
      description: '250 km Leg',
      metadata: { early_price: '4900', regular_price: '5900', distance: '250' },
    });
  });

  it('takes the description from the metadata when the price has none', () => {
    expect(parsePrice('p', { metadata: { description: '1,000 km Leg' } }).description).toBe(
      '1,000 km Leg',
    );
  });

  it.each([[undefined], [-1], [12.5], ['4500'], [Number.MAX_SAFE_INTEGER + 2]])(
    'has no amount for unit_amount %j',
    (unit) => {
      expect(parsePrice('p', { unit_amount: unit }).unitAmount).toBeNull();
    },
  );

  it.each([undefined, null, 7])('reads %j as an inactive price without an amount', (raw) => {
    expect(parsePrice('p', raw)).toEqual({
      id: 'p',
      active: false,
      unitAmount: null,
      description: '',
      metadata: {},
    });
  });
});
