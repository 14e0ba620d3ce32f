/**
 * The "registration confirmed" e-mail on the emulator suite, read from what the local SMTP
 * server received: a card payment (the payment document as the Stripe extension writes it, with
 * its line items) gives exactly one confirmation with the bib, each gift code and the receipt; a
 * gift redemption gives one; a replayed payment or a retried trigger sends no second one (the
 * mail id is the payment's). The whole checkout path (startCheckout, the local checkout page)
 * ends in the same payment document: tests/integration/local-checkout.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  confirmationMailId,
  queueConfirmationMail,
} from '../../functions/src/registration/confirmation-mail-trigger';
import { ignoredWritePath } from '../../functions/src/registration/ignored-payment-write';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  LEG_B_CENTS,
  adminDb,
  callFunction,
  newGiftCode,
  newParticipant,
  paymentDoc,
  waitFor,
} from './support/emulators';
import { deliveryOf, mailTo } from './support/inbox';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

// Several functions in a row (provisioning, the row's standings, the confirmation, the sender),
// each started by the functions emulator in turn: minutes on a 2-core machine shared by others.
const CHAIN_MS = 240_000;

/** The one delivered mail for `address`, once mail/{id} reached SUCCESS. */
async function deliveredTo(address: string, mailId: string) {
  expect(await deliveryOf(db, mailId, CHAIN_MS)).toMatchObject({
    state: 'SUCCESS',
    attempts: 1,
  });
  return waitFor('the mail in the local inbox', async () => {
    const received = await mailTo(address);
    return received.length > 0 ? received : undefined;
  });
}

describe('registration confirmed e-mail', () => {
  it(
    'a card payment with two gifts: exactly one confirmation, with the bib, each gift code and the receipt; a replay sends no second one',
    async () => {
      const buyer = await newParticipant(db, 'Camille');
      const gifts = 2 * LEG_B_CENTS;
      // Tax on the leg (the payment check accepts tax on top, up to 15 %).
      const TAX_CENTS = 130;
      const payment = {
        ...paymentDoc(buyer.uid, fx, LEG_A_CENTS + gifts + BASE_FEE_CENTS + TAX_CENTS, {
          gifts: { [fx.legB]: 2 },
        }),
        // Stripe's line items as the extension copies them (subtotal, discount, tax, total).
        items: [
          {
            description: '100 km Leg',
            quantity: 1,
            amount_subtotal: LEG_A_CENTS,
            amount_discount: 0,
            amount_tax: TAX_CENTS,
            amount_total: LEG_A_CENTS + TAX_CENTS,
          },
          {
            description: 'Gift: 200 km Leg',
            quantity: 2,
            amount_subtotal: gifts,
            amount_discount: 0,
            amount_tax: 0,
            amount_total: gifts,
          },
          {
            description: 'Service Fee',
            quantity: 1,
            amount_subtotal: BASE_FEE_CENTS,
            amount_discount: 0,
            amount_tax: 0,
            amount_total: BASE_FEE_CENTS,
          },
        ],
      };
      const paymentId = payment.id;
      const ref = db.doc(`stripe_customers/${buyer.uid}/payments/${paymentId}`);
      await ref.set(payment);
      const marker = await waitFor(
        'provisioning',
        async () => (await db.doc(`provisioned/${paymentId}`).get()).data(),
        CHAIN_MS,
      );
      expect(marker.status).toBe('provisioned');
      const received = await deliveredTo(buyer.email, confirmationMailId(paymentId));
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail!.subject).toBe(
        `You're registered: Integration Race ${fx.raceUrl.slice(3)} – 100 km Leg`,
      );
      const codes = Object.keys(
        (await db.doc(`users/${buyer.uid}`).get()).data()?.subscribedRaces?.[fx.legA]?.giftCodes ??
          {},
      );
      expect(codes).toHaveLength(2);
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('Camille');
        expect(part).toContain(String(marker.bibNumber));
        for (const code of codes) expect(part).toContain(code);
      }
      expect(mail!.text).toContain(`Bib number: ${marker.bibNumber}`);
      expect(mail!.text).toContain('– 200 km Leg)');
      expect(mail!.text).toContain(`/dashboard/${fx.legA.replace(/^price_/, '')}`);
      // What the payment recorded: the leg, two gifts, the service fee; the amount received.
      expect(mail!.text).toContain(
        `Total charged: $${((payment.amount_received as number) / 100).toFixed(2)}`,
      );
      expect(mail!.text).toMatch(/Service Fee: \$3\.00/);

      // The payment written again (as a Stripe retry would): provisioning leaves it, nothing new is queued.
      const version = (await ref.set({ ...payment, replayed: true })).writeTime;
      await waitFor(
        'the payment trigger to see the replay and leave it',
        async () => (await db.doc(ignoredWritePath(paymentId, version)).get()).exists,
        CHAIN_MS,
      );
      // A retried run of the confirmation trigger: the mail is already queued.
      expect(await queueConfirmationMail(db, paymentId, marker)).toBe('already-queued');
      const queued = await db.collection('mail').where('to', '==', buyer.email).get();
      expect(queued.docs.map((doc) => doc.id)).toEqual([confirmationMailId(paymentId)]);
      expect(await mailTo(buyer.email)).toHaveLength(1);
    },
    CHAIN_MS * 2,
  );

  it(
    'a gift redemption: one confirmation, with the bib and the code it was paid with',
    async () => {
      const friend = await newParticipant(db, 'Gina');
      const code = await newGiftCode(db, fx.legA);
      const answer = await callFunction(
        'redeemGiftCode',
        { code, legId: fx.legA, raceId: fx.raceId, raceUrl: fx.raceUrl },
        friend.idToken,
      );
      expect(answer.status).toBe(200);
      const bib = answer.result?.bibNumber as number;
      const received = await deliveredTo(friend.email, confirmationMailId(`gift_${code}`));
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain('Hi Gina,');
      expect(received[0]!.text).toContain(`Bib number: ${bib}`);
      expect(received[0]!.text).toContain(`Registered with gift code ${code}: $0.00`);
      expect(received[0]!.text).toContain('Total charged: $0.00');
    },
    CHAIN_MS,
  );
});
