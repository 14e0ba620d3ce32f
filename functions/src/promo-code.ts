/** Pure rules for promo codes: trimmed, 1-40 characters of letters, digits, '-' and '_'. Case is kept. */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export function normalizePromoCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim();
  return PROMO_CODE.test(code) ? code : null;
}
