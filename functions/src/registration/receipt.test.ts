import { describe, expect, it } from 'vitest';
import { receiptOf } from './receipt';

describe('the receipt of a payment', () => {
  it("takes the local checkout's lines, its negative discount line, and the amount received", () => {
    expect(
      receiptOf({
        amount_received: 2330,
        items: [
          { description: '100 km Leg', quantity: 1, amount_total: 1000 },
          { description: 'Gift: 100 km Leg', quantity: 2, amount_total: 2000 },
          { description: 'Service Fee', quantity: 1, amount_total: 300 },
          { description: 'Discount (RUNCANADA)', quantity: 1, amount_total: -970 },
        ],
      }),
    ).toEqual({
      lines: [
        { description: '100 km Leg', quantity: 1, cents: 1000 },
        { description: 'Gift: 100 km Leg', quantity: 2, cents: 2000 },
        { description: 'Service Fee', quantity: 1, cents: 300 },
      ],
      discountCents: 970,
      taxCents: 0,
      taxes: { gstHst: 0, qst: 0, other: 0 },
      totalCents: 2330,
      refundedCents: 0,
      giftCode: null,
    });
  });

  it("takes Stripe's subtotal, discount and tax per line", () => {
    const receipt = receiptOf({
      amount: 1243,
      items: [
        {
          description: 'Leg',
          quantity: 1,
          amount_subtotal: 1200,
          amount_discount: 100,
          amount_tax: 143,
          amount_total: 1243,
        },
      ],
    });
    expect(receipt).toMatchObject({
      lines: [{ description: 'Leg', quantity: 1, cents: 1200 }],
      discountCents: 100,
      taxCents: 143,
      totalCents: 1243,
    });
  });

  it('splits the taxes Stripe recorded into GST/HST and QST', () => {
    const receipt = receiptOf({
      amount_received: 11497,
      items: [
        {
          description: '1,000 km Leg',
          quantity: 1,
          amount_subtotal: 10000,
          amount_tax: 1497,
          amount_total: 11497,
          taxes: [
            { amount: 500, rate: { tax_type: 'gst' } },
            { amount: 997, rate: { tax_type: 'qst' } },
          ],
        },
      ],
    });
    expect(receipt).toMatchObject({ taxCents: 1497, taxes: { gstHst: 500, qst: 997, other: 0 } });
  });

  it("a gift redemption's zero payment: no lines, the code", () => {
    expect(
      receiptOf({ amount: 0, amount_received: 0, items: [], metadata: { giftCode: 'GIFT-1' } }),
    ).toEqual({
      lines: [],
      discountCents: 0,
      taxCents: 0,
      taxes: { gstHst: 0, qst: 0, other: 0 },
      totalCents: 0,
      refundedCents: 0,
      giftCode: 'GIFT-1',
    });
  });

  it('a partial refund recorded by our Stripe webhook: the total charged stays, the refund beside it', () => {
    const receipt = receiptOf({
      amount_received: 2330,
      items: [{ description: 'Socks', quantity: 1, amount_total: 1800 }],
      refund: { amountRefundedCents: 1800, full: false },
    });
    expect(receipt).toMatchObject({ totalCents: 2330, refundedCents: 1800 });
  });

  it('ignores malformed items', () => {
    expect(receiptOf({ amount_received: 5, items: [null, 'x', 3] }).lines).toEqual([]);
  });
});
