/**
 * Whether a payment's amount covers its order (pure): the second line behind the
 * `startCheckout` callable, which already priced the session from the catalogue.
 *
 * - Expected: `orderCharge` (src/contract/order-charge.ts) for the order in the payment's
 *   metadata, priced from the catalogue at payment time, with the coupon of the order's promo
 *   code (as Stripe applied it) and shipping to the order's own country.
 * - Taxes: production checkout has automatic_tax on, so the amount may exceed the expected
 *   total by at most 15 % (the highest Canadian sales tax, HST) of its taxable part, rounded
 *   up. The local stand-in adds no tax.
 * - No other discount: a referral link credits the referrer, it takes nothing off by itself
 *   (the $5 off of a referral is a promo code with its own coupon).
 */
import type { OrderCharge } from '../../../src/contract/order-charge';

const MAX_TAX_RATE = 0.15;

/** Null when `paidCents` is acceptable for `expected`; otherwise why not. */
export function amountProblem(paidCents: unknown, expected: OrderCharge): string | null {
  if (typeof paidCents !== 'number' || !Number.isSafeInteger(paidCents) || paidCents < 0) {
    return `amount ${String(paidCents)} is not a whole number of cents`;
  }
  const min = expected.totalCents;
  const max = expected.totalCents + Math.ceil(expected.taxableCents * MAX_TAX_RATE);
  if (paidCents < min) return `amount ${paidCents} is below the expected ${expected.totalCents}`;
  if (paidCents > max)
    return `amount ${paidCents} is above the expected ${expected.totalCents} plus tax (maximum ${max})`;
  return null;
}
