/**
 * A payment: stripe_customers/{uid}/payments/{paymentId} (docs/data-model.md, docs/product.md §R7).
 * Written by the Stripe extension (or the local checkout stand-in, or redeemGiftCode as a zero
 * payment); read by the payment trigger and the reconciliation sweep, which trust neither its
 * status nor its metadata alone (functions/src/registration/provision-payment.ts). Pure.
 */
import { toDate, toNumber, toRecord, toText } from './values';

export interface Payment {
  /** Stripe's status ('succeeded' is the only one provisioned); '' when absent. */
  readonly status: string;
  /** '' when absent. */
  readonly currency: string;
  /** Cents received: `amount_received`, else `amount`; null when neither is a number. */
  readonly amountReceived: number | null;
  /** The checkout session's metadata as Stripe copied it (contract/checkout-metadata.ts parses it). */
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Stripe's `created` (epoch seconds, or a Timestamp); null when absent. */
  readonly createdAt: Date | null;
  /** The gift code a redemption's zero payment carries in its metadata; null on a paid one. */
  readonly giftCode: string | null;
  /**
   * A complimentary registration's zero payment, written by an organiser's callable
   * (docs/organiser-console.md, "Complimentary registration"): no items, no gift code.
   */
  readonly complimentary: boolean;
}

function createdAt(value: unknown): Date | null {
  const seconds = typeof value === 'number' ? toNumber(value) : null;
  return seconds !== null ? new Date(seconds * 1000) : toDate(value);
}

export function parsePayment(data: Readonly<Record<string, unknown>>): Payment {
  const metadata = toRecord(data.metadata);
  const received = toNumber(data.amount_received);
  return {
    status: toText(data.status),
    currency: toText(data.currency),
    amountReceived:
      typeof data.amount_received === 'number' && received !== null
        ? received
        : typeof data.amount === 'number'
          ? toNumber(data.amount)
          : null,
    metadata,
    createdAt: createdAt(data.created),
    giftCode: typeof metadata.giftCode === 'string' ? metadata.giftCode : null,
    complimentary: data.complimentary === true,
  };
}
