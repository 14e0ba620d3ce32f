/**
 * Records a refund or a dispute outcome on its payment document (docs/payments.md, "Refunds and
 * disputes"), where the payment trigger (provision-payment.ts, then end-registration.ts) acts on
 * it. Replays are harmless: Stripe's `amount_refunded` is cumulative, so a refund record only
 * grows, and an event already recorded (or older than what is recorded) writes nothing.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paymentPath } from '../shared/paths';
import type { StripePaymentEvent } from './stripe-event';

export type RecordOutcome = 'recorded' | 'unchanged' | 'no-payment';

/**
 * The participant the payment belongs to: the one payment document with Stripe's id (the
 * extension writes the PaymentIntent's `id` into it; a collection-group query, its index in
 * firestore.indexes.json). A dispute names no customer, so the customer is not the way in.
 */
async function ownerOf(db: Firestore, event: StripePaymentEvent): Promise<string | null> {
  const found = await db
    .collectionGroup('payments')
    .where('id', '==', event.paymentIntentId)
    .limit(2)
    .get();
  const ref = found.size === 1 ? found.docs[0]!.ref : null;
  const customer = ref?.parent.parent;
  if (!ref || ref.id !== event.paymentIntentId || customer?.parent.id !== 'stripe_customers')
    return null;
  return customer.id;
}

export async function recordPaymentChange(
  db: Firestore,
  event: StripePaymentEvent,
): Promise<{ outcome: RecordOutcome; uid: string | null }> {
  const uid = await ownerOf(db, event);
  if (uid === null) return { outcome: 'no-payment', uid };
  const ref = db.doc(paymentPath(uid, event.paymentIntentId));
  const outcome = await db.runTransaction(async (tx): Promise<RecordOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'no-payment';
    const at = Timestamp.now();
    const { change } = event;
    if (change.kind === 'refund') {
      const before = snap.get('refund.amountRefundedCents');
      if (typeof before === 'number' && before >= change.amountRefundedCents) return 'unchanged';
      tx.update(ref, {
        refund: {
          amountRefundedCents: change.amountRefundedCents,
          full: change.full,
          eventId: event.eventId,
          at,
        },
      });
      return 'recorded';
    }
    if (snap.get('dispute.id') === change.disputeId && snap.get('dispute.status') === change.status)
      return 'unchanged';
    tx.update(ref, {
      dispute: { id: change.disputeId, status: change.status, eventId: event.eventId, at },
    });
    return 'recorded';
  });
  return { outcome, uid };
}
