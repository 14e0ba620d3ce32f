/**
 * Canadian sales taxes as a receipt shows them (docs/payments.md, "Receipts"): GST/HST on one
 * line and QST on another, each beside the business's registration number, and any other tax
 * (a provincial PST) on a line of its own. Stripe Tax (automatic_tax) records on each line item
 * the taxes it charged, `taxes: [{ amount, rate: { tax_type } }]`, with tax types `gst`, `hst`,
 * `qst`, `pst`, `rst`…; a line with `amount_tax` but no such breakdown counts as other. One rule
 * for every reader of a payment (the confirmation e-mail's receipt, functions/src/registration/
 * receipt.ts). Pure.
 */

/** The receipt's tax lines: GST/HST together (one federal/harmonized registration), QST apart. */
export type SalesTaxLine = 'gstHst' | 'qst' | 'other';

export type SalesTaxCents = Readonly<Record<SalesTaxLine, number>>;

const cents = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

const record = (value: unknown): Readonly<Record<string, unknown>> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** The receipt line of one of Stripe's tax types ('gst', 'hst', 'qst', 'pst', …). */
export function salesTaxLineOf(taxType: unknown): SalesTaxLine {
  const type = typeof taxType === 'string' ? taxType.toLowerCase() : '';
  if (type === 'gst' || type === 'hst') return 'gstHst';
  if (type === 'qst') return 'qst';
  return 'other';
}

/** The taxes one line item charged, by receipt line. */
export function salesTaxOfItem(item: unknown): SalesTaxCents {
  const totals = { gstHst: 0, qst: 0, other: 0 };
  const line = record(item);
  if (!line) return totals;
  const taxes = Array.isArray(line.taxes) ? line.taxes : [];
  let broken = 0;
  for (const tax of taxes) {
    const entry = record(tax);
    if (!entry) continue;
    const amount = cents(entry.amount);
    totals[salesTaxLineOf(record(entry.rate)?.tax_type)] += amount;
    broken += amount;
  }
  // What amount_tax holds beyond the breakdown (none given, or a part of it) is still tax.
  totals.other += Math.max(0, cents(line.amount_tax) - broken);
  return totals;
}

/** The taxes of every line item, added up by receipt line. */
export function salesTaxOfItems(items: readonly unknown[]): SalesTaxCents {
  const totals = { gstHst: 0, qst: 0, other: 0 };
  for (const item of items) {
    const taxes = salesTaxOfItem(item);
    totals.gstHst += taxes.gstHst;
    totals.qst += taxes.qst;
    totals.other += taxes.other;
  }
  return totals;
}
