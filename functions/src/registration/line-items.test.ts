import { describe, expect, it } from 'vitest';
import { priceIdsOf, priceLineItems, type ResolvedPrice } from './line-items';

const prices: Record<string, ResolvedPrice> = {
  price_leg: { unitCents: 4900, productId: 'prod_race', name: 'Race: 250 km Leg' },
  price_socks: { unitCents: 1800, productId: 'prod_socks', name: 'Socks' },
};
const resolve = (id: string) => prices[id];
const fee = {
  price_data: {
    currency: 'cad',
    unit_amount: 300,
    tax_behavior: 'exclusive',
    product_data: { name: 'Service Fee' },
  },
  quantity: 1,
};

describe('priceLineItems', () => {
  it('prices price ids and price_data lines and totals them', () => {
    const result = priceLineItems(
      [
        { price: 'price_leg', quantity: 1 },
        { price: 'price_leg', quantity: 2 },
        { price: 'price_socks', quantity: 1 },
        fee,
      ],
      resolve,
    );
    expect(result.ok && result.totalCents).toBe(4900 * 3 + 1800 + 300);
    expect(result.ok && result.lines[3]).toEqual({
      description: 'Service Fee',
      quantity: 1,
      amount_total: 300,
      price: { id: null, product: null, unit_amount: 300 },
    });
    expect(result.ok && result.lines[1]?.price).toEqual({
      id: 'price_leg',
      product: 'prod_race',
      unit_amount: 4900,
    });
  });

  it('prices a line of an existing product (the race) at its own amount', () => {
    const leg = {
      price_data: {
        currency: 'cad',
        unit_amount: 4900,
        tax_behavior: 'exclusive',
        product: 'prod_race',
      },
      quantity: 2,
    };
    const names = (id: string) => (id === 'prod_race' ? 'The Race' : undefined);
    const result = priceLineItems([leg], resolve, names);
    expect(result.ok && result.lines).toEqual([
      {
        description: 'The Race',
        quantity: 2,
        amount_total: 9800,
        price: { id: null, product: 'prod_race', unit_amount: 4900 },
      },
    ]);
    const unknown = priceLineItems(
      [{ ...leg, price_data: { ...leg.price_data, product: 'prod_other' } }],
      resolve,
      names,
    );
    expect(!unknown.ok && unknown.message).toMatch(/unknown or inactive product prod_other/);
  });

  it.each([
    ['no items', []],
    ['not a list', 'x'],
    ['unknown price', [{ price: 'price_nope', quantity: 1 }]],
    ['zero quantity', [{ price: 'price_leg', quantity: 0 }]],
    ['fractional quantity', [{ price: 'price_leg', quantity: 1.5 }]],
    ['negative amount', [{ ...fee, price_data: { ...fee.price_data, unit_amount: -1 } }]],
    ['fractional amount', [{ ...fee, price_data: { ...fee.price_data, unit_amount: 1.5 } }]],
    ['other currency', [{ ...fee, price_data: { ...fee.price_data, currency: 'usd' } }]],
    ['no name', [{ ...fee, price_data: { ...fee.price_data, product_data: {} } }]],
    ['neither price nor price_data', [{ quantity: 1 }]],
    ['too many lines', Array.from({ length: 31 }, () => fee)],
  ])('refuses %s', (_label, items) => {
    const result = priceLineItems(items, resolve);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/\S/);
  });
});

describe('priceIdsOf', () => {
  it('lists the distinct price ids', () => {
    expect(priceIdsOf([{ price: 'a' }, { price: 'a' }, fee, { price: 'b' }, null])).toEqual([
      'a',
      'b',
    ]);
    expect(priceIdsOf(undefined)).toEqual([]);
  });
});
