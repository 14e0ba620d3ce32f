/** Reads a promo code's coupon (options/validPromoCodes/codes/{CODE}, src/contract/promo-code.ts). */
import type { Firestore } from 'firebase-admin/firestore';
import {
  normalizePromoCode,
  parsePromoCodeDoc,
  type PromoCodeDoc,
} from '../../../src/contract/promo-code';

/** The active code's promotion and coupon, or null when the code is unknown, inactive or worth nothing. */
export async function loadPromoCode(db: Firestore, raw: string): Promise<PromoCodeDoc | null> {
  const code = normalizePromoCode(raw);
  if (code === null) return null;
  return parsePromoCodeDoc((await db.doc(`options/validPromoCodes/codes/${code}`).get()).data());
}

export async function loadCoupon(db: Firestore, raw: string) {
  return (await loadPromoCode(db, raw))?.coupon ?? null;
}
