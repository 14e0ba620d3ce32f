/**
 * What a payment charged, as its document records it (the Stripe extension's `items`, or the
 * local checkout's priced lines; functions/src/registration/line-items.ts), for the receipt in
 * the registration confirmation e-mail. Stripe's line items carry `amount_subtotal`,
 * `amount_discount` and `amount_tax`; the local stand-in writes a discount as a negative line
 * and charges no tax. The total is what was received, never a sum recomputed here. The taxes are
 * split as a Canadian receipt shows them, GST/HST and QST apart (src/contract/sales-tax.ts). Pure.
 */
import { parsePayment } from '../../../src/contract/docs/payment';
import { salesTaxOfItems, type SalesTaxCents } from '../../../src/contract/sales-tax';
import { refundedCentsOf } from '../payments/payment-ending';

export interface ReceiptLine {
  readonly description: string;
  readonly quantity: number;
  /** Before discount and tax. */
  readonly cents: number;
}

export interface Receipt {
  readonly lines: readonly ReceiptLine[];
  readonly discountCents: number;
  /** All taxes charged. */
  readonly taxCents: number;
  /** The same, by receipt line: GST/HST, QST, any other. */
  readonly taxes: SalesTaxCents;
  readonly totalCents: number;
  /** What Stripe refunded of it so far (a partial refund: an extra, the donation); 0 when none. */
  readonly refundedCents: number;
  /** The code a gift redemption's zero payment was made with; null for a card payment. */
  readonly giftCode: string | null;
}

const cents = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;

export function receiptOf(payment: Readonly<Record<string, unknown>>): Receipt {
  const parsed = parsePayment(payment);
  const items = Array.isArray(payment.items) ? payment.items : [];
  const lines: ReceiptLine[] = [];
  let discountCents = 0;
  let taxCents = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const line = item as Record<string, unknown>;
    const total = cents(line.amount_total);
    const tax = cents(line.amount_tax);
    const discount = cents(line.amount_discount);
    const subtotal =
      typeof line.amount_subtotal === 'number'
        ? cents(line.amount_subtotal)
        : total - tax + discount;
    taxCents += tax;
    discountCents += discount;
    if (subtotal < 0) {
      discountCents += -subtotal;
      continue;
    }
    lines.push({
      description: typeof line.description === 'string' ? line.description : '',
      quantity: typeof line.quantity === 'number' && line.quantity > 0 ? line.quantity : 1,
      cents: subtotal,
    });
  }
  return {
    lines,
    discountCents,
    taxCents,
    taxes: salesTaxOfItems(items),
    totalCents: parsed.amountReceived ?? 0,
    refundedCents: refundedCentsOf(payment),
    giftCode: parsed.giftCode,
  };
}
