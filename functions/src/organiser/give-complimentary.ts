/**
 * `organiser-giveComplimentary` (docs/organiser-console.md, "Complimentary registration"): an
 * existing participant registered on a leg with no payment. It is provisioned exactly as a paid
 * registration or a gift redemption is (registration/provision.ts: her row, the leg's next bib,
 * her `subscribedRaces` entry, the marker `provisioned/{paymentId}`), from a zero payment of its
 * own, `complimentary_{legId}__{uid}`, marked `complimentary: true` as her registration is; the
 * marker's trigger sends her confirmation in her language (confirmation-mail-trigger.ts; the
 * payment needs no items, registration/payment-items.ts). One transaction with the log entry
 * (`registration.complimentary`). The same call again finds the marker and answers
 * `alreadyGiven`, writing nothing.
 *
 * Refused, nothing written: an unknown leg (`unknownLeg`); a leg she is registered on
 * (`alreadyRegistered`); a leg whose challenge has ended (`legEnded`). A leg whose sale has
 * closed is allowed: support gives what the shop no longer sells (a late prize, a partner's
 * guest) while the challenge runs. Her team is none (the change-team action puts her on one);
 * where her medal ships: the address given, else her profile's, as for a gift redemption
 * (registration/registration-address.ts). Organisers only (organiser-callable.ts).
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { GIVE_COMPLIMENTARY } from '../../../src/contract/callables/organiser-complimentary';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import {
  complimentaryPaymentId,
  type ComplimentaryResult,
} from '../../../src/contract/callables/organiser-support';
import type { CheckoutMetadata } from '../../../src/contract/checkout-metadata';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { findRaceIdOfLeg, loadOrder } from '../registration/catalogue';
import { markerRef, provisionInTransaction } from '../registration/provision';
import { refusalError } from '../shared/callable';
import { paymentPath, userPath } from '../shared/paths';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

export const giveComplimentary = organiserCallable(
  GIVE_COMPLIMENTARY,
  async ({ uid, legId, address, reason }, caller): Promise<ComplimentaryResult> => {
    const db = getFirestore();
    const paymentId = complimentaryPaymentId(legId, uid);
    const unknownLeg = () => refusalError('not-found', 'unknownLeg', ORGANISER_REFUSAL_TEXTS);

    // A second call (a double click, a retry) answers before anything else is read.
    const marker = await markerRef(db, paymentId).get();
    if (marker.exists) return { outcome: 'alreadyGiven', bib: Number(marker.get('bibNumber')) };

    const raceId = await findRaceIdOfLeg(db, legId);
    if (raceId === null) throw unknownLeg();
    const meta: CheckoutMetadata = {
      uid,
      legId,
      raceId,
      raceUrl: '',
      teamChoice: 'noTeam',
      teamName: '',
      teamCode: '',
      gifts: {},
      products: {},
      donationDollars: 0,
      foundation: '',
      referralLink: '',
      promoCode: '',
      // No country was charged: addressToKeep keeps the address given, else her profile's.
      shippingCountry: '',
      shippingAddress: address,
    };
    // The catalogue as it stands, on sale or not (see above).
    const loaded = await loadOrder(db, meta, new Date(), false);
    if (!loaded.ok) throw unknownLeg();
    const leg = parseRaceLeg(loaded.value.race ?? {});
    if (leg.raceDateEnd !== null && leg.raceDateEnd.getTime() < Date.now())
      throw refusalError('failed-precondition', 'legEnded', ORGANISER_REFUSAL_TEXTS);

    const userRef = db.doc(userPath(uid));
    const paymentRef = db.doc(paymentPath(uid, paymentId));
    return db.runTransaction(async (tx): Promise<ComplimentaryResult> => {
      const user = await tx.get(userRef);
      if (!user.exists)
        throw refusalError('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);
      const outcome = await provisionInTransaction(tx, db, {
        uid,
        paymentId,
        order: loaded.value,
      });
      if (outcome.status === 'already-provisioned') {
        const again = await tx.get(markerRef(db, paymentId));
        return { outcome: 'alreadyGiven', bib: Number(again.get('bibNumber')) };
      }
      if (outcome.status === 'already-registered')
        throw refusalError('already-exists', 'alreadyRegistered', ORGANISER_REFUSAL_TEXTS);
      const now = Timestamp.now();
      // Marked on her registration, which the lookup and the reports read.
      tx.set(userRef, { subscribedRaces: { [legId]: { complimentary: true } } }, { merge: true });
      tx.set(paymentRef, {
        id: paymentId,
        status: 'succeeded',
        amount: 0,
        amount_received: 0,
        currency: 'cad',
        complimentary: true,
        metadata: { uid, legId, raceId, teamChoice: 'noTeam' },
        items: [],
        created: Math.floor(Date.now() / 1000),
        provisionedAt: now,
        registrationLegId: legId,
        bibNumber: outcome.bibNumber,
      });
      logInTransaction(db, tx, caller, {
        action: 'registration.complimentary',
        target: `users/${uid}`,
        reason,
        before: null,
        after: { legId, bib: outcome.bibNumber, paymentId, address },
      });
      return { outcome: 'given', bib: outcome.bibNumber };
    });
  },
);
