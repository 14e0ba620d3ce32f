import { describe, expect, it } from 'vitest';
import { anonymisedPayment, holdsPersonalFields, nextCaptain } from './deletion-plan';

const paid = {
  status: 'succeeded',
  amount: 12900,
  amount_received: 12900,
  currency: 'cad',
  created: 1767225600,
  items: [{ price: 'price_a' }],
  receipt_email: 'anais@example.test',
  shipping: { name: 'Anaïs Runner' },
  charges: { data: [{ billing_details: { email: 'anais@example.test' } }] },
  provisionedAt: 1,
  registrationLegId: 'price_a',
  bibNumber: 7,
  metadata: {
    uid: 'u1',
    legId: 'price_a',
    raceId: 'race',
    teamName: 'Otters',
    teamCode: 'secret',
    shipping_first_name: 'Anaïs',
    shipping_phone: '5145550000',
    referral_link: 'bob',
    utm_source: 'news',
    gifts: '{}',
    promo_code: 'SAVE5',
  },
};

describe('anonymisedPayment', () => {
  it('keeps what was charged and for what, and drops her name, contact, team code and tracking', () => {
    expect(anonymisedPayment(paid)).toEqual({
      status: 'succeeded',
      amount: 12900,
      amount_received: 12900,
      currency: 'cad',
      created: 1767225600,
      items: [{ price: 'price_a' }],
      provisionedAt: 1,
      registrationLegId: 'price_a',
      metadata: { legId: 'price_a', raceId: 'race', gifts: '{}', promo_code: 'SAVE5' },
    });
    expect(JSON.stringify(anonymisedPayment(paid))).not.toMatch(/anais|Anaïs|5145550000|secret|u1/);
  });

  it('knows when nothing personal is left (a second run writes nothing)', () => {
    expect(holdsPersonalFields(paid)).toBe(true);
    expect(holdsPersonalFields({ ...anonymisedPayment(paid), accountDeletedAt: 1 })).toBe(false);
    expect(holdsPersonalFields({ status: 'succeeded' })).toBe(false);
  });
});

describe('nextCaptain', () => {
  it('is the remaining member with the lowest bib (registered first)', () => {
    expect(
      nextCaptain(
        [
          { uid: 'cap', bibNumber: 1 },
          { uid: 'late', bibNumber: 9 },
          { uid: 'early', bibNumber: 3 },
          { uid: 'nobib', bibNumber: null },
        ],
        'cap',
      ),
    ).toBe('early');
  });

  it('takes a member without a bib when nobody else is left, by uid for the same answer each time', () => {
    expect(
      nextCaptain(
        [
          { uid: 'b', bibNumber: null },
          { uid: 'a', bibNumber: null },
        ],
        'cap',
      ),
    ).toBe('a');
  });

  it('is nobody when she was alone', () => {
    expect(nextCaptain([{ uid: 'cap', bibNumber: 1 }], 'cap')).toBeNull();
  });
});
