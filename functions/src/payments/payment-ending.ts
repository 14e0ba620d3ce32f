/**
 * What a payment's recorded refund and dispute (our Stripe webhook writes them on the payment
 * document: `refund` {amountRefundedCents, full, …}, `dispute` {id, status, …}) mean for its
 * registration (docs/payments.md, "Refunds and disputes"): a full refund or a lost dispute ends
 * it; a partial refund (an extra, the donation) changes only the receipt. Pure.
 */
export type PaymentEnding = 'refunded' | 'dispute-lost';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function endingOf(
  payment: Readonly<Record<string, unknown>> | undefined,
): PaymentEnding | null {
  if (isRecord(payment?.dispute) && payment.dispute.status === 'lost') return 'dispute-lost';
  if (isRecord(payment?.refund) && payment.refund.full === true) return 'refunded';
  return null;
}

/** Cents refunded so far (Stripe's cumulative `amount_refunded`), for the receipt. */
export function refundedCentsOf(payment: Readonly<Record<string, unknown>> | undefined): number {
  const value = isRecord(payment?.refund) ? payment.refund.amountRefundedCents : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}
