/**
 * Failures that need a person (docs/reliability.md, "Alerts") on the emulator suite: each lands
 * on one ops_alerts/{kind}__{key} document and one e-mail to the organisers' address (the
 * emulator's stand-in, delivered by the local mail sender); a repeat of the same cause counts on
 * the same document and sends no second e-mail. A forged Stripe event raises nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alertMailId } from '../../functions/src/ops/alert-mail';
import { ALERT_RULES } from '../../functions/src/ops/alert-policy';
import { mailIdFor } from '../../functions/src/mail/outbox';
import { ignoredWritePath } from '../../functions/src/registration/ignored-payment-write';
import { stripeSignatureHeader } from '../../functions/src/payments/stripe-signature';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../functions/src/payments/stripe-webhook-config';
import {
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  adminDb,
  createUser,
  paymentDoc,
  uniqueId,
  waitFor,
} from './support/emulators';
import { deliveryOf, mailTo } from './support/inbox';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);
const CHAIN_MS = 240_000;
// The emulator suite's deployment names the organisers' address (deployments.json, "default").
const ORGANISERS = (
  JSON.parse(readFileSync(new URL('../../deployments.json', import.meta.url), 'utf8')) as {
    default: { mail: { organisers: string } };
  }
).default.mail.organisers;
const WEBHOOK = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/stripeWebhook`;

const alertOf = async (id: string) => (await db.doc(`ops_alerts/${id}`).get()).data();

/** A charge.refunded event for `paymentIntent`, signed with `secret`; our webhook's answer. */
async function sendRefund(paymentIntent: string, secret = LOCAL_STRIPE_WEBHOOK_SECRET) {
  const body = JSON.stringify({
    id: uniqueId('evt_it_').replace(/-/g, '_'),
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: 'ch_it',
        amount: 1300,
        amount_refunded: 1300,
        refunded: true,
        payment_intent: paymentIntent,
      },
    },
  });
  return fetch(WEBHOOK, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader(body, secret, Math.floor(Date.now() / 1000)),
    },
    body,
  });
}

/** The organisers' e-mails about `cause` (a payment id the alert's details name). */
async function organisersMails(cause: string) {
  return (await mailTo(ORGANISERS)).filter((mail) => mail.text.includes(cause));
}

describe('alerts that reach a person', () => {
  it(
    'a paid order not provisioned: one alert, one e-mail; the payment written again changes neither',
    async () => {
      const uid = uniqueId('it-alert-');
      await createUser(db, uid);
      const payment = paymentDoc(uid, fx, 100);
      const ref = db.doc(`stripe_customers/${uid}/payments/${payment.id}`);
      await ref.set(payment);
      const id = `payment-not-provisioned__${payment.id}`;
      const alert = await waitFor('the alert', () => alertOf(id), CHAIN_MS);
      expect(alert).toMatchObject({
        kind: 'payment-not-provisioned',
        key: payment.id,
        needsPerson: true,
        count: 1,
        mailCount: 1,
        details: { uid, paymentId: payment.id },
      });
      expect(String(alert.summary)).toMatch(/below the expected/);
      expect((await deliveryOf(db, alertMailId(id, 1), CHAIN_MS)).state).toBe('SUCCESS');
      const received = await waitFor('the organisers’ e-mail', async () => {
        const mails = await organisersMails(payment.id);
        return mails.length > 0 ? mails : undefined;
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain(`ops_alerts/${id}`);

      const version = (await ref.set({ ...payment, replayed: true })).writeTime;
      await waitFor(
        'the payment trigger to leave the replay',
        async () => (await db.doc(ignoredWritePath(payment.id, version)).get()).exists,
        CHAIN_MS,
      );
      expect((await alertOf(id))?.count).toBe(1);
      expect(await organisersMails(payment.id)).toHaveLength(1);
    },
    CHAIN_MS * 3,
  );

  it(
    'a refund for a payment we do not have: one alert and one e-mail; a second refund event counts without a second e-mail; a forged one is refused and raises nothing',
    async () => {
      const paymentIntent = uniqueId('pi_it_').replace(/-/g, '_');
      const id = `refund-not-applied__${paymentIntent}`;
      const forged = await sendRefund(paymentIntent, 'whsec_not_ours');
      expect(forged.status).toBe(400);
      expect(await forged.text()).toMatch(/signature does not match/);
      expect(await alertOf(id)).toBeUndefined();

      const first = await sendRefund(paymentIntent);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ outcome: 'no-payment' });
      expect(await alertOf(id)).toMatchObject({ count: 1, mailCount: 1 });
      expect((await deliveryOf(db, alertMailId(id, 1), CHAIN_MS)).state).toBe('SUCCESS');

      expect((await sendRefund(paymentIntent)).status).toBe(200);
      const repeated = await alertOf(id);
      expect(repeated).toMatchObject({ count: 2, mailCount: 1 });
      expect(repeated?.lastSeen.toMillis()).toBeGreaterThan(repeated?.firstSeen.toMillis());
      expect((await db.doc(`mail/${alertMailId(id, 2)}`).get()).exists).toBe(false);
      const received = await waitFor('the organisers’ e-mail', async () => {
        const mails = await organisersMails(paymentIntent);
        return mails.length > 0 ? mails : undefined;
      });
      expect(received).toHaveLength(1);
    },
    CHAIN_MS * 2,
  );

  it(
    'e-mails in ERROR pile up into one alert, e-mailed once the threshold is reached within the hour',
    async () => {
      const id = 'mail-errors__all';
      const before = (await alertOf(id))?.count ?? 0;
      const { threshold } = ALERT_RULES['mail-errors'];
      // Documents with no recipient: the sender (the extension, locally local-mail.ts) ends them in ERROR.
      const ids = Array.from({ length: threshold }, () => mailIdFor('it-alert', uniqueId('')));
      for (const mailId of ids)
        await db
          .doc(`mail/${mailId}`)
          .set({ message: { subject: 'No one', text: 'x', html: 'x' } });
      for (const mailId of ids)
        expect((await deliveryOf(db, mailId, CHAIN_MS)).state).toBe('ERROR');
      const alert = await waitFor(
        'every error counted',
        async () => {
          const data = await alertOf(id);
          return data && data.count >= before + threshold ? data : undefined;
        },
        CHAIN_MS,
      );
      expect(alert.count).toBe(before + threshold);
      expect(alert.mailCount).toBeGreaterThanOrEqual(1);
      expect(
        (await deliveryOf(db, alertMailId(id, alert.mailCount as number), CHAIN_MS)).state,
      ).toBe('SUCCESS');
      expect(
        (await db.doc(`mail/${alertMailId(id, (alert.mailCount as number) + 1)}`).get()).exists,
      ).toBe(false);
    },
    CHAIN_MS * 2,
  );
});
