/**
 * Promo code banner (spec 01 §2.5): shown when the promo_code query parameter names a
 * valid code (src/contract/promo-code.ts decides what a code and its value are).
 */

/** The banner text, letter for letter. */
export function promoBannerText(code: string): string {
  return `Your code ${code} has been automatically applied`;
}
