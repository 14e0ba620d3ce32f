/**
 * The local Stripe Checkout stand-in and the paid path end to end on the emulator suite:
 * session → url (or error) → the localCheckout page → Pay → payment document → registration.
 */
import { describe, expect, it } from 'vitest';
import {
  BASE_FEE_CENTS,
  FUNCTIONS_ORIGIN,
  LEG_A_CENTS,
  PROJECT_ID,
  SOCKS,
  adminDb,
  checkoutSession,
  createUser,
  pressOnCheckoutPage,
  priceData,
  sessionAnswer,
  uniqueId,
  waitFor,
} from './support/emulators';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

async function createSession(uid: string, session: Record<string, unknown>) {
  const ref = db.collection(`stripe_customers/${uid}/checkout_sessions`).doc();
  await ref.set(session);
  return { ref, answer: await sessionAnswer(db, uid, ref.id) };
}

describe('checkout session stand-in', () => {
  it('answers a valid session with the localCheckout url', async () => {
    const uid = uniqueId('it-buyer-');
    const { ref, answer } = await createSession(
      uid,
      checkoutSession(uid, fx, [
        { price: fx.legA, quantity: 1 },
        priceData('Service Fee', BASE_FEE_CENTS),
      ]),
    );
    expect(answer.error).toBeUndefined();
    expect(answer.url).toBe(
      `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localCheckout?uid=${uid}&session=${ref.id}`,
    );
  });

  it.each([
    ['an unknown price', [{ price: 'price_does_not_exist', quantity: 1 }]],
    ['a negative amount', [{ price: 'LEG', quantity: 1 }, priceData('Service Fee', -300)]],
    ['a zero quantity', [{ price: 'LEG', quantity: 0 }]],
    ['no line items', []],
  ])('answers a session with %s with error.message', async (_label, items) => {
    const uid = uniqueId('it-buyer-');
    const lineItems = (items as { price?: string }[]).map((item) =>
      item.price === 'LEG' ? { ...item, price: fx.legA } : item,
    );
    const { answer } = await createSession(uid, checkoutSession(uid, fx, lineItems));
    expect(answer.url).toBeUndefined();
    expect(typeof answer.error?.message).toBe('string');
    expect(answer.error.message.length).toBeGreaterThan(0);
  });

  it("refuses a session whose metadata.uid is someone else's", async () => {
    const uid = uniqueId('it-buyer-');
    const session = checkoutSession(uid, fx, [{ price: fx.legA, quantity: 1 }]);
    const { answer } = await createSession(uid, {
      ...session,
      metadata: { ...session.metadata, uid: 'someone-else' },
    });
    expect(answer.error?.message).toMatch(/uid/);
  });

  it('Cancel redirects (303) to the cancel_url stored on the session, and records no payment', async () => {
    const uid = uniqueId('it-buyer-');
    const session = checkoutSession(uid, fx, [
      { price: fx.legA, quantity: 1 },
      priceData('Service Fee', BASE_FEE_CENTS),
    ]);
    const { answer } = await createSession(uid, session);
    const response = await pressOnCheckoutPage(answer.url, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.cancel_url);
    expect((await db.collection(`stripe_customers/${uid}/payments`).get()).size).toBe(0);
  });

  it('rejects an unknown session and an unknown action', async () => {
    const missing = await fetch(
      `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localCheckout?uid=nobody&session=nothing`,
    );
    expect(missing.status).toBe(404);
    const uid = uniqueId('it-buyer-');
    const { answer } = await createSession(
      uid,
      checkoutSession(uid, fx, [{ price: fx.legA, quantity: 1 }]),
    );
    expect((await pressOnCheckoutPage(answer.url, 'steal')).status).toBe(400);
  });
});

describe('paying through the stand-in provisions the registration', () => {
  it('session → page → Pay → payment → registration with bib, row, gift codes, team and referral credit', async () => {
    const uid = uniqueId('it-buyer-');
    const referrer = uniqueId('it-referrer-');
    const link = uniqueId('it-link-');
    const teamName = `IT Team ${uniqueId('')}`;
    await createUser(db, uid, 'Paula');
    await db.doc(`referral_links/${link}`).set({ name: 'Ref Errer', owner: referrer });

    // leg 1000 + 2 gifts 2000 + socks 1800 = 4800 → fee 300; donation $10; Canada: no shipping.
    const total = LEG_A_CENTS * 3 + SOCKS.cents + BASE_FEE_CENTS + 1000;
    const session = checkoutSession(
      uid,
      fx,
      [
        { price: fx.legA, quantity: 1 },
        { price: fx.legA, quantity: 2 },
        { price: SOCKS.priceId, quantity: 1 },
        priceData('Service Fee', BASE_FEE_CENTS),
        priceData('Donation', 1000, true),
      ],
      {
        gifts: { [fx.legA]: 2 },
        products: { [SOCKS.productId]: SOCKS.priceId },
        donation: 10,
        teamChoice: 'newTeam',
        teamName,
        teamCode: 'SECRET-1',
        referralLink: link,
      },
    );
    const { ref, answer } = await createSession(uid, session);
    expect(answer.error).toBeUndefined();

    const page = await fetch(answer.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`$${(total / 100).toFixed(2)} CAD`);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');

    const paid = await pressOnCheckoutPage(answer.url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.success_url);
    // Paying twice gives no second payment.
    expect((await pressOnCheckoutPage(answer.url, 'pay')).status).toBe(303);

    const payments = await db.collection(`stripe_customers/${uid}/payments`).get();
    expect(payments.size).toBe(1);
    const payment = payments.docs[0]!.data();
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: total,
      amount_received: total,
      currency: 'cad',
      metadata: session.metadata,
    });
    expect(payment.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          price: { id: fx.legA, product: fx.raceId, unit_amount: LEG_A_CENTS },
          quantity: 2,
        }),
      ]),
    );
    expect((await ref.get()).data()?.paymentId).toBe(payments.docs[0]!.id);

    const entry = await waitFor(
      'the registration',
      async () => (await db.doc(`users/${uid}`).get()).data()?.subscribedRaces?.[fx.legA],
    );
    expect(entry).toMatchObject({
      raceId: fx.raceId,
      legId: fx.legA,
      stravaLink: false,
      teamName,
      teamChoice: 'newTeam',
      boughtProducts: { [SOCKS.productId]: SOCKS.name },
      raceInfo: {
        legName: '100 km Leg',
        distance: 100,
        url: fx.raceUrl,
        imageUrl: '/images/it-logo.svg',
        userStartDate: '2025-01-01',
      },
    });
    expect(entry.bibNumber).toBe(101);
    const codes = Object.keys(entry.giftCodes);
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code).toMatch(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(entry.giftCodes[code]).toBe(fx.legA);
      expect((await db.doc(`giftcodes/${code}`).get()).data()).toMatchObject({
        used: false,
        legId: fx.legA,
        purchasedBy: uid,
      });
    }

    const row = (await db.doc(`races/${fx.legA}/subscribedUsers/${uid}`).get()).data();
    expect(row).toEqual({
      firstName: 'Paula',
      lastName: 'Runner',
      bibNumber: 101,
      teamName,
      totalDistance: 0,
      times: {},
    });
    expect((await db.doc(`races/${fx.legA}/teams/${teamName}`).get()).data()).toMatchObject({
      owner: uid,
      membersCount: 1,
    });
    expect((await db.doc(`races/${fx.legA}/teams/${teamName}/private/code`).get()).data()).toEqual({
      code: 'SECRET-1',
    });
    expect((await db.doc(`referrals/${referrer}`).get()).data()).toEqual({
      total: 1,
      counts: { [fx.legA]: 1 },
    });

    const provisioned = await waitFor('provisionedAt on the payment', async () => {
      const data = (await payments.docs[0]!.ref.get()).data();
      return data?.provisionedAt ? data : undefined;
    });
    expect(provisioned).toMatchObject({
      registrationLegId: fx.legA,
      donation: { cents: 1000, foundation: 'trails' },
      extras: { [SOCKS.productId]: SOCKS.priceId },
    });
  });
});
