/**
 * Whether a payment document carries its line items yet (docs/payments.md, "Stripe's order").
 * The Stripe extension writes the PaymentIntent on `payment_intent.succeeded` without `items`,
 * and merges `items` (the Checkout session's line items) in on `checkout.session.completed`, in
 * either order. Provisioning needs only the amount and the metadata (both on the PaymentIntent);
 * the receipt of the confirmation e-mail needs the items, so the e-mail waits for them. A gift
 * redemption's zero payment and a complimentary registration's (docs/organiser-console.md,
 * "Complimentary registration") have no items and need none: nothing was sold. Pure.
 */
import { parsePayment } from '../../../src/contract/docs/payment';

export function receiptReady(payment: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!payment) return false;
  const parsed = parsePayment(payment);
  if (parsed.giftCode !== null || parsed.complimentary) return true;
  return Array.isArray(payment.items) && payment.items.length > 0;
}
