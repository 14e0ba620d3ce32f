/**
 * Promo code banner (spec 01 §2.5): shown when the promo_code query parameter names a
 * valid code. The code is looked up by id (`options/validPromoCodes/codes/{code}`,
 * docs/data-model.md), so it must first be a usable Firestore document id.
 */

/** The banner text, letter for letter. */
export function promoBannerText(code: string): string {
  return `Your code ${code} has been automatically applied`;
}

/**
 * The promo code from the query string, trimmed, or null when it cannot be a Firestore
 * document id (empty, contains '/', '.' or '..', matches `__.*__`, over 1500 bytes).
 * Case is kept: the stored id decides whether a code is valid.
 */
export function promoCodeDocId(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  if (code === '' || code === '.' || code === '..') return null;
  if (code.includes('/') || /^__.*__$/.test(code)) return null;
  if (new TextEncoder().encode(code).length > 1500) return null;
  return code;
}
