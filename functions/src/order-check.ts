/**
 * What an order must cost, and whether a payment's amount covers it (pure).
 *
 * Our decisions (the spec does not say):
 * - Expected = leg (early/regular at payment time) + gifts + extras + service fee + shipping
 *   + donation, from the price documents and the session metadata, never from the client's
 *   line items.
 * - Taxes: production checkout has automatic_tax on, so the amount may exceed the expected
 *   pre-tax total by at most 15 % (the highest Canadian sales tax, HST) of the taxable part
 *   (everything but the donation), rounded up. The local stand-in adds no tax.
 * - Discounts: none, unless the session carried a promo code that is valid (active in
 *   options/validPromoCodes/codes) — then the registration (the leg line) may be discounted
 *   up to its full price — or a valid referral link that is not the buyer's own — then up to
 *   500 cents ($5 off registration, spec 02 §1). Gifts, extras, fee, shipping and the
 *   donation are never discounted.
 */
import { serviceFeeCents } from './pricing';

export const MAX_TAX_RATE = 0.15;
export const REFERRAL_DISCOUNT_CENTS = 500;

export interface ChargeInput {
  readonly legCents: number;
  readonly gifts: readonly { readonly unitCents: number; readonly quantity: number }[];
  readonly extrasCents: readonly number[];
  readonly baseFeeCents: number;
  readonly shippingCents: number;
  readonly donationCents: number;
}

export interface ExpectedCharge {
  readonly subtotalCents: number;
  readonly serviceFeeCents: number;
  readonly shippingCents: number;
  readonly donationCents: number;
  readonly totalCents: number;
  /** The part sales tax may apply to (all but the donation). */
  readonly taxableCents: number;
}

export function expectedCharge(input: ChargeInput): ExpectedCharge {
  const subtotal =
    input.legCents +
    input.gifts.reduce((sum, gift) => sum + gift.unitCents * gift.quantity, 0) +
    input.extrasCents.reduce((sum, cents) => sum + cents, 0);
  const fee = serviceFeeCents(input.baseFeeCents, subtotal);
  const taxable = subtotal + fee + input.shippingCents;
  return {
    subtotalCents: subtotal,
    serviceFeeCents: fee,
    shippingCents: input.shippingCents,
    donationCents: input.donationCents,
    totalCents: taxable + input.donationCents,
    taxableCents: taxable,
  };
}

/** The discount an order may carry: see the module comment. */
export function allowedDiscountCents(legCents: number, validPromo: boolean, validReferral: boolean): number {
  return Math.max(validPromo ? legCents : 0, validReferral ? Math.min(REFERRAL_DISCOUNT_CENTS, legCents) : 0);
}

/** Null when `paidCents` is acceptable for `expected`; otherwise why not. */
export function amountProblem(paidCents: unknown, expected: ExpectedCharge, discountCents: number): string | null {
  if (typeof paidCents !== 'number' || !Number.isSafeInteger(paidCents) || paidCents < 0) {
    return `amount ${String(paidCents)} is not a whole number of cents`;
  }
  const min = expected.totalCents - discountCents;
  const max = expected.totalCents + Math.ceil(expected.taxableCents * MAX_TAX_RATE);
  if (paidCents < min) return `amount ${paidCents} is below the expected ${expected.totalCents} (minimum ${min})`;
  if (paidCents > max) return `amount ${paidCents} is above the expected ${expected.totalCents} plus tax (maximum ${max})`;
  return null;
}
