/**
 * Promo codes and referral links, each checked by id (docs/product.md, "Deliberate differences": never the whole
 * list; rules allow `get`, deny `list`, docs/security.md items 32 and 34).
 */
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { isSafeDocId } from '../../../contract/document-id';
import { normalizePromoCode, parsePromoCodeDoc } from '../../../contract/promo-code';
import { toRegistrationError } from './registration-error';

export interface ValidPromo {
  readonly code: string;
  readonly promotionId: string;
}

/** The promotion of a valid, active code; null when the code is unknown or inactive. */
export async function checkPromoCode(raw: string): Promise<ValidPromo | null> {
  const code = normalizePromoCode(raw);
  if (code === null) return null;
  try {
    const promo = parsePromoCodeDoc(
      (await getDoc(doc(db, 'options', 'validPromoCodes', 'codes', code))).data(),
    );
    return promo ? { code, promotionId: promo.promotionId } : null;
  } catch (error) {
    throw toRegistrationError(error);
  }
}

/** True when referral_links/{id} exists; an id Firestore could not take is not asked about. */
export async function referralLinkExists(raw: string): Promise<boolean> {
  const id = raw.trim();
  if (!isSafeDocId(id)) return false;
  try {
    return (await getDoc(doc(db, 'referral_links', id))).exists();
  } catch (error) {
    throw toRegistrationError(error);
  }
}
