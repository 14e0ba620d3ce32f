/**
 * Trigger: a payment document (written by the Stripe extension, or the local stand-in) that
 * reaches status 'succeeded' becomes a registration. Status and metadata alone are never
 * trusted: the amount received is checked against the price documents (order-check.ts).
 * A rejected payment gets `provisionError` on its document, `provisioned/{id}` with status
 * 'rejected', and an error in the log (for a refund by hand). Runs any number of times per
 * payment: the marker makes every run after the first a no-op, which it records
 * (ignored-payment-write.ts).
 */
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { parseCheckoutMetadata, type Parsed } from '../../../src/contract/checkout-metadata';
import { parsePayment, type Payment } from '../../../src/contract/docs/payment';
import { orderCharge } from '../../../src/contract/order-charge';
import { loadOrder, type LoadedOrder } from './catalogue';
import { amountProblem } from './order-check';
import { loadCoupon } from './promo-codes';
import { queueConfirmationMail } from './confirmation-mail-trigger';
import { ignoredWritePath } from './ignored-payment-write';
import { receiptReady } from './payment-items';
import { markerRef, provisionInTransaction } from './provision';
import { settleDeletedAccountPayment } from '../account/account-deletion';
import { raiseAlert } from '../ops/alert-store';
import { endingOf } from '../payments/payment-ending';
import { settlePaymentEnding } from '../payments/settle-payment-ending';
import { deletionPath } from '../shared/paths';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';

/** When the payment was made (Stripe `created`, seconds), for the early-bird rule. */
function paymentTime(payment: Payment): Date {
  return payment.createdAt ?? new Date();
}

/**
 * A Stripe Checkout session stays open up to 24 hours, and the participant is charged the
 * prices of the moment the session was created. A payment is therefore also accepted at the
 * prices of 24 hours before it was made (the early-bird price just after the cutoff).
 */
const CHECKOUT_SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Checks a succeeded payment against the catalogue; the order to provision, or why not. */
async function verifyPayment(
  db: Firestore,
  uid: string,
  data: DocumentData,
): Promise<Parsed<LoadedOrder>> {
  const payment = parsePayment(data);
  if (payment.status !== 'succeeded')
    return { ok: false, reason: `status ${String(payment.status)}` };
  // Refunded in full or its dispute lost before it was provisioned: nothing to register.
  const ending = endingOf(data);
  if (ending !== null) return { ok: false, reason: `${ending} before provisioning` };
  if (payment.currency !== 'cad')
    return { ok: false, reason: `currency ${String(payment.currency)}` };
  const parsed = parseCheckoutMetadata(payment.metadata);
  if (!parsed.ok) return parsed;
  const meta = parsed.value;
  if (meta.uid !== uid) return { ok: false, reason: 'metadata.uid is not the payment owner' };
  if (payment.giftCode !== null)
    return { ok: false, reason: 'gift redemptions are provisioned by redeemGiftCode only' };
  const paidAt = paymentTime(payment);
  const loaded = await loadOrder(db, meta, paidAt, false);
  if (!loaded.ok) return loaded;
  // The coupon as the session carried it; shipping to the country of the order, not of the
  // profile now (which may have changed since paying).
  const coupon = meta.promoCode === '' ? null : await loadCoupon(db, meta.promoCode);
  const received = payment.amountReceived;
  const problemAt = (order: LoadedOrder) =>
    amountProblem(
      received,
      orderCharge({
        raceProductId: meta.raceId,
        legCents: order.legCents,
        gifts: order.gifts,
        extras: order.extras,
        baseFeeCents: order.baseFeeCents,
        country: meta.shippingCountry,
        donationDollars: meta.donationDollars,
        coupon,
      }),
    );
  const problem = problemAt(loaded.value);
  if (problem === null) return loaded;
  const sessionOpened = await loadOrder(
    db,
    meta,
    new Date(paidAt.getTime() - CHECKOUT_SESSION_MAX_AGE_MS),
    false,
  );
  if (sessionOpened.ok && problemAt(sessionOpened.value) === null) return loaded;
  return { ok: false, reason: problem };
}

export type Outcome = 'provisioned' | 'rejected' | 'already-handled';

async function reject(
  db: Firestore,
  uid: string,
  paymentId: string,
  reason: string,
): Promise<Outcome> {
  const paymentRef = db.doc(`stripe_customers/${uid}/payments/${paymentId}`);
  const outcome = await db.runTransaction(async (tx) => {
    const marker = markerRef(db, paymentId);
    if ((await tx.get(marker)).exists) return 'already-handled';
    const now = Timestamp.now();
    tx.set(marker, { uid, paymentId, status: 'rejected', reason, at: now });
    tx.update(paymentRef, { provisionError: { message: reason, at: now } });
    return 'rejected';
  });
  // A paid order without a registration needs a person: register her by hand or refund her.
  if (outcome === 'rejected')
    await raiseAlert(db, {
      kind: 'payment-not-provisioned',
      key: paymentId,
      summary: `A payment was not provisioned: ${reason}`,
      details: { uid, paymentId, reason },
    });
  return outcome;
}

/**
 * Provisions one payment document; safe to call repeatedly (the payment trigger, and the
 * reconciliation sweep for a payment whose trigger never succeeded).
 */
export async function provisionPayment(
  db: Firestore,
  uid: string,
  paymentId: string,
  payment: DocumentData,
): Promise<Outcome> {
  if ((await markerRef(db, paymentId).get()).exists) return 'already-handled';
  const verdict = await verifyPayment(db, uid, payment);
  if (!verdict.ok) {
    logger.error('Payment not provisioned', { uid, paymentId, reason: verdict.reason });
    return reject(db, uid, paymentId, verdict.reason);
  }
  const order = verdict.value;
  const paymentRef = db.doc(`stripe_customers/${uid}/payments/${paymentId}`);
  const outcome = await db.runTransaction(async (tx) => {
    // Her account deletion has begun (a checkout she opened before, paid after): nothing of hers
    // is written again; read in the transaction, so a deletion starting now waits for it or wins.
    if ((await tx.get(db.doc(deletionPath(uid)))).exists)
      return { status: 'account-deleted' } as const;
    const result = await provisionInTransaction(tx, db, { uid, paymentId, order });
    if (result.status === 'provisioned') {
      tx.update(paymentRef, {
        provisionedAt: Timestamp.now(),
        registrationLegId: order.meta.legId,
        bibNumber: result.bibNumber,
        donation: { cents: order.meta.donationDollars * 100, foundation: order.meta.foundation },
        extras: Object.fromEntries(order.extras.map((extra) => [extra.productId, extra.priceId])),
        giftCodes: [...result.giftCodes],
      });
    }
    return result;
  });
  if (outcome.status === 'account-deleted') {
    logger.error('Payment not provisioned', { uid, paymentId, reason: 'account deleted' });
    await settleDeletedAccountPayment(db, uid, paymentRef);
    return 'rejected';
  }
  if (outcome.status === 'already-registered') {
    const reason = `already registered on ${order.meta.legId}`;
    logger.error('Payment not provisioned', { uid, paymentId, reason });
    return reject(db, uid, paymentId, reason);
  }
  if (outcome.status === 'already-provisioned') return 'already-handled';
  for (const warning of outcome.warnings)
    logger.error('Registration provisioned with a problem', { uid, paymentId, warning });
  logger.info('Registration provisioned', {
    uid,
    paymentId,
    legId: order.meta.legId,
    bibNumber: outcome.bibNumber,
  });
  return 'provisioned';
}

// Retried (trigger-retry.ts): the provisioned/{paymentId} marker makes a repeated run a no-op, so
// a transient failure never leaves a paid participant without her registration.
export const onPaymentWritten = onDocumentWritten(
  { document: 'stripe_customers/{uid}/payments/{paymentId}', retry: true },
  reportedTrigger('onPaymentWritten', async (event) => {
    if (droppedAsTooOld('onPaymentWritten', event, RETRY_CUTOFF_MS.payment)) return;
    const after = event.data?.after;
    const payment = after?.exists ? after.data() : undefined;
    if (!after || !payment || parsePayment(payment).status !== 'succeeded') return;
    const { uid, paymentId } = event.params;
    const db = getFirestore();
    const outcome = await provisionPayment(db, uid, paymentId, payment);
    // Stripe's line items may come after the payment (docs/payments.md): the write that brings
    // them queues the confirmation its marker's trigger had to leave (create-if-absent).
    if (receiptReady(payment)) {
      const marker = (await markerRef(db, paymentId).get()).data();
      if (marker?.status === 'provisioned') await queueConfirmationMail(db, paymentId, marker);
    }
    // A full refund or a lost dispute our Stripe webhook recorded on it (docs/payments.md).
    await settlePaymentEnding(db, uid, paymentId, payment);
    // An existing document always has an update time: its version.
    if (outcome === 'already-handled' && after.updateTime) {
      await db
        .doc(ignoredWritePath(paymentId, after.updateTime))
        .set({ uid, eventId: event.id, at: Timestamp.now() });
    }
  }),
);
