import { describe, expect, it } from 'vitest';
import { parseStripeEvent } from './stripe-event';

const charge = (fields: Record<string, unknown>) => ({
  id: 'evt_1',
  type: 'charge.refunded',
  data: {
    object: { id: 'ch_1', payment_intent: 'pi_1', customer: 'cus_1', amount: 5000, ...fields },
  },
});

describe('parseStripeEvent', () => {
  it.each([
    [
      'a full refund',
      charge({ amount_refunded: 5000, refunded: true }),
      { amountRefundedCents: 5000, full: true },
    ],
    [
      'a partial refund',
      charge({ amount_refunded: 1000, refunded: false }),
      { amountRefundedCents: 1000, full: false },
    ],
    [
      'refunds adding up to the whole charge',
      charge({ amount_refunded: 5000, refunded: false }),
      { full: true },
    ],
  ])('%s', (_name, body, change) => {
    const parsed = parseStripeEvent(body);
    expect(parsed).toMatchObject({
      ok: true,
      event: {
        eventId: 'evt_1',
        paymentIntentId: 'pi_1',
        customerId: 'cus_1',
        change: { kind: 'refund', ...change },
      },
    });
  });

  it('a dispute closed', () => {
    const body = {
      id: 'evt_2',
      type: 'charge.dispute.closed',
      data: { object: { id: 'dp_1', charge: 'ch_1', payment_intent: 'pi_1', status: 'lost' } },
    };
    expect(parseStripeEvent(body)).toMatchObject({
      ok: true,
      event: {
        paymentIntentId: 'pi_1',
        customerId: null,
        change: { kind: 'dispute', disputeId: 'dp_1', status: 'lost' },
      },
    });
  });

  it.each([
    [
      'another event type is acknowledged and ignored',
      { id: 'evt_3', type: 'charge.succeeded', data: { object: {} } },
      { ok: true, event: null },
    ],
    ['not an event', 'x', { ok: false }],
    ['an id with a slash', { id: 'evt/1', type: 'charge.refunded' }, { ok: false }],
    ['no payment intent', charge({ payment_intent: null, amount_refunded: 1 }), { ok: false }],
    [
      'a payment intent id with a path',
      charge({ payment_intent: '../x', amount_refunded: 1 }),
      { ok: false },
    ],
    ['no amount refunded', charge({}), { ok: false }],
    ['a negative amount refunded', charge({ amount_refunded: -1 }), { ok: false }],
  ])('%s', (_name, body, expected) => {
    expect(parseStripeEvent(body)).toMatchObject(expected);
  });
});
