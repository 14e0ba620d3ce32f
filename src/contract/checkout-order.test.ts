import { describe, expect, it } from 'vitest';
import {
  MAX_GIFTS,
  orderRefusal,
  orderRefusalDetails,
  orderRefusalOf,
  orderRefusalText,
  parseCheckoutOrder,
  START_CHECKOUT_REFUSAL_TEXTS,
} from './checkout-order';
import { VALID_ORDER } from './test-support/order-fixture';

const valid = VALID_ORDER;

describe('parseCheckoutOrder', () => {
  it('accepts a whole order as it is', () => {
    expect(parseCheckoutOrder(valid)).toEqual({ ok: true, value: valid });
  });

  it('drops zero gift quantities and the foundation of no donation', () => {
    const parsed = parseCheckoutOrder({
      ...valid,
      gifts: { price_a: 0 },
      donation: { dollars: 0, foundation: 'trails' },
    });
    expect(parsed.ok && parsed.value.gifts).toEqual({});
    expect(parsed.ok && parsed.value.donation).toEqual({ dollars: 0, foundation: '' });
  });

  it.each([
    ['no order', null, 'details', undefined],
    ['a leg that is not a price', { ...valid, legId: 'tbcr25' }, 'details', 'distanceId'],
    [
      'no postal code',
      { ...valid, shipping: { ...valid.shipping, postalCode: ' ' } },
      'details',
      'postalCode',
    ],
    [
      'a 13-character phone',
      { ...valid, shipping: { ...valid.shipping, phoneNumber: '613-555-01000' } },
      'details',
      'phoneNumber',
    ],
    [
      'a new team with a 1-character code',
      { ...valid, team: { choice: 'newTeam', name: 'Maple', code: 'x' } },
      'details',
      'teamCode',
    ],
    [
      'a team name of 101 characters',
      { ...valid, team: { choice: 'newTeam', name: 'a'.repeat(101), code: 'abcd' } },
      'details',
      'teamName',
    ],
    ['a negative gift quantity', { ...valid, gifts: { price_a: -1 } }, 'gifts', undefined],
    ['a fractional gift quantity', { ...valid, gifts: { price_a: 1.5 } }, 'gifts', undefined],
    [
      `more than ${MAX_GIFTS} gifts`,
      { ...valid, gifts: { price_a: 30, price_b: 21 } },
      'gifts',
      undefined,
    ],
    [
      'a fractional donation',
      { ...valid, donation: { dollars: 2.5, foundation: 'trails' } },
      'donation',
      'donation',
    ],
    [
      'a donation without an organization',
      { ...valid, donation: { dollars: 5, foundation: '' } },
      'donation',
      'foundation',
    ],
    [
      'an extra with a path for a price',
      { ...valid, extras: { prod_socks: 'a/b' } },
      'extras',
      undefined,
    ],
    ['a reserved race id', { ...valid, raceId: '__x__' }, 'details', undefined],
    [
      'a leg id of 2,000 characters',
      { ...valid, legId: `price_${'x'.repeat(2000)}` },
      'details',
      'distanceId',
    ],
    ['a gift leg id of two dots', { ...valid, gifts: { '..': 1 } }, 'gifts', undefined],
    [
      'a reserved team name',
      { ...valid, team: { choice: 'existingTeam', name: '__x__', code: 'abcd' } },
      'details',
      'teamName',
    ],
    [
      'a charity id with a slash',
      { ...valid, donation: { dollars: 5, foundation: 'a/b' } },
      'donation',
      'foundation',
    ],
    ['a reserved promo code', { ...valid, promoCode: '__x__' }, 'details', undefined],
    [
      'a promo code of 2,000 characters',
      { ...valid, promoCode: 'x'.repeat(2000) },
      'details',
      undefined,
    ],
    ['a referral link with a slash', { ...valid, referralLink: 'a/b' }, 'details', undefined],
    ['a referral link of two dots', { ...valid, referralLink: '..' }, 'details', undefined],
  ])('refuses %s on the right step', (_label, order, step, field) => {
    const parsed = parseCheckoutOrder(order);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.refusal.step).toBe(step);
      expect(parsed.refusal.field).toBe(field);
      expect(parsed.refusal.message).not.toBe('');
    }
  });

  it.each([
    ['promoCode', 'This promo code is not valid.'],
    ['referralLink', 'This referral link is not valid.'],
  ])('64. says which of the page-address ids is not valid (%s)', (key, message) => {
    expect(parseCheckoutOrder({ ...valid, [key]: '__x__' })).toMatchObject({
      ok: false,
      refusal: { step: 'details', message },
    });
  });
});

describe('startCheckout refusals: codes sent, texts from the table', () => {
  it('gives each refusal its code, its step and the text of its code', () => {
    const parsed = parseCheckoutOrder({ ...valid, gifts: { price_a: -1 } });
    expect(parsed).toEqual({
      ok: false,
      refusal: {
        code: 'badGiftQuantity',
        step: 'gifts',
        message: 'Gift quantities must be whole numbers of 0 or more.',
      },
    });
  });

  it('names an address problem by field and problem, with the form’s text', () => {
    const parsed = parseCheckoutOrder({ ...valid, shipping: { ...valid.shipping, city: '' } });
    expect(parsed).toEqual({
      ok: false,
      refusal: {
        code: 'cityRequired',
        step: 'details',
        field: 'city',
        message: 'Please enter your city.',
      },
    });
  });

  it.each([
    ['closed', 'details', undefined],
    ['legGone', 'details', 'distanceId'],
    ['giftGone', 'gifts', undefined],
    ['extraGone', 'extras', undefined],
    ['noOrganization', 'donation', 'foundation'],
    ['wrongTeamCode', 'details', 'teamCode'],
    ['tooManyAttempts', 'details', 'teamCode'],
  ] as const)('%s is shown on %s at %s', (code, step, field) => {
    const refusal = orderRefusal(code);
    expect(refusal.step).toBe(step);
    expect(refusal.field).toBe(field);
    expect(refusal.message).toBe(START_CHECKOUT_REFUSAL_TEXTS[code]);
  });

  it('fills the promo code into promoGone’s text', () => {
    expect(orderRefusalText('promoGone', 'SPRING5')).toBe(
      'The promo code SPRING5 is not valid any more.',
    );
  });

  it('sends the code, the step and the field, never the text', () => {
    expect(orderRefusalDetails(orderRefusal('cityRequired', { field: 'city' }))).toEqual({
      refusal: 'cityRequired',
      step: 'details',
      field: 'city',
    });
  });

  it('words a refusal from the code it carries, whatever the server’s message', () => {
    const error = {
      code: 'functions/failed-precondition',
      message: 'anything',
      details: { refusal: 'promoGone', step: 'details', message: 'stale text' },
    };
    expect(orderRefusalOf(error, 'SPRING5')).toEqual({
      code: 'promoGone',
      step: 'details',
      message: 'The promo code SPRING5 is not valid any more.',
    });
    expect(
      orderRefusalOf(
        { code: 'functions/invalid-argument', details: { refusal: 'cityRequired', field: 'city' } },
        null,
      ),
    ).toMatchObject({ code: 'cityRequired', field: 'city', message: 'Please enter your city.' });
  });

  it.each([
    [{ code: 'functions/unavailable', message: 'We could not reach the server just now.' }],
    [{ code: 'functions/failed-precondition', details: { step: 'details', message: 'old shape' } }],
    [{ code: 'functions/failed-precondition', details: { refusal: 'notOurs' } }],
    [new Error('offline')],
  ])('is no refusal for %j (an outage stays an outage, Retry)', (error) => {
    expect(orderRefusalOf(error, null)).toBeNull();
  });
});
