/**
 * Callable correctShippingAddress (AddressCorrectionRequest → AddressCorrectionResponse): the
 * account page's correction of one registration's shipping address (docs/security.md item 63,
 * docs/product.md §P2 Account page). The uid comes from auth only, so a participant corrects only her
 * own registrations; clients never write subscribedRaces (firestore.rules).
 *
 * In one transaction: the caller is registered on the leg, the leg's medals have not shipped
 * (`races/{legId}.medalsShipAt`), and the new address stays in the shipping zone of the one it
 * replaces (contract/address-correction.ts, the rule the account page applies too). Then it
 * writes the address and `shippingAddressCorrectedAt` on the registration, nothing else.
 * Refusals are the contract's codes (refusalError, details: the code and the field; the
 * browser words them): invalid-argument for a bad field or a leg id that names no
 * registration, not-found when not registered, failed-precondition for the rest.
 */
import { FieldPath, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { HttpsError } from 'firebase-functions/v2/https';
import {
  CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS,
  correctionRefusal,
  correctionRefusalFor,
  type AddressCorrectionResponse,
  type CodedCorrectionRefusal,
} from '../../../src/contract/address-correction';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { legPath, userPath } from '../shared/paths';
import { callableFunction, refusalError } from '../shared/callable';
import {
  CORRECT_SHIPPING_ADDRESS,
  correctionErrorCode,
} from '../../../src/contract/callables/registration';

/** The refusal's code and field (the account page words the code in her language). */
function refused({ code, ...shown }: CodedCorrectionRefusal): HttpsError {
  return refusalError(
    correctionErrorCode(code),
    code,
    CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS,
    shown,
  );
}

export const correctShippingAddress = callableFunction(
  CORRECT_SHIPPING_ADDRESS,
  async ({ legId, address }, { uid }): Promise<AddressCorrectionResponse> => {
    const db = getFirestore();
    const userRef = db.doc(userPath(uid));

    await db.runTransaction(async (tx) => {
      const [user, race] = await Promise.all([tx.get(userRef), tx.get(db.doc(legPath(legId)))]);
      const entry = parseUserDoc(user.data() ?? {}).subscribedRaces[legId];
      if (!entry) throw refused(correctionRefusalFor('notRegistered'));
      const refusal = correctionRefusal(
        entry.shippingAddress,
        address,
        parseRaceLeg(race.data() ?? {}).medalsShipAt,
        new Date(),
      );
      if (refusal) {
        logger.info('Shipping address correction refused', { uid, legId, refusal: refusal.code });
        throw refused(refusal);
      }
      tx.update(
        userRef,
        new FieldPath('subscribedRaces', legId, 'shippingAddress'),
        address,
        new FieldPath('subscribedRaces', legId, 'shippingAddressCorrectedAt'),
        Timestamp.now(),
      );
    });
    logger.info('Shipping address corrected', { uid, legId });
    return { legId, address };
  },
);
