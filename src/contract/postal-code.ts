/**
 * Postal code shapes the medal shipment needs to be right (registration step 1, the account
 * page's address edits and the server, through shipping-address.ts): Canadian A1A 1A1 (space
 * optional) and US ZIP 12345 or 12345-6789. Other countries' codes are free text (the field is
 * still required and bounded).
 */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  // Canada Post: no D, F, I, O, Q, U anywhere, and no W or Z as the first letter.
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  US: /^\d{5}(-\d{4})?$/,
};

export function isValidPostalCode(country: string, postalCode: string): boolean {
  const pattern = PATTERNS[country.trim().toUpperCase()];
  return pattern ? pattern.test(postalCode.trim()) : postalCode.trim() !== '';
}
