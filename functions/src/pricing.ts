/**
 * Server copy of the client's pure pricing rules (src/features/registration/logic/
 * pricing.ts, service-fee.ts, shipping.ts, donation.ts): functions/ cannot import from src/.
 * Keep the two in step; the unit tests pin the same cases.
 *
 * - Early bird until the day after `early_end` at 07:00 UTC, then regular (spec 01 §4, §9).
 * - Service fee = base × (1 + min(5, floor(subtotal / $145))), subtotal = leg + gifts + extras.
 * - International shipping 1500 cents outside Canada; donation = whole dollars × 100.
 */

export const EARLY_BIRD_CUTOFF_HOUR_UTC = 7;
export const SERVICE_FEE_STEP_CENTS = 14_500;
export const SERVICE_FEE_MAX_EXTRA_STEPS = 5;
export const INTERNATIONAL_SHIPPING_CENTS = 1500;
export const HOME_COUNTRY_CODE = 'CA';

export interface PriceDocLike {
  readonly unit_amount?: unknown;
  readonly metadata?: { readonly early_price?: unknown; readonly regular_price?: unknown } | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function earlyBirdCutoff(earlyEnd: unknown): Date | null {
  const match = typeof earlyEnd === 'string' ? ISO_DATE.exec(earlyEnd.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Date(Date.UTC(year, month - 1, day + 1, EARLY_BIRD_CUTOFF_HOUR_UTC));
}

export function isEarlyBird(earlyEnd: unknown, now: Date): boolean {
  const cutoff = earlyBirdCutoff(earlyEnd);
  return cutoff !== null && now.getTime() < cutoff.getTime();
}

/** '4500' → 4500; anything but a whole number of cents (as a string) → null. */
export function parseCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const cents = Number(trimmed);
  return Number.isSafeInteger(cents) ? cents : null;
}

function wholeCents(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * The price in cents at `now`: metadata.early_price during early bird, metadata.regular_price
 * afterwards, unit_amount when that metadata amount is missing. Null when nothing is usable.
 */
export function priceCentsAt(price: PriceDocLike, earlyEnd: unknown, now: Date): number | null {
  const fromMetadata = isEarlyBird(earlyEnd, now)
    ? parseCents(price.metadata?.early_price)
    : parseCents(price.metadata?.regular_price);
  return fromMetadata ?? wholeCents(price.unit_amount);
}

export function serviceFeeMultiplier(subtotalCents: number): number {
  return 1 + Math.min(SERVICE_FEE_MAX_EXTRA_STEPS, Math.floor(Math.max(0, subtotalCents) / SERVICE_FEE_STEP_CENTS));
}

export function serviceFeeCents(baseFeeCents: number, subtotalCents: number): number {
  return baseFeeCents * serviceFeeMultiplier(subtotalCents);
}

export function isInternational(countryCode: unknown): boolean {
  return typeof countryCode !== 'string' || countryCode.trim().toUpperCase() !== HOME_COUNTRY_CODE;
}

export function shippingCents(countryCode: unknown): number {
  return isInternational(countryCode) ? INTERNATIONAL_SHIPPING_CENTS : 0;
}
