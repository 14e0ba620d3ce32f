import { describe, expect, it } from 'vitest';
import {
  extrasFromForm,
  giftFieldName,
  giftQuantitiesFromForm,
  productFieldName,
  type FormValues,
} from './order-form';

describe('giftQuantitiesFromForm', () => {
  it.each([
    ['no gift fields', { firstName: 'Avery' }, []],
    ['the plain giftCode field is not a gift line', { giftCode: 'ABC123', giftCode_: 3 }, []],
    [
      'numbers and numeric strings above 0',
      {
        giftCode_price_a: 2,
        giftCode_price_b: '1',
        giftCode_price_c: 0,
        giftCode_price_d: '',
        giftCode_price_e: undefined,
      },
      [
        { priceId: 'price_a', quantity: 2 },
        { priceId: 'price_b', quantity: 1 },
      ],
    ],
  ] satisfies ReadonlyArray<readonly [string, FormValues, readonly unknown[]]>)(
    '%s',
    (_label, form, expected) => {
      expect(giftQuantitiesFromForm(form)).toEqual(expected);
    },
  );

  it.each([[-1], [1.5], ['two'], [true]])('rejects quantity %j', (quantity) => {
    expect(() => giftQuantitiesFromForm({ giftCode_price_a: quantity })).toThrow(RangeError);
  });
});

describe('extrasFromForm', () => {
  it.each([
    [
      'none chosen',
      { product_socks: '', product_hat: false, product_mug: undefined, product_pin: null },
      [],
    ],
    [
      'chosen price ids',
      { product_prod_socks: 'price_socks', product_prod_hat: 'price_hat', promo_product: 'prod_x' },
      [
        { productId: 'prod_socks', priceId: 'price_socks' },
        { productId: 'prod_hat', priceId: 'price_hat' },
      ],
    ],
  ] satisfies ReadonlyArray<readonly [string, FormValues, readonly unknown[]]>)(
    '%s',
    (_label, form, expected) => {
      expect(extrasFromForm(form)).toEqual(expected);
    },
  );

  it('rejects a value that is not a price id', () => {
    expect(() => extrasFromForm({ product_socks: true })).toThrow(TypeError);
  });
});

describe('field names', () => {
  it('round-trips', () => {
    expect(giftQuantitiesFromForm({ [giftFieldName('price_a')]: 1 })).toEqual([
      { priceId: 'price_a', quantity: 1 },
    ]);
    expect(extrasFromForm({ [productFieldName('prod_a')]: 'price_b' })).toEqual([
      { productId: 'prod_a', priceId: 'price_b' },
    ]);
  });
});
