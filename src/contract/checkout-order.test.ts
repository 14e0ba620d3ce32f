import { describe, expect, it } from 'vitest';
import { MAX_GIFTS, parseCheckoutOrder } from './checkout-order';
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
    expect(parseCheckoutOrder({ ...valid, [key]: '__x__' })).toEqual({
      ok: false,
      refusal: { step: 'details', message },
    });
  });
});
