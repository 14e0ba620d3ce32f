/**
 * The payment trigger's step for a payment whose money went back (payment-ending.ts): ends its
 * registration (end-registration.ts). A failure is reported to the organisers as a refund that
 * could not be applied (ops_alerts, one per payment) and thrown again, so the trigger's retries
 * go on; the alert's count says how many runs failed.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { raiseAlert } from '../ops/alert-store';
import { endRegistration, type EndOutcome } from './end-registration';
import { endingOf } from './payment-ending';

export async function settlePaymentEnding(
  db: Firestore,
  uid: string,
  paymentId: string,
  payment: DocumentData,
): Promise<EndOutcome | null> {
  const ending = endingOf(payment);
  if (ending === null) return null;
  try {
    const outcome = await endRegistration(db, uid, paymentId, payment, ending);
    if (outcome === 'ended') logger.info('Registration ended', { uid, paymentId, ending });
    return outcome;
  } catch (error) {
    await raiseAlert(db, {
      kind: 'refund-not-applied',
      key: paymentId,
      summary: `A ${ending} payment's registration could not be ended (${paymentId})`,
      details: { uid, paymentId, ending, error: String(error).slice(0, 300) },
    });
    throw error;
  }
}
