/**
 * `organiser-endRegistration` (docs/organiser-console.md, "End a registration after a refund"):
 * the organiser refunded the payment in Stripe's dashboard and the registration must end, as a
 * full refund's webhook ends it (payments/end-registration.ts: her row off the board and the
 * standings, her team left, subscribedRaces.{leg} kept as endedRaces.{leg} with her kilometres,
 * unused gift codes voided, her e-mail and the organisers' alert), through that same function,
 * with the log entry in its transaction. Ended once: `provisioned/{paymentId}.endedAt` is the
 * mark, so this after the webhook (or twice) answers `alreadyEnded` and writes nothing.
 * Organisers only (organiser-callable.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import {
  END_REGISTRATION,
  type EndRegistrationResult,
} from '../../../src/contract/callables/organiser-support';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { toText } from '../../../src/contract/docs/values';
import { endRegistration as endPaidRegistration } from '../payments/end-registration';
import { refusalError } from '../shared/callable';
import { paymentPath } from '../shared/paths';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

export const endRegistration = organiserCallable(
  END_REGISTRATION,
  async ({ uid, legId, reason }, caller): Promise<EndRegistrationResult> => {
    const db = getFirestore();
    const markers = await db.collection('provisioned').where('uid', '==', uid).get();
    const marker = markers.docs.find(
      (doc) => doc.get('legId') === legId && doc.get('status') === 'provisioned',
    );
    if (!marker)
      throw refusalError('failed-precondition', 'cannotEnd', ORGANISER_REFUSAL_TEXTS, {
        blocker: 'noPayment',
      });
    const paymentId = toText(marker.get('paymentId')) || marker.id;
    const payment = (await db.doc(paymentPath(uid, paymentId)).get()).data() ?? {};
    const outcome = await endPaidRegistration(db, uid, paymentId, payment, 'refunded', (tx) =>
      logInTransaction(db, tx, caller, {
        action: 'registration.end',
        target: `provisioned/${paymentId}`,
        reason,
        before: { legId, bib: marker.get('bibNumber') ?? null, paymentId },
        after: { endReason: 'refunded' },
      }),
    );
    return { outcome: outcome === 'ended' ? 'ended' : 'alreadyEnded', paymentId };
  },
);
