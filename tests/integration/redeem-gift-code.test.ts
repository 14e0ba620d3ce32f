/** The redeemGiftCode callable over HTTP (as httpsCallable calls it), on the emulator suite. */
import { describe, expect, it } from 'vitest';
import { ignoredWritePath } from '../../functions/src/registration/ignored-payment-write';
import {
  adminDb,
  callFunction,
  newGiftCode,
  newParticipant,
  uniqueId,
  waitFor,
} from './support/emulators';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

describe('redeemGiftCode', () => {
  it('redeems a code: marks it used, records a server payment and provisions the registration', async () => {
    const me = await newParticipant(db, 'Gina');
    const code = await newGiftCode(db, fx.legA);
    const answer = await callFunction(
      'redeemGiftCode',
      { code, legId: fx.legA, raceId: fx.raceId, raceUrl: fx.raceUrl },
      me.idToken,
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ legId: fx.legA, teamName: 'noTeam' });
    expect(typeof answer.result?.bibNumber).toBe('number');

    // docs/security.md item 62: the code (which its buyer reads) says used and when; the redeemer is in the server-only record.
    const gift = (await db.doc(`giftcodes/${code}`).get()).data();
    expect(Object.keys(gift ?? {}).sort()).toEqual([
      'createdAt',
      'legId',
      'purchasedBy',
      'used',
      'usedAt',
    ]);
    expect(gift).toMatchObject({ used: true, legId: fx.legA, purchasedBy: 'it-giver' });
    expect((await db.doc(`giftcode_redemptions/${code}`).get()).data()).toEqual({
      usedBy: { email: me.email, id: me.uid },
      usedAt: gift?.usedAt,
      legId: fx.legA,
      paymentId: `gift_${code}`,
    });
    const paymentSnap = await db.doc(`stripe_customers/${me.uid}/payments/gift_${code}`).get();
    const payment = paymentSnap.data();
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 0,
      currency: 'cad',
      metadata: { giftCode: code, legId: fx.legA },
    });
    const entry = (await db.doc(`users/${me.uid}`).get()).data()?.subscribedRaces?.[fx.legA];
    expect(entry).toMatchObject({
      raceId: fx.raceId,
      legId: fx.legA,
      bibNumber: answer.result?.bibNumber,
      teamName: 'noTeam',
    });
    expect((await db.doc(`races/${fx.legA}/subscribedUsers/${me.uid}`).get()).data()).toMatchObject(
      { firstName: 'Gina', bibNumber: answer.result?.bibNumber },
    );

    // The payment trigger sees the server's payment, finds it provisioned and leaves it alone:
    // its record for this version of the payment is the evidence that it ran and stopped there.
    const ignored = db.doc(ignoredWritePath(`gift_${code}`, paymentSnap.updateTime!));
    expect(
      await waitFor('the payment trigger to look at the payment and leave it', async () =>
        (await ignored.get()).data(),
      ),
    ).toMatchObject({ uid: me.uid });
    expect((await db.doc(`provisioned/gift_${code}`).get()).data()?.status).toBe('provisioned');
    expect((await db.doc(`stripe_customers/${me.uid}/payments/gift_${code}`).get()).data()).toEqual(
      payment,
    );
  });

  it('40. a redemption naming a referral link credits nobody', async () => {
    const me = await newParticipant(db, 'Gina');
    const referrer = uniqueId('it-referrer-');
    const link = uniqueId('it-link-');
    await db.doc(`referral_links/${link}`).set({ name: 'Someone Else', owner: referrer });
    const answer = await callFunction(
      'redeemGiftCode',
      {
        code: await newGiftCode(db, fx.legA),
        legId: fx.legA,
        raceId: fx.raceId,
        referral_link: link,
      },
      me.idToken,
    );
    expect(answer.status).toBe(200);
    const payments = await db.collection(`stripe_customers/${me.uid}/payments`).get();
    expect(payments.docs[0]?.data().metadata).not.toHaveProperty('referral_link');
    expect((await db.doc(`referrals/${referrer}`).get()).exists).toBe(false);
  });

  it('finds the race of the leg when raceId is not sent', async () => {
    const me = await newParticipant(db, 'Gina');
    const answer = await callFunction(
      'redeemGiftCode',
      { code: await newGiftCode(db, fx.legB), legId: fx.legB },
      me.idToken,
    );
    expect(answer.status).toBe(200);
  });

  it("answers not-found with the spec's text for an unknown, a used or a wrongly cased code", async () => {
    const me = await newParticipant(db, 'Gina');
    const code = await newGiftCode(db, fx.legA);
    await db.doc(`giftcodes/${code}`).update({ used: true });
    for (const tried of ['IT-NO-SUCH-CODE', code, (await newGiftCode(db, fx.legA)).toLowerCase()]) {
      const answer = await callFunction(
        'redeemGiftCode',
        { code: tried, legId: fx.legA, raceId: fx.raceId },
        me.idToken,
      );
      expect(answer.status).toBe(404);
      expect(answer.error).toMatchObject({
        status: 'NOT_FOUND',
        message: 'Invalid Code. Codes are case-sensitive.',
      });
    }
    expect((await db.doc(`users/${me.uid}`).get()).data()?.subscribedRaces).toBeUndefined();
  });

  it('answers failed-precondition for a code of another distance and leaves the code unused', async () => {
    const me = await newParticipant(db, 'Gina');
    const code = await newGiftCode(db, fx.legB);
    const answer = await callFunction(
      'redeemGiftCode',
      { code, legId: fx.legA, raceId: fx.raceId },
      me.idToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This coupon is not valid for this distance.',
    });
    expect((await db.doc(`giftcodes/${code}`).get()).data()?.used).toBe(false);
  });

  it('refuses a user already registered on the leg, and a visitor', async () => {
    const me = await newParticipant(db, 'Gina');
    expect(
      (
        await callFunction(
          'redeemGiftCode',
          { code: await newGiftCode(db, fx.legA), legId: fx.legA },
          me.idToken,
        )
      ).status,
    ).toBe(200);
    const second = await newGiftCode(db, fx.legA);
    const again = await callFunction(
      'redeemGiftCode',
      { code: second, legId: fx.legA },
      me.idToken,
    );
    expect(again.error?.status).toBe('ALREADY_EXISTS');
    expect((await db.doc(`giftcodes/${second}`).get()).data()?.used).toBe(false);
    const visitor = await callFunction('redeemGiftCode', { code: second, legId: fx.legA });
    expect(visitor.error?.status).toBe('UNAUTHENTICATED');
  });

  it('two people redeeming one code at once: exactly one wins', async () => {
    const [a, b] = await Promise.all([newParticipant(db, 'Gina'), newParticipant(db, 'Gina')]);
    const code = await newGiftCode(db, fx.legB);
    const answers = await Promise.all(
      [a, b].map((who) =>
        callFunction('redeemGiftCode', { code, legId: fx.legB, raceId: fx.raceId }, who.idToken),
      ),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 404]);
    const winner = answers[0]!.status === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect((await db.doc(`giftcode_redemptions/${code}`).get()).data()?.usedBy).toEqual({
      email: winner.email,
      id: winner.uid,
    });
    expect((await db.doc(`races/${fx.legB}/subscribedUsers/${loser.uid}`).get()).exists).toBe(
      false,
    );
    expect((await db.doc(`users/${loser.uid}`).get()).data()?.subscribedRaces).toBeUndefined();
  });
});
