/**
 * Prices of legs and extras, shared by the browser (what the form shows) and the server
 * (what the checkout charges and provisioning accepts).
 *
 * Early-bird pricing (docs/product.md §R4, §R9): early-bird pricing is active until the day after the
 * race's `early_end` date at 07:00 UTC (midnight Pacific daylight time), then regular pricing.
 * The sale of a race follows the same clock: it opens on `early_start` (or `regular_start`)
 * at 07:00 UTC and closes the day after `regular_end` at 07:00 UTC.
 */

import type { Price } from './docs/product';

/** Hour (UTC) of the day after `early_end` at which the early-bird price ends. */
const EARLY_BIRD_CUTOFF_HOUR_UTC = 7;

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
export function earlyBirdCutoff(earlyEnd: unknown): Date | null {
  return cutoffOfDay(earlyEnd, 1);
}

/** 07:00 UTC of the day `dayOffset` days after the 'YYYY-MM-DD' date, or null for anything else. */
function cutoffOfDay(value: unknown, dayOffset: number): Date | null {
  const match = typeof value === 'string' ? ISO_DATE.exec(value.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Reject dates that Date.UTC silently rolls over (e.g. 2025-02-30).
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return new Date(Date.UTC(year, month - 1, day + dayOffset, EARLY_BIRD_CUTOFF_HOUR_UTC));
}

/** True while `now` is strictly before the cutoff. No (or an invalid) `earlyEnd` means no early bird. */
export function isEarlyBird(earlyEnd: unknown, now: Date): boolean {
  const cutoff = earlyBirdCutoff(earlyEnd);
  return cutoff !== null && now.getTime() < cutoff.getTime();
}

/** Parses a metadata amount ('4500') as whole cents; anything else is treated as missing. */
export function parseCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
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

/** A price document as stored, read without trusting its types (the server reads raw documents). */
export interface PriceDocLike {
  readonly unit_amount?: unknown;
  readonly metadata?: { readonly early_price?: unknown; readonly regular_price?: unknown } | null;
}

/** Like `legPriceCents`, for a raw document: null when it has no usable amount. */
export function priceCentsAt(price: PriceDocLike, earlyEnd: unknown, now: Date): number | null {
  const fromMetadata = isEarlyBird(earlyEnd, now)
    ? parseCents(price.metadata?.early_price)
    : parseCents(price.metadata?.regular_price);
  const unit = price.unit_amount;
  return (
    fromMetadata ??
    (typeof unit === 'number' && Number.isSafeInteger(unit) && unit >= 0 ? unit : null)
  );
}

/** A price's amount at `now` (its model, contract/docs/product.ts): null when it has none. */
export function priceCentsOf(price: Price, earlyEnd: unknown, now: Date): number | null {
  return priceCentsAt({ unit_amount: price.unitAmount, metadata: price.metadata }, earlyEnd, now);
}

/** The sale dates of a race product's metadata. */
export interface SaleDates {
  readonly early_start?: unknown;
  readonly regular_start?: unknown;
  readonly regular_end?: unknown;
}

/**
 * Whether a race is on sale at `now`: from `early_start` (else `regular_start`) at 07:00 UTC,
 * when given, until the day after `regular_end` at 07:00 UTC. A race without a valid
 * `regular_end` is not on sale: a closing date is what stops a past challenge being bought.
 */
export function isOnSale(dates: SaleDates, now: Date): boolean {
  const closes = cutoffOfDay(dates.regular_end, 1);
  if (closes === null || now.getTime() >= closes.getTime()) return false;
  const opens = cutoffOfDay(dates.early_start, 0) ?? cutoffOfDay(dates.regular_start, 0);
  return opens === null || now.getTime() >= opens.getTime();
}
