/**
 * Service fee (docs/product.md §R9):
 *   fee = base fee price × (1 + min(5, floor(order total in dollars / 145)))
 *
 * What "order total" means here (our decision; the spec does not say):
 *   the leg (registration) price + every gift registration (unit price × quantity)
 *   + every extra product, all in cents, BEFORE the service fee itself, international
 *   shipping and the donation. The fee never feeds back into its own base, shipping is a
 *   flat charge, and a donation must not be charged a fee.
 *   Use `orderTotalForFeeCents` to compute it, so every caller includes the same things.
 *
 * All arithmetic is in integer cents: floor(dollars / 145) === floor(cents / 14500).
 */

/** Every full $145 of order total adds one more base fee. */
const SERVICE_FEE_STEP_CENTS = 14_500;

/** At most five extra base fees (so at most six in total). */
const SERVICE_FEE_MAX_EXTRA_STEPS = 5;

/** One priced line of the order, for the fee base. */
export interface FeeBaseLine {
  readonly unitCents: number;
  readonly quantity: number;
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
}

/**
 * The order total the fee is based on, in cents: the leg, gift registrations and extras.
 * Do not pass the service fee, shipping or the donation.
 */
export function orderTotalForFeeCents(input: {
  readonly legCents: number;
  readonly gifts: readonly FeeBaseLine[];
  readonly extrasCents: readonly number[];
}): number {
  assertCents('legCents', input.legCents);
  let total = input.legCents;
  for (const gift of input.gifts) {
    assertCents('gift unitCents', gift.unitCents);
    assertCents('gift quantity', gift.quantity);
    total += gift.unitCents * gift.quantity;
  }
  for (const extra of input.extrasCents) {
    assertCents('extra cents', extra);
    total += extra;
  }
  return total;
}

/** How many base fees are charged for an order total (1 to 6). */
export function serviceFeeMultiplier(orderTotalCents: number): number {
  assertCents('orderTotalCents', orderTotalCents);
  return (
    1 + Math.min(SERVICE_FEE_MAX_EXTRA_STEPS, Math.floor(orderTotalCents / SERVICE_FEE_STEP_CENTS))
  );
}

/**
 * The service fee in cents.
 * @param baseFeeCents the Service Fee product's (highest) price, in cents
 * @param orderTotalCents see the module comment: leg + gifts + extras, before fee, shipping, donation
 */
export function serviceFeeCents(baseFeeCents: number, orderTotalCents: number): number {
  assertCents('baseFeeCents', baseFeeCents);
  return baseFeeCents * serviceFeeMultiplier(orderTotalCents);
}
