/**
 * The local checkout's actions after Pay (emulator suite only; stripe-delivery.ts): POST
 * action=deliver-items (checkout.session.completed: the line items merged into the payment, for
 * a payment delivered first), action=refund with `amount` in cents (none: the whole rest), and
 * action=dispute-lost. Each answers 200 with JSON (what was delivered, our webhook's statuses).
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { deliveryModeOf, sendPaymentEvent } from './stripe-delivery';

export const AFTER_PAY_ACTIONS = ['deliver-items', 'refund', 'dispute-lost'] as const;
export type AfterPayAction = (typeof AFTER_PAY_ACTIONS)[number];

export const isAfterPayAction = (value: unknown): value is AfterPayAction =>
  (AFTER_PAY_ACTIONS as readonly unknown[]).includes(value);

export async function afterPay(
  db: Firestore,
  uid: string,
  sessionRef: DocumentReference,
  action: AfterPayAction,
  amount: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const session = (await sessionRef.get()).data() ?? {};
  const paymentId: unknown = session.paymentId;
  if (typeof paymentId !== 'string') return { status: 409, body: { error: 'not paid' } };
  const paymentRef = db.doc(`stripe_customers/${uid}/payments/${paymentId}`);
  const payment = (await paymentRef.get()).data();
  if (!payment) return { status: 409, body: { error: 'no payment document' } };
  const mode = await deliveryModeOf(db, uid);
  if (action === 'deliver-items') {
    // The extension writes the PaymentIntent again with the session's items, merged.
    const {
      id,
      object,
      status,
      amount: cents,
      amount_received,
      currency,
      metadata,
      created,
    } = payment;
    const again = {
      id,
      object,
      status,
      amount: cents,
      amount_received,
      currency,
      metadata,
      created,
    };
    await paymentRef.set({ ...again, items: session.local_line_items ?? [] }, { merge: true });
    if (mode === 'twice')
      await paymentRef.set(
        { ...again, items: session.local_line_items ?? [], local_delivery: 2 },
        { merge: true },
      );
    await sessionRef.update({ itemsPending: false });
    return { status: 200, body: { delivered: 'items' } };
  }
  const before =
    typeof session.local_amount_refunded === 'number' ? session.local_amount_refunded : 0;
  const refundCents =
    typeof amount === 'string' && /^\d{1,9}$/.test(amount) ? Number(amount) : null;
  const statuses = await sendPaymentEvent(
    uid,
    payment,
    action === 'refund' ? { kind: 'refund', refundCents } : { kind: 'dispute-lost' },
    mode,
    before,
  );
  if (action === 'refund') {
    const total = typeof payment.amount_received === 'number' ? payment.amount_received : 0;
    await sessionRef.update({
      local_amount_refunded: Math.min(total, before + (refundCents ?? total)),
    });
  }
  return { status: 200, body: { delivered: action, statuses } };
}
