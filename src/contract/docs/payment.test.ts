import { describe, expect, it } from 'vitest';
import { parsePayment } from './payment';

describe('parsePayment', () => {
  it.each([
    [
      'a paid payment (Stripe: created in seconds)',
      {
        status: 'succeeded',
        currency: 'cad',
        amount: 5000,
        amount_received: 5650,
        metadata: { uid: 'u1' },
        created: 1_700_000_000,
      },
      {
        status: 'succeeded',
        currency: 'cad',
        amountReceived: 5650,
        metadata: { uid: 'u1' },
        createdAt: new Date(1_700_000_000_000),
        giftCode: null,
      },
    ],
    [
      'a gift redemption (amount only, a Timestamp)',
      {
        status: 'succeeded',
        currency: 'cad',
        amount: 0,
        metadata: { giftCode: 'GIFT-1' },
        created: { toDate: () => new Date('2025-01-01T00:00:00Z') },
      },
      {
        amountReceived: 0,
        createdAt: new Date('2025-01-01T00:00:00Z'),
        giftCode: 'GIFT-1',
      },
    ],
    [
      'missing fields',
      {},
      {
        status: '',
        currency: '',
        amountReceived: null,
        metadata: {},
        createdAt: null,
        giftCode: null,
      },
    ],
    [
      'wrong types',
      {
        status: 1,
        currency: null,
        amount_received: '5650',
        amount: 'x',
        metadata: 'x',
        created: 'x',
      },
      { status: '', currency: '', amountReceived: null, metadata: {}, createdAt: null },
    ],
    [
      'a received amount of another type falls back to amount',
      { amount_received: null, amount: 7 },
      { amountReceived: 7 },
    ],
  ])('%s', (_label, data, expected) => expect(parsePayment(data)).toMatchObject(expected));
});
