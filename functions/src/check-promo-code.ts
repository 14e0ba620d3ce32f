/**
 * Callable checkPromoCode {code} → {valid, code, promotionId?}. A single code is
 * looked up by id (options/validPromoCodes/codes/{CODE}); clients can never list the codes.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { normalizePromoCode } from './promo-code';

export const checkPromoCode = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to apply a promo code.');
  const code = normalizePromoCode((request.data as { code?: unknown } | undefined)?.code);
  if (!code) throw new HttpsError('invalid-argument', 'A promo code is required.');
  const snapshot = await getFirestore().doc(`options/validPromoCodes/codes/${code}`).get();
  const data = snapshot.data();
  if (!snapshot.exists || data?.active === false || typeof data?.promotionId !== 'string') {
    return { valid: false, code };
  }
  return { valid: true, code, promotionId: data.promotionId as string };
});
