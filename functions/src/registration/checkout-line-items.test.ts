import { describe, expect, it } from 'vitest';
import { buildLineItems, type CheckoutLineItem, type Order } from './checkout-line-items';

const base: Order = {
  leg: { priceId: 'price_leg1000', unitCents: 5_500, productId: 'prod_race' },
  gifts: [],
  extras: [],
  serviceFee: { baseCents: 300 },
  countryCode: 'CA',
  donation: { dollars: 0 },
};

const fee = (unitAmount: number, description?: string): CheckoutLineItem => ({
  price_data: {
    currency: 'cad',
    unit_amount: unitAmount,
    tax_behavior: 'exclusive',
    product_data:
      description === undefined ? { name: 'Service Fee' } : { name: 'Service Fee', description },
  },
  quantity: 1,
});

/** A leg or gift line: the race product at our amount (the leg itself is named in the metadata). */
const leg = (_priceId: string, unitAmount: number, quantity = 1): CheckoutLineItem => ({
  price_data: {
    currency: 'cad',
    unit_amount: unitAmount,
    tax_behavior: 'exclusive',
    product: 'prod_race',
  },
  quantity,
});
const gift = (priceId: string, unitAmount: number, quantity: number): CheckoutLineItem =>
  leg(priceId, unitAmount, quantity);

const SHIPPING: CheckoutLineItem = {
  price_data: {
    currency: 'cad',
    unit_amount: 1500,
    tax_behavior: 'exclusive',
    product_data: { name: 'International Shipping' },
  },
  quantity: 1,
};

const donation = (unitAmount: number, description?: string): CheckoutLineItem => ({
  price_data: {
    currency: 'cad',
    unit_amount: unitAmount,
    tax_behavior: 'inclusive',
    product_data: {
      name: 'Donation',
      ...(description === undefined ? {} : { description }),
      tax_code: 'txcd_00000000',
    },
  },
  quantity: 1,
});

describe('buildLineItems', () => {
  it.each([
    ['the leg and the fee only', base, [leg('price_leg1000', 5_500), fee(300)]],
    [
      'gifts with quantities, zero quantities left out',
      {
        ...base,
        gifts: [
          { priceId: 'price_leg1000', unitCents: 5_500, quantity: 2, productId: 'prod_race' },
          { priceId: 'price_leg500', unitCents: 4_500, quantity: 0, productId: 'prod_race' },
          { priceId: 'price_leg250', unitCents: 3_500, quantity: 1, productId: 'prod_race' },
        ],
      },
      [
        leg('price_leg1000', 5_500),
        gift('price_leg1000', 5_500, 2),
        gift('price_leg250', 3_500, 1),
        // 5500 + 11000 + 3500 = 20000 cents = $200 -> fee × 2
        fee(600),
      ],
    ],
    [
      'extras, quantity 1 each',
      {
        ...base,
        extras: [
          { priceId: 'price_socks', unitCents: 2_000 },
          { priceId: 'price_hat', unitCents: 3_000 },
        ],
      },
      [
        leg('price_leg1000', 5_500),
        { price: 'price_socks', quantity: 1 },
        { price: 'price_hat', quantity: 1 },
        fee(300),
      ],
    ],
    [
      'international shipping outside Canada',
      { ...base, countryCode: 'US' },
      [leg('price_leg1000', 5_500), fee(300), SHIPPING],
    ],
    [
      'a donation, inclusive and nontaxable',
      { ...base, donation: { dollars: 25, organizationName: 'Trails Fund' } },
      [leg('price_leg1000', 5_500), fee(300), donation(2_500, 'Trails Fund')],
    ],
    [
      'a donation without an organization name',
      { ...base, donation: { dollars: 5 } },
      [leg('price_leg1000', 5_500), fee(300), donation(500)],
    ],
    [
      'no fee line when the base fee is 0',
      { ...base, serviceFee: { baseCents: 0 } },
      [leg('price_leg1000', 5_500)],
    ],
    [
      'the fee product name and description when given',
      {
        ...base,
        serviceFee: {
          baseCents: 300,
          name: 'Platform Fee',
          description: 'Helps run the challenge',
        },
      },
      [
        leg('price_leg1000', 5_500),
        {
          price_data: {
            currency: 'cad',
            unit_amount: 300,
            tax_behavior: 'exclusive',
            product_data: { name: 'Platform Fee', description: 'Helps run the challenge' },
          },
          quantity: 1,
        },
      ],
    ],
    [
      'everything at once, fee capped at × 6',
      {
        ...base,
        gifts: [
          { priceId: 'price_leg1000', unitCents: 5_500, quantity: 20, productId: 'prod_race' },
        ],
        extras: [{ priceId: 'price_socks', unitCents: 2_000 }],
        countryCode: 'GB',
        donation: { dollars: 10, organizationName: 'Trails Fund' },
      },
      [
        leg('price_leg1000', 5_500),
        gift('price_leg1000', 5_500, 20),
        { price: 'price_socks', quantity: 1 },
        fee(1_800),
        SHIPPING,
        donation(1_000, 'Trails Fund'),
      ],
    ],
  ] satisfies ReadonlyArray<readonly [string, Order, readonly CheckoutLineItem[]]>)(
    '%s',
    (_label, order, expected) => {
      expect(buildLineItems(order)).toEqual(expected);
    },
  );

  it('charges the leg and its gifts at the price given (early-bird) as the race product, never by price id', () => {
    const items = buildLineItems({
      ...base,
      leg: { priceId: 'price_leg1000', unitCents: 4_500, productId: 'prod_race' },
      gifts: [{ priceId: 'price_leg1000', unitCents: 4_500, quantity: 2, productId: 'prod_race' }],
    });
    expect(items.slice(0, 2)).toEqual([
      leg('price_leg1000', 4_500, 1),
      leg('price_leg1000', 4_500, 2),
    ]);
    expect(items.some((item) => 'price' in item && item.price === 'price_leg1000')).toBe(false);
  });

  it('rejects a donation that is not whole dollars', () => {
    expect(() => buildLineItems({ ...base, donation: { dollars: 2.5 } })).toThrow(RangeError);
  });
});
