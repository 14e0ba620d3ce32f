/**
 * Donation step (docs/product.md §R2.5, §R5, §R9): the amount is entered in whole dollars and sent to
 * checkout as dollars × 100 cents. Whole number, minimum 0; above 0 an organization must be
 * picked. The button reads 'Continue', or 'Continue without Donation' when the amount is 0.
 */

const DONATION_CONTINUE_LABEL = 'Continue';
const DONATION_SKIP_LABEL = 'Continue without Donation';
const DONATION_MIN_DOLLARS = 0;

export type DonationError = 'notWholeNumber' | 'belowMinimum' | 'organizationRequired';

/**
 * The amount from the form field. An empty field (or none) is 0; text that is not a number
 * gives NaN, which `donationError` reports as 'notWholeNumber'.
 */
export function parseDonationDollars(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined) return 0;
  if (typeof raw === 'number') return raw;
  const trimmed = raw.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The first problem with the donation step, or null when it may be submitted. */
export function donationError(
  dollars: number,
  organization: string | null | undefined,
): DonationError | null {
  if (!Number.isFinite(dollars)) return 'notWholeNumber';
  if (dollars < DONATION_MIN_DOLLARS) return 'belowMinimum';
  if (!Number.isSafeInteger(dollars)) return 'notWholeNumber';
  if (dollars > 0 && (organization ?? '').trim() === '') return 'organizationRequired';
  return null;
}

export function isValidDonation(dollars: number, organization: string | null | undefined): boolean {
  return donationError(dollars, organization) === null;
}

/** A donation as the server receives it: absent is 0; otherwise a whole number of dollars ≥ 0, or null. */
export function parseDonationDollarsStrict(raw: unknown): number | null {
  if (raw === undefined || raw === null) return 0;
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= DONATION_MIN_DOLLARS
    ? raw
    : null;
}

/** Whole dollars to cents. Throws a RangeError for anything but a whole number ≥ 0. */
export function donationCents(dollars: number): number {
  if (!Number.isSafeInteger(dollars) || dollars < DONATION_MIN_DOLLARS) {
    throw new RangeError(`donation must be a whole number of dollars ≥ 0, got ${dollars}`);
  }
  return dollars * 100;
}

/** 'Continue without Donation' at 0 (an empty field is 0), otherwise 'Continue'. */
export function donationButtonLabel(dollars: number): string {
  return dollars === 0 ? DONATION_SKIP_LABEL : DONATION_CONTINUE_LABEL;
}
