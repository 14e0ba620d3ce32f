/**
 * The payment trigger with an injectable fault, for the emulator suite only (the tests and the
 * load benchmark of docs/reliability.md): a document emulator_faults/onPaymentWritten-{uid}
 * with `remaining: n` makes the next n runs for that participant's payments fail before
 * provisioning starts, as a Firestore blip or a crashed instance would. The Functions emulator
 * never retries a failed trigger, so the payment then waits for the reconciliation sweep.
 * Without that document (and always outside the emulator) it is the production trigger itself.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onPaymentWritten as production } from '../src/registration/provision-payment';
import { isEmulator } from '../src/trackers/provider-config';

/** Takes one injected failure for `uid`, if any is left (a transaction: n faults, n failed runs). */
async function takeFault(uid: string): Promise<boolean> {
  const db = getFirestore();
  const ref = db.doc(`emulator_faults/onPaymentWritten-${uid}`);
  return db.runTransaction(async (tx) => {
    const remaining = (await tx.get(ref)).data()?.remaining;
    if (typeof remaining !== 'number' || remaining <= 0) return false;
    tx.update(ref, { remaining: remaining - 1 });
    return true;
  });
}

export const onPaymentWritten = onDocumentWritten(
  { document: 'stripe_customers/{uid}/payments/{paymentId}', retry: true },
  async (event) => {
    if (isEmulator() && event.data?.after.exists && (await takeFault(event.params.uid)))
      throw new Error(`injected fault: onPaymentWritten for ${event.params.paymentId}`);
    await production.run(event);
  },
);
