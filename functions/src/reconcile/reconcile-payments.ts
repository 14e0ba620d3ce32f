/**
 * Succeeded payments with no provisioning outcome (no provisioned/{paymentId} marker): their
 * trigger failed past its retries, or was never delivered. Each is handed to the payment
 * trigger's own provisionPayment (idempotent: its marker is claimed in a transaction), so a
 * payment the trigger provisions at the same moment still gives one registration.
 * Provisioned payments whose Stripe line items never came (docs/payments.md, "Stripe's order":
 * the confirmation e-mail waits for them) get their confirmation once `itemsWaitMs` has passed,
 * with the total charged and no lines: she is never left without one. The mail id is the
 * payment's, so the items arriving at the same moment still give one e-mail.
 */
import { parsePayment } from '../../../src/contract/docs/payment';
import type { Firestore } from 'firebase-admin/firestore';
import { queueConfirmationMail } from '../registration/confirmation-mail-trigger';
import { receiptReady } from '../registration/payment-items';
import { provisionPayment, type Outcome } from '../registration/provision-payment';
import { markerRef } from '../registration/provision';
import { forEachPage, type PageBounds } from './query-pages';

export interface PaymentRepair {
  readonly uid: string;
  readonly paymentId: string;
  readonly outcome: Outcome;
}

/**
 * Payments created (Stripe `created`, seconds) since `sinceMs` and before `untilMs` (younger
 * ones may still have their trigger running), in pages by creation time.
 */
export async function reconcilePayments(
  db: Firestore,
  window: { readonly sinceMs: number; readonly untilMs: number; readonly itemsBeforeMs: number },
  bounds: PageBounds,
) {
  const repairs: PaymentRepair[] = [];
  /** Payments whose confirmation went out without Stripe's line items. */
  const confirmedWithoutItems: { uid: string; paymentId: string }[] = [];
  const query = db
    .collectionGroup('payments')
    .where('created', '>=', Math.floor(window.sinceMs / 1000))
    .orderBy('created');
  const scan = await forEachPage(query, bounds, async (docs) => {
    const candidates = docs.filter((doc) => {
      const payment = parsePayment(doc.data());
      const customer = doc.ref.parent.parent;
      return (
        payment.status === 'succeeded' &&
        customer?.parent.id === 'stripe_customers' &&
        payment.createdAt !== null &&
        payment.createdAt.getTime() < window.untilMs
      );
    });
    if (candidates.length === 0) return;
    const markers = await db.getAll(...candidates.map((doc) => markerRef(db, doc.id)));
    for (const [i, doc] of candidates.entries()) {
      const uid = doc.ref.parent.parent!.id;
      const marker = markers[i];
      if (marker?.exists) {
        const createdAt = parsePayment(doc.data()).createdAt!.getTime();
        if (createdAt >= window.itemsBeforeMs || receiptReady(doc.data())) continue;
        const sent = await queueConfirmationMail(db, doc.id, marker.data() ?? {}, {
          withoutItems: true,
        });
        if (sent === 'queued') confirmedWithoutItems.push({ uid, paymentId: doc.id });
        continue;
      }
      const outcome = await provisionPayment(db, uid, doc.id, doc.data());
      repairs.push({ uid, paymentId: doc.id, outcome });
    }
  });
  return { repairs, confirmedWithoutItems, scanned: scan.read, truncated: scan.truncated };
}
