/**
 * Early-bird pricing (spec 01 §4, §9): early-bird pricing is active until the day after the
 * race's `early_end` date at 07:00 UTC (midnight Pacific daylight time), then regular pricing.
 */

/** Hour (UTC) of the day after `early_end` at which the early-bird price ends. */
export const EARLY_BIRD_CUTOFF_HOUR_UTC = 7;

/** The parts of a price document (`products/{id}/prices/{legId}`) that pricing needs. */
export interface LegPriceDoc {
  /** Cents; the Stripe price's own amount. */
  readonly unit_amount: number;
  /** The extension's flattened metadata: amounts in cents, as strings. */
  readonly metadata?: {
    readonly early_price?: string;
    readonly regular_price?: string;
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant early-bird pricing ends: the day after `earlyEnd` ('YYYY-MM-DD') at 07:00 UTC.
 * Returns null when `earlyEnd` is absent or not a real calendar date.
 */
export function earlyBirdCutoff(earlyEnd: string | undefined): Date | null {
  const match = earlyEnd === undefined ? null : ISO_DATE.exec(earlyEnd.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Reject dates that Date.UTC silently rolls over (e.g. 2025-02-30).
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Date(Date.UTC(year, month - 1, day + 1, EARLY_BIRD_CUTOFF_HOUR_UTC));
}

/** True while `now` is strictly before the cutoff. No (or an invalid) `earlyEnd` means no early bird. */
export function isEarlyBird(earlyEnd: string | undefined, now: Date): boolean {
  const cutoff = earlyBirdCutoff(earlyEnd);
  return cutoff !== null && now.getTime() < cutoff.getTime();
}

/** Parses a metadata amount ('4500') as whole cents; anything else is treated as missing. */
export function parseCents(value: string | undefined): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const cents = Number(trimmed);
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The price of a leg in cents at `now`: `metadata.early_price` during early bird,
 * `metadata.regular_price` afterwards; `unit_amount` when the applicable metadata amount
 * is missing or not a whole number of cents.
 */
export function legPriceCents(price: LegPriceDoc, earlyEnd: string | undefined, now: Date): number {
  const fromMetadata = isEarlyBird(earlyEnd, now)
    ? parseCents(price.metadata?.early_price)
    : parseCents(price.metadata?.regular_price);
  return fromMetadata ?? price.unit_amount;
}
