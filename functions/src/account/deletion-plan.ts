/**
 * The pure decisions of "Delete my account" (account-deletion.ts; docs/data-model.md, "What
 * deleting an account removes"): what of a payment stays for accounting, and who captains her
 * team after her.
 */

/**
 * The payment fields that stay (accounting: what was charged, for what, when, and what it
 * provisioned; Stripe keeps the charge itself under its id). Everything else goes: the card
 * provider's copies of her name, e-mail, phone and addresses (`receipt_email`, `shipping`,
 * `charges`, `billing_details`, `customer_details`, `payment_method`…) and anything unknown.
 */
export const PAYMENT_FIELDS_KEPT = [
  'id',
  'object',
  'status',
  'amount',
  'amount_received',
  'currency',
  'created',
  'items',
  'provisionedAt',
  'provisionError',
  'registrationLegId',
  'donation',
  'extras',
  'giftCodes',
] as const;

/**
 * The metadata keys that stay: the order as priced (race, leg, gifts, extras, donation, promo
 * code, expected total). Her uid, team name and team code, the referral link she came by, the
 * order's shipping address and the utm_* tracking go.
 */
export const PAYMENT_METADATA_KEPT = [
  'legId',
  'raceId',
  'raceUrl',
  'gifts',
  'products',
  'donation',
  'foundation',
  'promo_code',
  'giftCode',
  'expected_total',
] as const;

const pick = (
  data: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): Record<string, unknown> =>
  Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));

/** The payment as it stays after her account is deleted (written whole, replacing the old one). */
export function anonymisedPayment(
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const metadata =
    data.metadata !== null && typeof data.metadata === 'object'
      ? pick(data.metadata as Record<string, unknown>, PAYMENT_METADATA_KEPT)
      : {};
  return { ...pick(data, PAYMENT_FIELDS_KEPT), metadata };
}

/** Whether a payment still holds anything anonymisedPayment removes. */
export function holdsPersonalFields(data: Readonly<Record<string, unknown>>): boolean {
  const kept = anonymisedPayment(data);
  const metadata =
    data.metadata !== null && typeof data.metadata === 'object'
      ? (data.metadata as Record<string, unknown>)
      : {};
  return (
    Object.keys(data).some((k) => k !== 'accountDeletedAt' && !(k in kept)) ||
    Object.keys(metadata).length !== Object.keys(kept.metadata as object).length
  );
}

export interface TeamMate {
  readonly uid: string;
  /** Bib numbers are given in the order registrations are provisioned (races/{legId}/counters/bib). */
  readonly bibNumber: number | null;
}

/**
 * The team's next captain when hers leaves: the earliest-registered remaining member, read as
 * the lowest bib (bibs are handed out in registration order); a member without a bib comes
 * after those with one, then by uid so the choice is the same on every run. Null: nobody left,
 * the team stays without a captain.
 */
export function nextCaptain(members: readonly TeamMate[], leaving: string): string | null {
  const rest = members
    .filter((m) => m.uid !== leaving)
    .sort(
      (a, b) =>
        (a.bibNumber ?? Number.POSITIVE_INFINITY) - (b.bibNumber ?? Number.POSITIVE_INFINITY) ||
        (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    );
  return rest[0]?.uid ?? null;
}
