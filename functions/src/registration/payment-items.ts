/**
 * Whether a payment document carries its line items yet (docs/payments.md, "Stripe's order").
 * The Stripe extension writes the PaymentIntent on `payment_intent.succeeded` without `items`,
 * and merges `items` (the Checkout session's line items) in on `checkout.session.completed`, in
 * either order. Provisioning needs only the amount and the metadata (both on the PaymentIntent);
 * the receipt of the confirmation e-mail needs the items, so the e-mail waits for them. A gift
 * redemption's zero payment has no items and needs none. Pure.
 */
import { parsePayment } from '../../../src/contract/docs/payment';

export function receiptReady(payment: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!payment) return false;
  if (parsePayment(payment).giftCode !== null) return true;
  return Array.isArray(payment.items) && payment.items.length > 0;
}
