/**
 * A checkout session: stripe_customers/{uid}/checkout_sessions/{sessionId} (docs/data-model.md,
 * docs/product.md §R7). The startCheckout callable writes the order; the Stripe extension (or the local
 * checkout stand-in) adds `url` or `error`; the browser waits for one of them
 * (features/registration/api/checkout-session.ts). Pure.
 */
import { toNumber, toRecord, toText } from './values';

/** What the browser sees when the payment page fails to open without a message. */
export const CHECKOUT_FAILED_MESSAGE = 'Checkout failed.';

export interface CheckoutSession {
  /** The payment page; null until it is known. */
  readonly url: string | null;
  /** The extension's error message; null when there is no error. */
  readonly errorMessage: string | null;
  /** Cents the stand-in charges (its own field); null when absent. */
  readonly amountTotal: number | null;
  /** The payment the stand-in wrote for this session; null until paid. */
  readonly paymentId: string | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

export function parseCheckoutSession(data: Readonly<Record<string, unknown>>): CheckoutSession {
  return {
    url: toText(data.url) || null,
    errorMessage: data.error ? toText(toRecord(data.error).message, CHECKOUT_FAILED_MESSAGE) : null,
    amountTotal: typeof data.amount_total === 'number' ? toNumber(data.amount_total) : null,
    paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
    successUrl: toText(data.success_url),
    cancelUrl: toText(data.cancel_url),
    metadata: toRecord(data.metadata),
  };
}
