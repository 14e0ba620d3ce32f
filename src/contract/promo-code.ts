/**
 * Promo codes and what they are worth (docs/product.md §R5: a promo code applies only if it is valid).
 *
 * A code lives at options/validPromoCodes/codes/{CODE} (docs/data-model.md) with the Stripe
 * promotion it stands for and that promotion's coupon, shaped like Stripe's: `percent_off`
 * or `amount_off` (cents, cad), optionally limited to products (`applies_to.products`).
 * The browser shows the banner from the same document; the server prices the discount with
 * `couponDiscountCents` when it writes the checkout session, as Stripe will apply it, and
 * provisioning accepts exactly that discount, no more.
 */
import { isSafeDocId } from './document-id';

/** Letters, digits, '-' and '_', 1 to 40 characters, case kept (the stored id decides). */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The code, trimmed, or null when it cannot be a promo code (nor a document id: `__x__`). */
export function normalizePromoCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim();
  return PROMO_CODE.test(code) && isSafeDocId(code) ? code : null;
}

export interface Coupon {
  readonly percentOff: number | null;
  /** Cents. */
  readonly amountOff: number | null;
  /** Products the coupon is limited to; null: the whole order (Stripe's default). */
  readonly products: readonly string[] | null;
}

export interface PromoCodeDoc {
  readonly promotionId: string;
  readonly coupon: Coupon;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A code document that is active and carries a usable coupon, or null. */
export function parsePromoCodeDoc(data: unknown): PromoCodeDoc | null {
  if (
    !isRecord(data) ||
    data.active === false ||
    typeof data.promotionId !== 'string' ||
    data.promotionId === ''
  )
    return null;
  const coupon = isRecord(data.coupon) ? data.coupon : null;
  if (!coupon) return null;
  const percent = coupon.percent_off;
  const amount = coupon.amount_off;
  const percentOff = typeof percent === 'number' && percent > 0 && percent <= 100 ? percent : null;
  const amountOff =
    typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
  if ((percentOff === null) === (amountOff === null)) return null; // exactly one, as Stripe requires
  if (amountOff !== null && coupon.currency !== undefined && coupon.currency !== 'cad') return null;
  const appliesTo = isRecord(coupon.applies_to) ? coupon.applies_to.products : undefined;
  const products = Array.isArray(appliesTo)
    ? appliesTo.filter((id): id is string => typeof id === 'string')
    : null;
  return { promotionId: data.promotionId, coupon: { percentOff, amountOff, products } };
}

/** One priced line of an order, for the discount: its product and its amount (unit × quantity). */
export interface DiscountableLine {
  readonly productId: string | null;
  readonly amountCents: number;
}

/**
 * The discount Stripe gives for `coupon` on these lines: over the lines of the coupon's
 * products (all lines without a limit), `percent_off` rounded to the cent, or `amount_off`
 * up to what those lines cost. Never more than the eligible amount, never negative.
 */
export function couponDiscountCents(coupon: Coupon, lines: readonly DiscountableLine[]): number {
  const eligible = lines
    .filter(
      (line) =>
        coupon.products === null ||
        (line.productId !== null && coupon.products.includes(line.productId)),
    )
    .reduce((sum, line) => sum + Math.max(0, line.amountCents), 0);
  if (coupon.percentOff !== null)
    return Math.min(eligible, Math.round((eligible * coupon.percentOff) / 100));
  return Math.min(eligible, coupon.amountOff ?? 0);
}
