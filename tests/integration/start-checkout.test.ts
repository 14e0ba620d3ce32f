/**
 * The server-priced checkout (docs/product.md, "Deliberate differences"; docs/security.md items 36-42, 59) on the emulator
 * suite: every money hole found when the checkout was attacked is refused before any payment
 * (no session is written), and honest orders are priced from the catalogue, paid on the local
 * checkout stand-in and provisioned with the right total.
 */
import { describe, expect, it } from 'vitest';
import type { CheckoutOrderRequest } from '../../src/contract/checkout-order';
import { ALREADY_REGISTERED_MESSAGE } from '../../src/contract/registration-refusals';
import { TEAM_CODE_WRONG } from '../../src/contract/team-rules';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  LEG_B_CENTS,
  SOCKS,
  adminDb,
  callFunction,
  createFixture,
  newParticipant,
  orderAndPay,
  orderFor,
  pressOnCheckoutPage,
  sessionAnswer,
  uniqueId,
  waitFor,
} from './support/emulators';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

const sessionsOf = async (uid: string) =>
  (await db.collection(`stripe_customers/${uid}/checkout_sessions`).get()).docs;

async function startCheckout(idToken: string, order: CheckoutOrderRequest) {
  return callFunction('startCheckout', order, idToken);
}

async function setPromo(code: string, coupon: Record<string, unknown>) {
  await db
    .doc(`options/validPromoCodes/codes/${code}`)
    .set({ promotionId: `promo_${code.toLowerCase()}`, active: true, coupon });
}

describe('honest orders are priced by the server and provisioned', () => {
  it('a leg with gifts, socks, a donation and a new team: the session lines and the payment match the catalogue', async () => {
    const buyer = await newParticipant(db, 'Paula');
    const teamName = `IT Team ${uniqueId('')}`;
    const order = orderFor(fx, {
      gifts: { [fx.legA]: 2 },
      products: { [SOCKS.productId]: SOCKS.priceId },
      donation: 10,
      teamChoice: 'newTeam',
      teamName,
      teamCode: 'SECRET-1',
    });
    // leg 1000 + 2 gifts 2000 + socks 1800 = 4800 → fee 300; donation $10; Canada: no shipping.
    const total = LEG_A_CENTS * 3 + SOCKS.cents + BASE_FEE_CENTS + 1000;
    const { response, answer, payment, marker } = await orderAndPay(db, buyer, order);
    expect(response.result?.totalCents).toBe(total);
    expect(answer).toMatchObject({
      mode: 'payment',
      automatic_tax: { enabled: true },
      allow_promotion_codes: false,
      amount_total: total,
      success_url: `http://localhost:5173/register/${fx.raceUrl}/confirmation?race=${fx.legA.replace(/^price_/, '')}&utm_source=it`,
      metadata: {
        uid: buyer.uid,
        legId: fx.legA,
        raceId: fx.raceId,
        raceUrl: fx.raceUrl,
        shipping_country: 'CA',
        teamCode: 'SECRET-1',
      },
    });
    expect(answer.line_items).toEqual([
      {
        price_data: {
          currency: 'cad',
          unit_amount: LEG_A_CENTS,
          tax_behavior: 'exclusive',
          product: fx.raceId,
        },
        quantity: 1,
      },
      {
        price_data: {
          currency: 'cad',
          unit_amount: LEG_A_CENTS,
          tax_behavior: 'exclusive',
          product: fx.raceId,
        },
        quantity: 2,
      },
      { price: SOCKS.priceId, quantity: 1 },
      expect.objectContaining({
        price_data: expect.objectContaining({
          unit_amount: BASE_FEE_CENTS,
          product_data: { name: 'Service Fee' },
        }),
      }),
      expect.objectContaining({
        price_data: expect.objectContaining({ unit_amount: 1000, tax_behavior: 'inclusive' }),
      }),
    ]);
    expect(payment).toMatchObject({ amount: total, status: 'succeeded' });
    expect(marker.status).toBe('provisioned');
    const entry = (await db.doc(`users/${buyer.uid}`).get()).data()?.subscribedRaces?.[fx.legA];
    expect(entry).toMatchObject({
      teamName,
      teamChoice: 'newTeam',
      boughtProducts: { [SOCKS.productId]: SOCKS.name },
    });
    expect(Object.keys(entry.giftCodes)).toHaveLength(2);
  });

  it('37. a promo code takes off what its coupon is worth, no more, and provisioning accepts exactly that', async () => {
    const code = uniqueId('ITTEN').toUpperCase();
    await setPromo(code, { percent_off: 10, applies_to: { products: [fx.raceId] } });
    const buyer = await newParticipant(db);
    // leg B 3000, 10 % off → 2700; the fee (300) is not a registration: not discounted.
    const { response, answer, marker } = await orderAndPay(
      db,
      buyer,
      orderFor(fx, { leg: fx.legB, promoCode: code }),
    );
    expect(response.result?.totalCents).toBe(LEG_B_CENTS - 300 + BASE_FEE_CENTS);
    expect(answer).toMatchObject({
      promotion_code: `promo_${code.toLowerCase()}`,
      amount_total: LEG_B_CENTS - 300 + BASE_FEE_CENTS,
    });
    expect(marker.status).toBe('provisioned');
  });

  it('37. a payment that takes the whole leg off with a code worth 10 % is rejected by provisioning', async () => {
    const code = uniqueId('ITTEN').toUpperCase();
    await setPromo(code, { percent_off: 10, applies_to: { products: [fx.raceId] } });
    const buyer = await newParticipant(db);
    const forged = {
      id: uniqueId('pi_it_'),
      status: 'succeeded',
      amount: BASE_FEE_CENTS,
      amount_received: BASE_FEE_CENTS,
      currency: 'cad',
      created: Math.floor(Date.now() / 1000),
      metadata: {
        uid: buyer.uid,
        legId: fx.legB,
        raceId: fx.raceId,
        promo_code: code,
        shipping_country: 'CA',
      },
    };
    await db.doc(`stripe_customers/${buyer.uid}/payments/${forged.id}`).set(forged);
    const marker = await waitFor('provisioning', async () =>
      (await db.doc(`provisioned/${forged.id}`).get()).data(),
    );
    expect(marker).toMatchObject({ status: 'rejected' });
    expect(marker.reason).toMatch(/below the expected/);
  });

  it('41. shipping is charged and checked from the order, whatever the profile says when provisioning runs', async () => {
    const abroad = await newParticipant(db);
    const response = await startCheckout(abroad.idToken, orderFor(fx, { country: 'US' }));
    expect(response.result?.totalCents).toBe(LEG_A_CENTS + BASE_FEE_CENTS + 1500);
    const answer = await sessionAnswer(db, abroad.uid, response.result?.sessionId as string);
    // She switches her profile to Canada between paying and provisioning: still provisioned as ordered.
    await db.doc(`users/${abroad.uid}`).update({ 'details.country': 'CA' });
    await pressOnCheckoutPage(answer.url as string, 'pay');
    const payment = (await db.collection(`stripe_customers/${abroad.uid}/payments`).get()).docs[0]!;
    expect(payment.data()).toMatchObject({
      amount: LEG_A_CENTS + BASE_FEE_CENTS + 1500,
      metadata: { shipping_country: 'US' },
    });
    expect(
      (
        await waitFor('provisioning', async () =>
          (await db.doc(`provisioned/${payment.id}`).get()).data(),
        )
      ).status,
    ).toBe('provisioned');

    // Ordered in Canada, then switched abroad: no shipping was charged and none is demanded.
    const home = await newParticipant(db);
    const { marker } = await (async () => {
      const placed = await startCheckout(home.idToken, orderFor(fx));
      const page = await sessionAnswer(db, home.uid, placed.result?.sessionId as string);
      await db.doc(`users/${home.uid}`).update({ 'details.country': 'FR' });
      await pressOnCheckoutPage(page.url as string, 'pay');
      const paid = (await db.collection(`stripe_customers/${home.uid}/payments`).get()).docs[0]!;
      return {
        marker: await waitFor('provisioning', async () =>
          (await db.doc(`provisioned/${paid.id}`).get()).data(),
        ),
      };
    })();
    expect(marker.status).toBe('provisioned');
  });
});

describe('the holes found in the attack are refused before payment, and nothing is written', () => {
  async function expectRefused(
    order: CheckoutOrderRequest,
    expected: { status: string; step: string; field?: string; message?: RegExp },
  ) {
    const buyer = await newParticipant(db);
    const response = await startCheckout(buyer.idToken, order);
    expect(response.result).toBeUndefined();
    expect(response.error?.status).toBe(expected.status);
    const details = (
      response.error as { details?: { step: string; field?: string; message: string } }
    ).details;
    expect(details?.step).toBe(expected.step);
    if (expected.field) expect(details?.field).toBe(expected.field);
    if (expected.message) expect(response.error?.message).toMatch(expected.message);
    expect(await sessionsOf(buyer.uid)).toHaveLength(0);
    return buyer;
  }

  it('38. an inactive leg (a retired presale)', async () => {
    const retired = `price_it${uniqueId('')}_500km`;
    await db.doc(`products/${fx.raceId}/prices/${retired}`).set({
      active: false,
      currency: 'cad',
      unit_amount: 1000,
      description: '500 km Leg (presale)',
      metadata: { early_price: '500', regular_price: '1000' },
    });
    await expectRefused(orderFor(fx, { leg: retired }), {
      status: 'FAILED_PRECONDITION',
      step: 'details',
      field: 'distanceId',
      message: /no longer available/,
    });
  });

  it('38. a race whose sale has closed, and an inactive race', async () => {
    const closed = await createFixture(db);
    await db
      .doc(`products/${closed.raceId}`)
      .update({ 'metadata.regular_end': '2024-02-29', 'metadata.early_end': '2024-01-15' });
    await expectRefused(orderFor(closed), {
      status: 'FAILED_PRECONDITION',
      step: 'details',
      message: /closed/,
    });
    const inactive = await createFixture(db);
    await db.doc(`products/${inactive.raceId}`).update({ active: false });
    await expectRefused(orderFor(inactive), {
      status: 'FAILED_PRECONDITION',
      step: 'details',
      message: /closed/,
    });
  });

  it('38. an inactive extra and a closed charity', async () => {
    const extraId = `prod_it_${uniqueId('')}`;
    await db
      .doc(`products/${extraId}`)
      .set({ name: 'Old Mug', active: false, role: 'product', metadata: { type: 'product' } });
    await db
      .doc(`products/${extraId}/prices/price_mug`)
      .set({ active: true, currency: 'cad', unit_amount: 900 });
    await expectRefused(orderFor(fx, { products: { [extraId]: 'price_mug' } }), {
      status: 'FAILED_PRECONDITION',
      step: 'extras',
    });
    const order = orderFor(fx, { donation: 5 });
    await expectRefused(
      { ...order, donation: { dollars: 5, foundation: 'literacy' } },
      { status: 'FAILED_PRECONDITION', step: 'donation', field: 'foundation' },
    );
    // A charity key is one map key, never a field path: 'a..b' once came back `internal`.
    for (const foundation of ['a..b', 'a.b', '`x`']) {
      await expectRefused(
        { ...order, donation: { dollars: 5, foundation } },
        { status: 'FAILED_PRECONDITION', step: 'donation', field: 'foundation' },
      );
    }
  });

  it('39. a referral link that does not exist is refused; her own gives no discount and no credit', async () => {
    await expectRefused(orderFor(fx, { referralLink: uniqueId('no-such-link-') }), {
      status: 'FAILED_PRECONDITION',
      step: 'details',
      message: /referral link/,
    });
    const buyer = await newParticipant(db);
    const link = uniqueId('it-own-');
    await db.doc(`referral_links/${link}`).set({ name: 'Me', owner: buyer.uid });
    const { response, answer, marker } = await orderAndPay(
      db,
      buyer,
      orderFor(fx, { referralLink: link }),
    );
    expect(response.result?.totalCents).toBe(LEG_A_CENTS + BASE_FEE_CENTS);
    expect(answer.metadata).not.toHaveProperty('referral_link');
    expect(marker.status).toBe('provisioned');
    expect((await db.doc(`referrals/${buyer.uid}`).get()).exists).toBe(false);
  });

  it('37. a promo code that is unknown or inactive', async () => {
    await expectRefused(orderFor(fx, { promoCode: 'NO-SUCH-CODE' }), {
      status: 'FAILED_PRECONDITION',
      step: 'details',
      message: /promo code/,
    });
    const code = uniqueId('ITOFF').toUpperCase();
    await db
      .doc(`options/validPromoCodes/codes/${code}`)
      .set({ promotionId: 'promo_off', active: false, coupon: { percent_off: 50 } });
    await expectRefused(orderFor(fx, { promoCode: code }), {
      status: 'FAILED_PRECONDITION',
      step: 'details',
    });
  });

  it('shape and bounds: a new team with a one-character code, 51 gifts, a foreign origin', async () => {
    await expectRefused(
      orderFor(fx, { teamChoice: 'newTeam', teamName: 'Tiny Code', teamCode: 'x' }),
      { status: 'INVALID_ARGUMENT', step: 'details', field: 'teamCode' },
    );
    await expectRefused(orderFor(fx, { gifts: { [fx.legA]: 51 } }), {
      status: 'INVALID_ARGUMENT',
      step: 'gifts',
    });
    await expectRefused(
      { ...orderFor(fx), origin: 'https://evil.example' },
      { status: 'FAILED_PRECONDITION', step: 'details' },
    );
  });

  it('a leg she is already registered on', async () => {
    const buyer = await newParticipant(db);
    await orderAndPay(db, buyer, orderFor(fx, { leg: fx.legB }));
    const again = await startCheckout(buyer.idToken, orderFor(fx, { leg: fx.legB }));
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: ALREADY_REGISTERED_MESSAGE,
    });
    expect(await sessionsOf(buyer.uid)).toHaveLength(1);
  });

  it('42. the 11th wrong team code within the hour is refused, even the right one, at checkout and in the team check', async () => {
    const team = `IT Guarded ${uniqueId('')}`;
    await db
      .doc(`races/${fx.legA}/teams/${team}`)
      .set({ owner: 'captain', createdAt: new Date(), membersCount: 1 });
    await db.doc(`races/${fx.legA}/teams/${team}/private/code`).set({ code: 'RIGHT-CODE' });
    const guesser = await newParticipant(db);
    const join = (teamCode: string) =>
      orderFor(fx, { teamChoice: 'existingTeam', teamName: team, teamCode });
    for (let guess = 1; guess <= 5; guess += 1) {
      const wrong = await startCheckout(guesser.idToken, join(`WRONG-${guess}`));
      // The form's own text for a wrong code (contract/team-rules.ts), shown at the field.
      expect(wrong.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: TEAM_CODE_WRONG,
      });
    }
    for (let guess = 6; guess <= 10; guess += 1) {
      const check = {
        legId: fx.legA,
        teamChoice: 'existingTeam',
        teamName: team,
        teamCode: `WRONG-${guess}`,
      };
      expect((await callFunction('checkTeam', check, guesser.idToken)).result).toEqual({
        ok: false,
        field: 'teamCode',
      });
    }
    const eleventh = await startCheckout(guesser.idToken, join('RIGHT-CODE'));
    expect(eleventh.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(eleventh.error?.message).toMatch(/Too many attempts/);
    const checked = await callFunction(
      'checkTeam',
      { legId: fx.legA, teamChoice: 'existingTeam', teamName: team, teamCode: 'RIGHT-CODE' },
      guesser.idToken,
    );
    expect(checked.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(await sessionsOf(guesser.uid)).toHaveLength(0);
    // Another participant is not held back by her guesses, and joins with the right code.
    const other = await newParticipant(db);
    expect((await startCheckout(other.idToken, join('RIGHT-CODE'))).result?.sessionId).toEqual(
      expect.any(String),
    );
  });

  it('59. a visitor gets unauthenticated and nothing is written', async () => {
    const response = await startCheckout('', orderFor(fx));
    expect(response.error?.status).toBe('UNAUTHENTICATED');
  });
});
