import { describe, expect, it } from 'vitest';
import {
  extrasFromForm,
  giftFieldName,
  giftQuantitiesFromForm,
  orderFromForm,
  productFieldName,
  type FormValues,
  type OrderCatalogue,
} from './order-form';

describe('giftQuantitiesFromForm', () => {
  it.each([
    ['no gift fields', { firstName: 'Avery' }, []],
    ['the plain giftCode field is not a gift line', { giftCode: 'ABC123', giftCode_: 3 }, []],
    [
      'numbers and numeric strings above 0',
      { giftCode_price_a: 2, giftCode_price_b: '1', giftCode_price_c: 0, giftCode_price_d: '', giftCode_price_e: undefined },
      [
        { priceId: 'price_a', quantity: 2 },
        { priceId: 'price_b', quantity: 1 },
      ],
    ],
  ] satisfies ReadonlyArray<readonly [string, FormValues, readonly unknown[]]>)('%s', (_label, form, expected) => {
    expect(giftQuantitiesFromForm(form)).toEqual(expected);
  });

  it.each([[-1], [1.5], ['two'], [true]])('rejects quantity %j', (quantity) => {
    expect(() => giftQuantitiesFromForm({ giftCode_price_a: quantity })).toThrow(RangeError);
  });
});

describe('extrasFromForm', () => {
  it.each([
    ['none chosen', { product_socks: '', product_hat: false, product_mug: undefined, product_pin: null }, []],
    [
      'chosen price ids',
      { product_prod_socks: 'price_socks', product_prod_hat: 'price_hat', promo_product: 'prod_x' },
      [
        { productId: 'prod_socks', priceId: 'price_socks' },
        { productId: 'prod_hat', priceId: 'price_hat' },
      ],
    ],
  ] satisfies ReadonlyArray<readonly [string, FormValues, readonly unknown[]]>)('%s', (_label, form, expected) => {
    expect(extrasFromForm(form)).toEqual(expected);
  });

  it('rejects a value that is not a price id', () => {
    expect(() => extrasFromForm({ product_socks: true })).toThrow(TypeError);
  });
});

describe('field names', () => {
  it('round-trips', () => {
    expect(giftQuantitiesFromForm({ [giftFieldName('price_a')]: 1 })).toEqual([{ priceId: 'price_a', quantity: 1 }]);
    expect(extrasFromForm({ [productFieldName('prod_a')]: 'price_b' })).toEqual([{ productId: 'prod_a', priceId: 'price_b' }]);
  });
});

describe('orderFromForm', () => {
  const prices: Readonly<Record<string, number>> = { price_leg: 5_500, price_gift: 4_500, price_socks: 2_000 };
  const catalogue: OrderCatalogue = {
    priceCents: (priceId) => prices[priceId],
    raceProductId: 'prod_race',
    serviceFee: { baseCents: 300 },
    organizationName: (id) => (id === 'trails' ? 'Trails Fund' : undefined),
  };

  it('assembles the order', () => {
    const form: FormValues = {
      distanceId: 'price_leg',
      country: 'US',
      donation: '20',
      foundation: 'trails',
      giftCode_price_gift: '2',
      product_prod_socks: 'price_socks',
    };
    expect(orderFromForm(form, catalogue)).toEqual({
      leg: { priceId: 'price_leg', unitCents: 5_500, productId: 'prod_race' },
      gifts: [{ priceId: 'price_gift', quantity: 2, unitCents: 4_500, productId: 'prod_race' }],
      extras: [{ priceId: 'price_socks', unitCents: 2_000 }],
      serviceFee: { baseCents: 300 },
      countryCode: 'US',
      donation: { dollars: 20, organizationName: 'Trails Fund' },
    });
  });

  it.each([
    ['empty donation is 0, no organization', { distanceId: 'price_leg', country: 'CA', donation: '' }, { dollars: 0 }],
    ['an unknown organization id is shown as is', { distanceId: 'price_leg', donation: 5, foundation: 'x' }, { dollars: 5, organizationName: 'x' }],
  ] satisfies ReadonlyArray<readonly [string, FormValues, unknown]>)('%s', (_label, form, expected) => {
    expect(orderFromForm(form, catalogue).donation).toEqual(expected);
  });

  it.each([
    ['no leg', { country: 'CA' }],
    ['an unknown leg', { distanceId: 'price_nope' }],
    ['an unknown gift price', { distanceId: 'price_leg', giftCode_price_nope: 1 }],
  ] satisfies ReadonlyArray<readonly [string, FormValues]>)('throws for %s', (_label, form) => {
    expect(() => orderFromForm(form, catalogue)).toThrow(RangeError);
  });
});
