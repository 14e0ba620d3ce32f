/**
 * Callable redeemGiftCode {code, legId, raceId?, raceUrl?, teamChoice?, teamName?, teamCode?}
 * → {legId, bibNumber, teamName}. A redemption credits no referral link: the gift was bought,
 * not referred, and a link named by the redeemer would be a referral credit for the asking
 * (docs/security.md item 40). One transaction: the code exists, is unused
 * and is for this leg; the user is not yet registered on the leg; the code is marked used
 * (used, usedAt) and the redeemer recorded in the server-only giftcode_redemptions/{code}
 * (usedBy {email, id}: the buyer reads the code, never who redeemed it, docs/security.md item 62); the
 * registration is provisioned exactly as a paid one; a payment document (status succeeded,
 * amount 0, metadata.giftCode) is recorded by the server.
 * Errors: invalid-argument for an id Firestore could not take (the code, leg, race or team:
 * docs/security.md item 64, before any read; the contract's parser); the refusals of contract/gift-code-redemption.ts: not-found
 * (unknown or used code), failed-precondition (another distance's code), already-exists.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { HttpsError } from 'firebase-functions/v2/https';
import { REDEEM_GIFT_CODE } from '../../../src/contract/callables/registration';
import { findRaceIdOfLeg, loadOrder } from './catalogue';
import type { CheckoutMetadata } from '../../../src/contract/checkout-metadata';
import { parseGiftCode } from '../../../src/contract/docs/gift-code';
import {
  GIFT_REDEMPTION_REFUSALS,
  REDEEM_GIFT_CODE_REFUSAL_TEXTS,
  type GiftRedemptionRefusalReason,
  type RedeemGiftCodeResult,
} from '../../../src/contract/gift-code-redemption';
import { callableFunction, refusalError } from '../shared/callable';
import { giftCodePath, paymentPath } from '../shared/paths';
import { normalizeGiftCodeInput } from './gift-code';
import { provisionInTransaction } from './provision';

/** The refusal as the callable error the browser maps back (contract/gift-code-redemption.ts). */
function refusal(reason: GiftRedemptionRefusalReason): HttpsError {
  return refusalError(
    GIFT_REDEMPTION_REFUSALS[reason].code,
    reason,
    REDEEM_GIFT_CODE_REFUSAL_TEXTS,
  );
}

export const redeemGiftCode = callableFunction(
  REDEEM_GIFT_CODE,
  async (ids, { uid, email: callerEmail }): Promise<RedeemGiftCodeResult> => {
    const code = normalizeGiftCodeInput(ids.code);
    if (code === null) throw refusal('invalid');
    const { legId, teamChoice } = ids;

    const db = getFirestore();
    const raceId = ids.raceId ?? (await findRaceIdOfLeg(db, legId));
    if (raceId === null)
      throw refusalError('invalid-argument', 'unknownDistance', REDEEM_GIFT_CODE_REFUSAL_TEXTS);
    const meta: CheckoutMetadata = {
      uid,
      legId,
      raceId,
      raceUrl: ids.raceUrl,
      teamChoice,
      teamName: ids.teamName,
      teamCode: ids.teamCode,
      gifts: {},
      products: {},
      donationDollars: 0,
      foundation: '',
      referralLink: '',
      promoCode: '',
      shippingCountry: '',
      shippingAddress: null,
    };
    const loaded = await loadOrder(db, meta, new Date(), true);
    if (!loaded.ok)
      throw refusalError('invalid-argument', 'unknownDistance', REDEEM_GIFT_CODE_REFUSAL_TEXTS);
    const order = loaded.value;

    const giftRef = db.doc(giftCodePath(code));
    const redemptionRef = db.doc(`giftcode_redemptions/${code}`);
    const paymentId = `gift_${code}`;
    const paymentRef = db.doc(paymentPath(uid, paymentId));
    const email = callerEmail ?? '';

    const result = await db.runTransaction(async (tx) => {
      const gift = parseGiftCode((await tx.get(giftRef)).data());
      if (gift === null || gift.used) throw refusal('invalid');
      if (gift.legId !== legId) throw refusal('wrongDistance');
      const outcome = await provisionInTransaction(tx, db, { uid, paymentId, order });
      if (outcome.status === 'already-registered') throw refusal('alreadyRegistered');
      // A provisioned marker for an unused code cannot happen (the code is marked used in the same transaction).
      if (outcome.status !== 'provisioned') throw refusal('invalid');
      const now = Timestamp.now();
      // The buyer may read the code (the account page's used mark); who redeemed it stays the server's.
      tx.update(giftRef, { used: true, usedAt: now });
      tx.set(redemptionRef, { usedBy: { email, id: uid }, usedAt: now, legId, paymentId });
      tx.set(paymentRef, {
        id: paymentId,
        status: 'succeeded',
        amount: 0,
        amount_received: 0,
        currency: 'cad',
        metadata: {
          uid,
          legId,
          raceId,
          raceUrl: meta.raceUrl,
          teamChoice: meta.teamChoice,
          teamName: meta.teamName,
          giftCode: code,
        },
        items: [],
        created: Math.floor(Date.now() / 1000),
        provisionedAt: now,
        registrationLegId: legId,
        bibNumber: outcome.bibNumber,
      });
      return outcome;
    });
    for (const warning of result.warnings)
      logger.error('Gift redemption provisioned with a problem', { uid, code, warning });
    return { legId, bibNumber: result.bibNumber, teamName: result.teamName };
  },
);
