import { describe, expect, it } from 'vitest';
import { endingOf, refundedCentsOf } from './payment-ending';

describe('endingOf and refundedCentsOf', () => {
  const cases: readonly [string, Record<string, unknown> | undefined, string | null, number][] = [
    ['a paid payment', { status: 'succeeded' }, null, 0],
    ['a partial refund', { refund: { amountRefundedCents: 1000, full: false } }, null, 1000],
    ['a full refund', { refund: { amountRefundedCents: 5000, full: true } }, 'refunded', 5000],
    ['a dispute under review', { dispute: { status: 'under_review' } }, null, 0],
    ['a dispute won', { dispute: { status: 'won' } }, null, 0],
    ['a dispute lost', { dispute: { status: 'lost' } }, 'dispute-lost', 0],
    ['no document', undefined, null, 0],
  ];
  it.each(cases)('%s', (_name, payment, ending, refunded) => {
    expect(endingOf(payment)).toBe(ending);
    expect(refundedCentsOf(payment)).toBe(refunded);
  });
});
