/**
 * International shipping (docs/product.md §R9): 1500 cents (CAD) are added when the participant's
 * country is not Canada. The country is the ISO 3166-1 alpha-2 code from the country list
 * (`countries.ts`); comparison ignores case and surrounding spaces.
 */

export const INTERNATIONAL_SHIPPING_CENTS = 1500;

/** The home country: shipping inside it is free. */
const HOME_COUNTRY_CODE = 'CA';

/** True unless the code is Canada's. An empty code counts as international (the field is required anyway). */
export function isInternational(countryCode: unknown): boolean {
  return typeof countryCode !== 'string' || countryCode.trim().toUpperCase() !== HOME_COUNTRY_CODE;
}

/** The shipping charge in cents: 0 for Canada, 1500 elsewhere. */
export function shippingCents(countryCode: unknown): number {
  return isInternational(countryCode) ? INTERNATIONAL_SHIPPING_CENTS : 0;
}

/**
 * Shipping zones: Canada (free) and everywhere else (1500 cents). A registration's address may
 * be corrected within its zone only (docs/security.md item 63): moving between zones changes what
 * shipping costs, which was settled when the order was paid, so the account page and the
 * `correctShippingAddress` callable both refuse it and send the participant to support.
 */
export type ShippingZone = 'canada' | 'international';

export function shippingZone(countryCode: unknown): ShippingZone {
  return isInternational(countryCode) ? 'international' : 'canada';
}

export function sameShippingZone(before: unknown, after: unknown): boolean {
  return shippingZone(before) === shippingZone(after);
}
