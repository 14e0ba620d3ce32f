/**
 * Provisioning a payment document (as the Stripe extension writes it): amount checks,
 * idempotency, unique bibs, team checks and referral rules, on the emulator suite.
 */
import { describe, expect, it } from 'vitest';
import { ignoredWritePath } from '../../functions/src/registration/ignored-payment-write';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  LEG_B_CENTS,
  adminDb,
  createUser,
  paymentDoc,
  registrationOf,
  uniqueId,
  waitFor,
} from './support/emulators';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

async function pay(uid: string, payment: ReturnType<typeof paymentDoc>) {
  await db.doc(`stripe_customers/${uid}/payments/${payment.id}`).set(payment);
  return waitFor(`provisioned/${payment.id}`, async () =>
    (await db.doc(`provisioned/${payment.id}`).get()).data(),
  );
}

const entryOf = (uid: string, legId: string) => registrationOf(db, uid, legId);

describe('amount check', () => {
  it('a payment whose amount does not match gives no registration and records the error', async () => {
    const uid = uniqueId('it-cheat-');
    await createUser(db, uid);
    const payment = paymentDoc(uid, fx, 100);
    const marker = await pay(uid, payment);
    expect(marker).toMatchObject({ status: 'rejected', uid });
    expect(marker.reason).toMatch(/below the expected/);
    const stored = (await db.doc(`stripe_customers/${uid}/payments/${payment.id}`).get()).data();
    expect(stored?.provisionError?.message).toBe(marker.reason);
    expect(await entryOf(uid, fx.legA)).toBeUndefined();
    expect((await db.doc(`races/${fx.legA}/subscribedUsers/${uid}`).get()).exists).toBe(false);
  });

  it('accepts the early-bird price for a session opened before the cutoff and paid up to 24 h after it', async () => {
    // The fixture's early_end is 2099-12-31: the cutoff is 2100-01-01 07:00 UTC. Leg A: 1000 early, 2000 regular.
    const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const early = LEG_A_CENTS + BASE_FEE_CENTS;
    const cases = [
      { created: at('2100-01-01T08:00:00Z'), amount: early, status: 'provisioned' },
      { created: at('2100-01-02T07:00:01Z'), amount: early, status: 'rejected' },
      { created: at('2100-01-02T07:00:01Z'), amount: 2000 + BASE_FEE_CENTS, status: 'provisioned' },
    ];
    for (const { created, amount, status } of cases) {
      const uid = uniqueId('it-cutoff-');
      await createUser(db, uid);
      const marker = await pay(uid, { ...paymentDoc(uid, fx, amount), created });
      expect(marker.status, `${amount} paid at ${new Date(created * 1000).toISOString()}`).toBe(
        status,
      );
    }
  });

  it('metadata that asks for gifts the amount does not cover is rejected', async () => {
    const uid = uniqueId('it-cheat-');
    await createUser(db, uid);
    const marker = await pay(
      uid,
      paymentDoc(uid, fx, LEG_A_CENTS + BASE_FEE_CENTS, { gifts: { [fx.legA]: 5 } }),
    );
    expect(marker.status).toBe('rejected');
    expect(await entryOf(uid, fx.legA)).toBeUndefined();
  });

  it('37. a discount is accepted only as large as the valid promo code is worth', async () => {
    const promo = uniqueId('ITPROMO');
    await db.doc(`options/validPromoCodes/codes/${promo}`).set({
      promotionId: 'promo_it',
      active: true,
      coupon: { amount_off: 200, currency: 'cad', applies_to: { products: [fx.raceId] } },
    });
    const [unknown, tooMuch, exact] = [
      uniqueId('it-buyer-'),
      uniqueId('it-buyer-'),
      uniqueId('it-buyer-'),
    ];
    await Promise.all([createUser(db, unknown), createUser(db, tooMuch), createUser(db, exact)]);
    const [rejected, overDiscounted, accepted] = await Promise.all([
      pay(
        unknown,
        paymentDoc(unknown, fx, LEG_A_CENTS - 200 + BASE_FEE_CENTS, { promoCode: 'NOT-A-CODE' }),
      ),
      pay(tooMuch, paymentDoc(tooMuch, fx, BASE_FEE_CENTS, { promoCode: promo })),
      pay(exact, paymentDoc(exact, fx, LEG_A_CENTS - 200 + BASE_FEE_CENTS, { promoCode: promo })),
    ]);
    expect(rejected.status).toBe('rejected');
    expect(overDiscounted.status).toBe('rejected');
    expect(accepted.status).toBe('provisioned');
  });

  it('accepts tax on top (automatic_tax) up to 15 %', async () => {
    const uid = uniqueId('it-buyer-');
    await createUser(db, uid);
    const marker = await pay(
      uid,
      paymentDoc(uid, fx, Math.round((LEG_A_CENTS + BASE_FEE_CENTS) * 1.13)),
    );
    expect(marker.status).toBe('provisioned');
  });
});

describe('idempotency', () => {
  it('re-writing the same payment gives no second registration, bib or gift code', async () => {
    const uid = uniqueId('it-retry-');
    await createUser(db, uid);
    const payment = paymentDoc(uid, fx, LEG_A_CENTS * 2 + BASE_FEE_CENTS, {
      gifts: { [fx.legA]: 1 },
    });
    const marker = await pay(uid, payment);
    expect(marker.status).toBe('provisioned');
    const first = await entryOf(uid, fx.legA);
    const counter = (await db.doc(`races/${fx.legA}/counters/bib`).get()).data();

    // Each rewrite's version of the payment (a write that changes nothing keeps the version it
    // had, already seen): wait for the trigger's record that it saw that version and did nothing.
    const versions = [];
    for (let i = 0; i < 3; i += 1)
      versions.push(
        (await db.doc(`stripe_customers/${uid}/payments/${payment.id}`).set({ ...payment }))
          .writeTime,
      );
    await Promise.all(
      versions.map((version) =>
        waitFor(
          'the trigger to see the rewrite and leave it',
          async () => (await db.doc(ignoredWritePath(payment.id, version)).get()).exists,
        ),
      ),
    );

    expect(await entryOf(uid, fx.legA)).toEqual(first);
    expect((await db.collection('giftcodes').where('purchasedBy', '==', uid).get()).size).toBe(1);
    expect((await db.doc(`races/${fx.legA}/counters/bib`).get()).data()).toEqual(counter);
    expect((await db.doc(`provisioned/${payment.id}`).get()).data()).toEqual(marker);
  });

  it('a second payment for a leg the user already has is rejected, not a second bib', async () => {
    const uid = uniqueId('it-twice-');
    await createUser(db, uid);
    expect((await pay(uid, paymentDoc(uid, fx, LEG_A_CENTS + BASE_FEE_CENTS))).status).toBe(
      'provisioned',
    );
    const bib = (await entryOf(uid, fx.legA)).bibNumber;
    const again = await pay(uid, paymentDoc(uid, fx, LEG_A_CENTS + BASE_FEE_CENTS));
    expect(again).toMatchObject({ status: 'rejected', reason: `already registered on ${fx.legA}` });
    expect((await entryOf(uid, fx.legA)).bibNumber).toBe(bib);
  });
});

describe('bibs', () => {
  it('buyers paying at the same moment get distinct bibs on the leg', async () => {
    const buyers = Array.from({ length: 5 }, () => uniqueId('it-rush-'));
    await Promise.all(buyers.map((uid) => createUser(db, uid)));
    const markers = await Promise.all(
      buyers.map((uid) =>
        pay(uid, paymentDoc(uid, fx, LEG_B_CENTS + BASE_FEE_CENTS, { leg: fx.legB })),
      ),
    );
    expect(markers.every((m) => m.status === 'provisioned')).toBe(true);
    const bibs = await Promise.all(
      buyers.map(async (uid) => (await entryOf(uid, fx.legB)).bibNumber as number),
    );
    expect(new Set(bibs).size).toBe(buyers.length);
    const rows = await db.collection(`races/${fx.legB}/subscribedUsers`).get();
    expect(new Set(rows.docs.map((d) => d.data().bibNumber)).size).toBe(rows.size);
  });
});

describe('teams and referrals', () => {
  it('22. joins an existing team when the code is right, falls back to noTeam when it is wrong', async () => {
    const team = `IT Crew ${uniqueId('')}`;
    await db
      .doc(`races/${fx.legA}/teams/${team}`)
      .set({ owner: 'captain', createdAt: new Date(), membersCount: 1 });
    await db.doc(`races/${fx.legA}/teams/${team}/private/code`).set({ code: 'RIGHT' });
    const good = uniqueId('it-joiner-');
    const bad = uniqueId('it-joiner-');
    await Promise.all([createUser(db, good), createUser(db, bad)]);
    const amount = LEG_A_CENTS + BASE_FEE_CENTS;
    await pay(
      good,
      paymentDoc(good, fx, amount, {
        teamChoice: 'existingTeam',
        teamName: team,
        teamCode: 'RIGHT',
      }),
    );
    const wrong = await pay(
      bad,
      paymentDoc(bad, fx, amount, {
        teamChoice: 'existingTeam',
        teamName: team,
        teamCode: 'WRONG',
      }),
    );
    expect(wrong.status).toBe('provisioned');
    expect(await entryOf(good, fx.legA)).toMatchObject({
      teamName: team,
      teamChoice: 'existingTeam',
    });
    expect(await entryOf(bad, fx.legA)).toMatchObject({ teamName: 'noTeam', teamChoice: 'noTeam' });
    expect((await db.doc(`races/${fx.legA}/subscribedUsers/${bad}`).get()).data()?.teamName).toBe(
      'noTeam',
    );
    expect((await db.doc(`races/${fx.legA}/teams/${team}`).get()).data()?.membersCount).toBe(2);
  });

  it("does not credit the buyer's own referral link", async () => {
    const uid = uniqueId('it-self-');
    const link = uniqueId('it-link-');
    await createUser(db, uid);
    await db.doc(`referral_links/${link}`).set({ name: 'Me', owner: uid });
    expect(
      (await pay(uid, paymentDoc(uid, fx, LEG_A_CENTS + BASE_FEE_CENTS, { referralLink: link })))
        .status,
    ).toBe('provisioned');
    expect((await db.doc(`referrals/${uid}`).get()).exists).toBe(false);
  });
});
