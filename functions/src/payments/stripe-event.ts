/**
 * What a Stripe event means for a payment document (docs/payments.md). The Stripe extension
 * records neither refunds nor disputes (its webhook handles payment_intent.*, checkout.session.*,
 * products, prices, invoices and subscriptions only), and a PaymentIntent keeps its status
 * 'succeeded' after a refund; so our own webhook reads:
 * - `charge.refunded` (a Charge: `payment_intent`, `customer`, `amount`, `amount_refunded`
 *   cumulative, `refunded` true only once the whole charge is refunded);
 * - `charge.dispute.closed` (a Dispute: `payment_intent`, `charge`, `status` 'won' | 'lost' |
 *   'warning_closed'); only 'lost' takes the money back.
 * Anything else is acknowledged and ignored. Pure.
 */

export type PaymentChange =
  | {
      readonly kind: 'refund';
      readonly amountRefundedCents: number;
      readonly amountCents: number;
      readonly full: boolean;
    }
  | { readonly kind: 'dispute'; readonly disputeId: string; readonly status: string };

export interface StripePaymentEvent {
  readonly eventId: string;
  readonly paymentIntentId: string;
  /** The Stripe customer (cus_…) a charge names, for the log; a dispute names none. */
  readonly customerId: string | null;
  readonly change: PaymentChange;
}

export type ParsedStripeEvent =
  | { readonly ok: true; readonly event: StripePaymentEvent | null }
  | { readonly ok: false; readonly reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SAFE_ID = /^[A-Za-z0-9_]{1,200}$/;

const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

export function parseStripeEvent(body: unknown): ParsedStripeEvent {
  if (!isRecord(body) || typeof body.id !== 'string' || !SAFE_ID.test(body.id))
    return { ok: false, reason: 'not a Stripe event' };
  const object = isRecord(body.data) && isRecord(body.data.object) ? body.data.object : null;
  if (body.type !== 'charge.refunded' && body.type !== 'charge.dispute.closed')
    return { ok: true, event: null };
  if (object === null) return { ok: false, reason: `${body.type} without data.object` };
  const paymentIntentId = object.payment_intent;
  if (typeof paymentIntentId !== 'string' || !SAFE_ID.test(paymentIntentId))
    return { ok: false, reason: `${body.type} without a payment_intent` };
  const customerId =
    typeof object.customer === 'string' && SAFE_ID.test(object.customer) ? object.customer : null;
  if (body.type === 'charge.refunded') {
    const amountRefundedCents = cents(object.amount_refunded);
    const amountCents = cents(object.amount);
    if (amountRefundedCents === null || amountCents === null)
      return { ok: false, reason: 'charge.refunded without amount and amount_refunded' };
    return {
      ok: true,
      event: {
        eventId: body.id,
        paymentIntentId,
        customerId,
        change: {
          kind: 'refund',
          amountRefundedCents,
          amountCents,
          full: object.refunded === true || amountRefundedCents >= amountCents,
        },
      },
    };
  }
  if (
    typeof object.id !== 'string' ||
    !SAFE_ID.test(object.id) ||
    typeof object.status !== 'string'
  )
    return { ok: false, reason: 'charge.dispute.closed without id and status' };
  return {
    ok: true,
    event: {
      eventId: body.id,
      paymentIntentId,
      customerId,
      change: { kind: 'dispute', disputeId: object.id, status: object.status },
    },
  };
}
