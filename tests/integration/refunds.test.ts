/**
 * Refunds and disputes as Stripe sends them (docs/payments.md, "Refunds and disputes"): the local
 * checkout sends signed `charge.refunded` and `charge.dispute.closed` events to our
 * stripeWebhook. A full refund or a lost dispute ends the registration once (row, standings,
 * team, unused gift codes; her kilometres kept; her e-mail; the organisers' alert), whatever the
 * replays; a partial refund changes only the receipt.
 */
import { describe, expect, it } from 'vitest';
import { decodeRows } from '../../src/contract/standings-codec';
import { shardOf } from '../../src/contract/standings-board';
import { alertMailId } from '../../functions/src/ops/alert-mail';
import { registrationEndedMailId } from '../../functions/src/payments/registration-ended-mail';
import { ignoredWritePath } from '../../functions/src/registration/ignored-payment-write';
import { receiptOf } from '../../functions/src/registration/receipt';
import {
  SOCKS,
  adminDb,
  callFunction,
  newParticipant,
  orderAndPay,
  orderFor,
  postForm,
  waitFor,
  type Participant,
} from './support/emulators';
import { deliveryOf, mailTo } from './support/inbox';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);
const CHAIN_MS = 240_000;

const marker = async (paymentId: string) => (await db.doc(`provisioned/${paymentId}`).get()).data();

async function standingKeys(legId: string, uid: string): Promise<string[]> {
  const shard = (await db.doc(`races/${legId}/standings/${shardOf(uid)}`).get()).data();
  return decodeRows(String(shard?.rows ?? '')).map((row) => row.key);
}

/** Pays with the stand-in delivering every Stripe event `mode` ('twice': each one twice). */
async function buy(buyer: Participant, mode: string, options: Parameters<typeof orderFor>[1]) {
  await db.doc(`emulator_faults/stripeDelivery-${buyer.uid}`).set({ mode });
  const paid = await orderAndPay(db, buyer, orderFor(fx, options));
  expect(paid.marker.status).toBe('provisioned');
  const paymentId = String(paid.marker.paymentId);
  return { url: paid.answer.url as string, paymentId, bib: paid.marker.bibNumber as number };
}

describe('a full refund ends the registration', () => {
  it(
    'row, standings, team and unused gift codes go; the used code, her kilometres and her bib stay recorded; one e-mail, one alert, whatever the replays',
    async () => {
      const captain = await newParticipant(db, 'Rhea');
      const mate = await newParticipant(db, 'Milo');
      const friend = await newParticipant(db, 'Fran');
      const teamName = `Refund Team ${captain.uid.slice(-6)}`;
      const bought = await buy(captain, 'twice', {
        gifts: { [fx.legA]: 2 },
        teamChoice: 'newTeam',
        teamName,
        teamCode: 'REFUND-1',
      });
      await buy(mate, 'together', { teamChoice: 'existingTeam', teamName, teamCode: 'REFUND-1' });
      const codes = Object.keys(
        (await db.doc(`users/${captain.uid}`).get()).data()?.subscribedRaces?.[fx.legA]?.giftCodes,
      );
      expect(codes).toHaveLength(2);
      const [usedCode, unusedCode] = codes as [string, string];
      const redeemed = await callFunction(
        'redeemGiftCode',
        { code: usedCode, legId: fx.legA, raceId: fx.raceId, raceUrl: fx.raceUrl },
        friend.idToken,
      );
      expect(redeemed.status).toBe(200);
      // Her kilometres: one activity on her row.
      const rowRef = db.doc(`races/${fx.legA}/subscribedUsers/${captain.uid}`);
      const activity = {
        date: new Date(),
        distance: 12.5,
        distanceType: 'Km',
        duration: { hours: 1, minutes: 5, seconds: 0 },
      };
      await rowRef.update({ 'times.manual_1': activity, totalDistance: 12.5 });
      await waitFor(
        'her row in the standings',
        async () => (await standingKeys(fx.legA, captain.uid)).includes(String(bought.bib)),
        CHAIN_MS,
      );
      const teamRef = db.doc(`races/${fx.legA}/teams/${teamName}`);
      expect((await teamRef.get()).data()).toMatchObject({ owner: captain.uid, membersCount: 2 });

      // The whole payment refunded; the stand-in sends the event twice (mode 'twice').
      const refunded = await postForm(bought.url, { action: 'refund' });
      expect(refunded.status).toBe(200);
      expect(((await refunded.json()) as { statuses: number[] }).statuses).toEqual([200, 200]);
      const ended = await waitFor(
        'the registration to end',
        async () => {
          const data = await marker(bought.paymentId);
          return data?.endedAt ? data : undefined;
        },
        CHAIN_MS,
      );
      expect(ended.endReason).toBe('refunded');

      const user = (await db.doc(`users/${captain.uid}`).get()).data();
      expect(user?.subscribedRaces?.[fx.legA]).toBeUndefined();
      expect(user?.endedRaces?.[fx.legA]).toMatchObject({
        bibNumber: bought.bib,
        teamName,
        totalDistance: 12.5,
        times: { manual_1: expect.objectContaining({ distance: 12.5 }) },
        endReason: 'refunded',
        paymentId: bought.paymentId,
        voidedGiftCodes: [unusedCode],
        keptGiftCodes: [usedCode],
      });
      expect((await rowRef.get()).exists).toBe(false);
      expect((await db.doc(`giftcodes/${unusedCode}`).get()).exists).toBe(false);
      expect((await db.doc(`giftcodes/${usedCode}`).get()).data()).toMatchObject({ used: true });
      expect(
        await (
          await db.doc(`users/${friend.uid}`).get()
        ).get(`subscribedRaces.${fx.legA}.bibNumber`),
      ).toEqual(expect.any(Number));
      expect((await teamRef.get()).data()).toMatchObject({ owner: mate.uid, membersCount: 1 });
      const roster = (await teamRef.collection('private').doc('roster').get()).data();
      expect(roster?.members?.[captain.uid]).toBeUndefined();
      await waitFor(
        'her row to leave the standings',
        async () => !(await standingKeys(fx.legA, captain.uid)).includes(String(bought.bib)),
        CHAIN_MS,
      );

      // Her e-mail, once, naming the code that no longer works.
      const mailId = registrationEndedMailId(bought.paymentId);
      expect((await deliveryOf(db, mailId, CHAIN_MS)).state).toBe('SUCCESS');
      const received = await waitFor('her e-mail', async () => {
        const mails = (await mailTo(captain.email)).filter((m) =>
          m.subject.startsWith('Your registration has ended'),
        );
        return mails.length > 0 ? mails : undefined;
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain(unusedCode);
      expect(received[0]!.text).not.toContain(usedCode);
      // The organisers' alert, once.
      const alertId = `registration-ended__${bought.paymentId}`;
      expect((await db.doc(`ops_alerts/${alertId}`).get()).data()).toMatchObject({
        kind: 'registration-ended',
        count: 1,
        mailCount: 1,
      });
      expect((await deliveryOf(db, alertMailId(alertId, 1), CHAIN_MS)).state).toBe('SUCCESS');

      // Replays: Stripe's event again, and the extension writing the payment again.
      const again = await postForm(bought.url, { action: 'refund' });
      expect(((await again.json()) as { statuses: number[] }).statuses).toEqual([200, 200]);
      const paymentRef = db.doc(`stripe_customers/${captain.uid}/payments/${bought.paymentId}`);
      const version = (await paymentRef.set({ local_delivery: 3 }, { merge: true })).writeTime;
      await waitFor(
        'the payment trigger to leave the replay',
        async () => (await db.doc(ignoredWritePath(bought.paymentId, version)).get()).exists,
        CHAIN_MS,
      );
      expect((await db.doc(`ops_alerts/${alertId}`).get()).get('count')).toBe(1);
      expect((await db.doc(`mail/${alertMailId(alertId, 2)}`).get()).exists).toBe(false);
      expect((await marker(bought.paymentId))?.endedAt).toEqual(ended.endedAt);
      expect(
        (await mailTo(captain.email)).filter((m) =>
          m.subject.startsWith('Your registration has ended'),
        ),
      ).toHaveLength(1);
      expect((await teamRef.get()).get('membersCount')).toBe(1);
    },
    CHAIN_MS * 4,
  );

  it(
    'a dispute lost ends it the same way',
    async () => {
      const buyer = await newParticipant(db, 'Dana');
      const bought = await buy(buyer, 'together', {});
      expect((await postForm(bought.url, { action: 'dispute-lost' })).status).toBe(200);
      const ended = await waitFor(
        'the registration to end',
        async () => {
          const data = await marker(bought.paymentId);
          return data?.endedAt ? data : undefined;
        },
        CHAIN_MS,
      );
      expect(ended.endReason).toBe('dispute-lost');
      expect((await db.doc(`races/${fx.legA}/subscribedUsers/${buyer.uid}`).get()).exists).toBe(
        false,
      );
      const mail = (await db.doc(`mail/${registrationEndedMailId(bought.paymentId)}`).get()).data();
      expect(mail?.message?.text).toContain('Your bank reversed your payment');
    },
    CHAIN_MS * 2,
  );
});

describe('a partial refund', () => {
  it(
    'changes only the receipt: the registration, its row and its alert-free state stay',
    async () => {
      const buyer = await newParticipant(db, 'Pia');
      const bought = await buy(buyer, 'together', {
        products: { [SOCKS.productId]: SOCKS.priceId },
      });
      const before = (await db.doc(`users/${buyer.uid}`).get()).data()?.subscribedRaces?.[fx.legA];
      const refunded = await postForm(bought.url, {
        action: 'refund',
        amount: String(SOCKS.cents),
      });
      expect(refunded.status).toBe(200);
      const paymentRef = db.doc(`stripe_customers/${buyer.uid}/payments/${bought.paymentId}`);
      const recorded = await waitFor('the refund on the payment', async () => {
        const snap = await paymentRef.get();
        return snap.get('refund') ? snap : undefined;
      });
      expect(recorded.get('refund')).toMatchObject({
        amountRefundedCents: SOCKS.cents,
        full: false,
      });
      await waitFor(
        'the payment trigger to see the refund and leave the registration',
        async () =>
          (await db.doc(ignoredWritePath(bought.paymentId, recorded.updateTime!)).get()).exists,
        CHAIN_MS,
      );
      expect(receiptOf(recorded.data()!)).toMatchObject({ refundedCents: SOCKS.cents });
      expect((await db.doc(`users/${buyer.uid}`).get()).data()?.subscribedRaces?.[fx.legA]).toEqual(
        before,
      );
      expect((await db.doc(`races/${fx.legA}/subscribedUsers/${buyer.uid}`).get()).exists).toBe(
        true,
      );
      expect((await marker(bought.paymentId))?.endedAt).toBeUndefined();
      expect((await db.doc(`mail/${registrationEndedMailId(bought.paymentId)}`).get()).exists).toBe(
        false,
      );
      expect(
        (await db.doc(`ops_alerts/registration-ended__${bought.paymentId}`).get()).exists,
      ).toBe(false);
    },
    CHAIN_MS * 2,
  );
});
