import { describe, expect, it } from 'vitest';
import { receiptReady } from './payment-items';

describe('receiptReady', () => {
  const line = { description: 'Leg', quantity: 1, amount_total: 1000 };
  const cases: readonly [string, Record<string, unknown> | undefined, boolean][] = [
    ['no payment document', undefined, false],
    ['payment_intent.succeeded first: no items yet', { status: 'succeeded', amount: 1000 }, false],
    ['items merged in by checkout.session.completed', { status: 'succeeded', items: [line] }, true],
    ['an empty items list', { status: 'succeeded', items: [] }, false],
    ['items that are not a list', { status: 'succeeded', items: { 0: line } }, false],
    [
      'a gift redemption (no items by design)',
      { status: 'succeeded', metadata: { giftCode: 'G' } },
      true,
    ],
    [
      'a complimentary registration (no items, no gift code: nothing was sold)',
      { status: 'succeeded', amount: 0, items: [], complimentary: true },
      true,
    ],
    ['a complimentary mark that is not true', { status: 'succeeded', complimentary: 'yes' }, false],
  ];
  it.each(cases)('%s', (_name, payment, expected) => {
    expect(receiptReady(payment)).toBe(expected);
  });
});
