/**
 * Payments as Stripe delivers them (docs/payments.md, "Stripe's order"), through the local
 * checkout's delivery modes on the emulator suite: the PaymentIntent first and the Checkout
 * session's line items later (the extension's payment_intent.succeeded, then
 * checkout.session.completed), and every delivery twice. Provisioned once either way; the
 * confirmation e-mail waits for the items and its receipt is complete.
 */
import { describe, expect, it } from 'vitest';
import {
  confirmationMailId,
  confirmationWaitPath,
} from '../../functions/src/registration/confirmation-mail-trigger';
import { ignoredWritePath } from '../../functions/src/registration/ignored-payment-write';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  adminDb,
  callFunction,
  newParticipant,
  orderFor,
  postForm,
  pressOnCheckoutPage,
  sessionAnswer,
  waitFor,
  type Participant,
} from './support/emulators';
import { deliveryOf, mailTo } from './support/inbox';
import { reconcileNow } from './support/reconcile';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);
const CHAIN_MS = 240_000;

/** startCheckout and Pay with the stand-in delivering in `mode`; the checkout url and payment id. */
async function payIn(mode: string, buyer: Participant, gifts: Record<string, number> = {}) {
  await db.doc(`emulator_faults/stripeDelivery-${buyer.uid}`).set({ mode });
  const response = await callFunction('startCheckout', orderFor(fx, { gifts }), buyer.idToken);
  expect(response.error).toBeUndefined();
  const answer = await sessionAnswer(db, buyer.uid, response.result?.sessionId as string);
  expect((await pressOnCheckoutPage(answer.url as string, 'pay')).status).toBe(303);
  const payments = await db.collection(`stripe_customers/${buyer.uid}/payments`).get();
  expect(payments.size).toBe(1);
  return { url: answer.url as string, paymentId: payments.docs[0]!.id };
}

describe("Stripe's order", () => {
  it(
    'payment before its items: provisioned once at once, the confirmation waits for the items and carries the whole receipt',
    async () => {
      const buyer = await newParticipant(db, 'Noor');
      const { url, paymentId } = await payIn('payment-first', buyer, { [fx.legA]: 1 });
      const paymentRef = db.doc(`stripe_customers/${buyer.uid}/payments/${paymentId}`);
      expect((await paymentRef.get()).data()?.items).toBeUndefined();
      const marker = await waitFor(
        'provisioning of the payment alone',
        async () => (await db.doc(`provisioned/${paymentId}`).get()).data(),
        CHAIN_MS,
      );
      expect(marker.status).toBe('provisioned');
      // The confirmation trigger ran and left it for the items (its record beside the marker).
      await waitFor(
        'the confirmation to wait for the items',
        async () => (await db.doc(confirmationWaitPath(paymentId)).get()).exists,
        CHAIN_MS,
      );
      expect((await db.doc(`mail/${confirmationMailId(paymentId)}`).get()).exists).toBe(false);

      // checkout.session.completed: the items merged into the payment.
      expect((await postForm(url, { action: 'deliver-items' })).status).toBe(200);
      const delivery = await deliveryOf(db, confirmationMailId(paymentId), CHAIN_MS);
      expect(delivery.state).toBe('SUCCESS');
      const received = await waitFor('the confirmation', async () => {
        const mails = await mailTo(buyer.email);
        return mails.length > 0 ? mails : undefined;
      });
      expect(received).toHaveLength(1);
      const { text } = received[0]!;
      expect(text).toContain(`Bib number: ${marker.bibNumber}`);
      // Her leg and the gift, each a line of the race at $10.00 (the stand-in's descriptions).
      expect(text.match(/Integration Race [^\n]*: \$10\.00/g)).toHaveLength(2);
      expect(text).toMatch(/Service Fee: \$3\.00/);
      expect(text).toContain(
        `Total charged: $${((2 * LEG_A_CENTS + BASE_FEE_CENTS) / 100).toFixed(2)}`,
      );
      const user = (await db.doc(`users/${buyer.uid}`).get()).data();
      expect(Object.keys(user?.subscribedRaces ?? {})).toEqual([fx.legA]);
      expect(Object.keys(user?.subscribedRaces?.[fx.legA]?.giftCodes ?? {})).toHaveLength(1);
      expect((await db.doc(`races/${fx.legA}/counters/bib`).get()).get('next')).toBeGreaterThan(
        marker.bibNumber as number,
      );
    },
    CHAIN_MS * 3,
  );

  it(
    'every delivery twice: one registration, one bib, one gift code set, one confirmation',
    async () => {
      const buyer = await newParticipant(db, 'Twyla');
      const { paymentId } = await payIn('twice', buyer);
      const marker = await waitFor(
        'provisioning',
        async () => (await db.doc(`provisioned/${paymentId}`).get()).data(),
        CHAIN_MS,
      );
      expect(marker.status).toBe('provisioned');
      expect((await deliveryOf(db, confirmationMailId(paymentId), CHAIN_MS)).state).toBe('SUCCESS');
      // Every version of the payment has been seen by the trigger: each but the one that
      // provisioned was left alone (its ignored-write record).
      const paymentRef = db.doc(`stripe_customers/${buyer.uid}/payments/${paymentId}`);
      const last = (await paymentRef.get()).updateTime!;
      await waitFor(
        'the trigger to leave the latest version',
        async () => (await db.doc(ignoredWritePath(paymentId, last)).get()).exists,
        CHAIN_MS,
      );
      const rows = await db
        .collection(`races/${fx.legA}/subscribedUsers`)
        .where('bibNumber', '==', marker.bibNumber)
        .get();
      expect(rows.docs.map((doc) => doc.id)).toEqual([buyer.uid]);
      const mails = await db.collection('mail').where('to', '==', buyer.email).get();
      expect(mails.docs.map((doc) => doc.id)).toEqual([confirmationMailId(paymentId)]);
      expect(await mailTo(buyer.email)).toHaveLength(1);
    },
    CHAIN_MS * 3,
  );
  it(
    'items that never come: the sweep sends her confirmation once, with the total charged, and the items arriving later send no second',
    async () => {
      const buyer = await newParticipant(db, 'Oksana');
      const { url, paymentId } = await payIn('payment-first', buyer);
      await waitFor(
        'the confirmation to wait for the items',
        async () => (await db.doc(confirmationWaitPath(paymentId)).get()).exists,
        CHAIN_MS,
      );
      const hers = { uid: buyer.uid, paymentId };
      // Younger than the sweep's wait: left to the items.
      expect((await reconcileNow()).details.confirmationsWithoutItems).not.toContainEqual(hers);
      const report = await reconcileNow({ itemsWaitMs: '0' });
      expect(report.details.confirmationsWithoutItems).toContainEqual(hers);
      expect((await deliveryOf(db, confirmationMailId(paymentId), CHAIN_MS)).state).toBe('SUCCESS');
      const [mail] = await waitFor('the confirmation', async () => {
        const mails = await mailTo(buyer.email);
        return mails.length > 0 ? mails : undefined;
      });
      expect(mail!.text).toContain(
        `Total charged: $${((LEG_A_CENTS + BASE_FEE_CENTS) / 100).toFixed(2)}`,
      );
      // A second sweep and the items arriving late change nothing.
      expect(
        (await reconcileNow({ itemsWaitMs: '0' })).details.confirmationsWithoutItems,
      ).not.toContainEqual(hers);
      expect((await postForm(url, { action: 'deliver-items' })).status).toBe(200);
      const paymentRef = db.doc(`stripe_customers/${buyer.uid}/payments/${paymentId}`);
      const last = (await paymentRef.get()).updateTime!;
      await waitFor(
        'the payment trigger to see the items',
        async () => (await db.doc(ignoredWritePath(paymentId, last)).get()).exists,
        CHAIN_MS,
      );
      const mails = await db.collection('mail').where('to', '==', buyer.email).get();
      expect(mails.docs.map((doc) => doc.id)).toEqual([confirmationMailId(paymentId)]);
    },
    CHAIN_MS * 3,
  );
});
