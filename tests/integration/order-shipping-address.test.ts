/**
 * The medal ships where the order says (docs/security.md item 63) on the emulator suite: the
 * order's whole address goes through startCheckout, the local checkout's Pay and provisioning
 * onto the registration, shipping is charged from that address and not from the profile, and
 * the `correctShippingAddress` callable corrects it only within the zone paid for, only before
 * the leg's medals ship, and only the caller's own registration.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '../../src/contract/address-correction';
import type { CheckoutOrderRequest } from '../../src/contract/checkout-order';
import type { ShippingAddress } from '../../src/contract/shipping-address';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  addressIn,
  adminDb,
  callFunction,
  createFixture,
  newParticipant,
  orderAndPay,
  orderFor,
  registrationOf,
  uniqueId,
} from './support/emulators';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

type Participant = { uid: string; idToken: string };

/** A participant whose profile (users/{uid}.details) is in `country`. */
async function participantLivingIn(country: string): Promise<Participant> {
  const participant = await newParticipant(db);
  await db
    .doc(`users/${participant.uid}`)
    .update({ details: { ...addressIn(country, 'Profile'), lastModifiedAt: Timestamp.now() } });
  return participant;
}

/** Ordered, paid and provisioned: the session, the payment and the registration. */
async function provisioned(participant: Participant, order: CheckoutOrderRequest) {
  const { response, answer, payment, marker } = await orderAndPay(db, participant, order);
  expect(marker.status).toBe('provisioned');
  return {
    response,
    session: answer,
    payment,
    registration: await registrationOf(db, participant.uid, order.legId),
  };
}

const correct = (participant: Participant, legId: string, address: ShippingAddress) =>
  callFunction('correctShippingAddress', { legId, address }, participant.idToken);

const HALIFAX: ShippingAddress = {
  ...addressIn('CA'),
  address: '1 Spring Garden Road',
  city: 'Halifax',
  state: 'NS',
  postalCode: 'B3J 1A1',
};

describe("63. the order's address is kept with the registration and shipping follows it", () => {
  it('63. a Canadian order from a participant whose profile is abroad: the Canadian address is kept, no international shipping', async () => {
    const alice = await participantLivingIn('US');
    const ottawa = addressIn('CA', 'Alice');
    const { response, session, payment, registration } = await provisioned(
      alice,
      orderFor(fx, { shipping: ottawa }),
    );
    expect(response.result?.totalCents).toBe(LEG_A_CENTS + BASE_FEE_CENTS);
    expect(JSON.stringify(session.line_items)).not.toContain('International Shipping');
    expect(payment).toMatchObject({
      amount: LEG_A_CENTS + BASE_FEE_CENTS,
      metadata: { shipping_country: 'CA', shipping_city: 'Ottawa' },
    });
    expect(registration.shippingAddress).toEqual(ottawa);
  });

  it('63. an order abroad from a participant whose profile is in Canada: 1500 cents of shipping, the foreign address kept', async () => {
    const bob = await participantLivingIn('CA');
    const boston = addressIn('US', 'Bob');
    const { response, session, payment, registration } = await provisioned(
      bob,
      orderFor(fx, { shipping: boston }),
    );
    expect(response.result?.totalCents).toBe(LEG_A_CENTS + BASE_FEE_CENTS + 1500);
    expect(session.line_items).toContainEqual(
      expect.objectContaining({
        price_data: expect.objectContaining({
          unit_amount: 1500,
          product_data: { name: 'International Shipping' },
        }),
      }),
    );
    expect(payment.amount).toBe(LEG_A_CENTS + BASE_FEE_CENTS + 1500);
    expect(registration.shippingAddress).toEqual(boston);
  });

  it("63. an order whose address fails the form's checks is refused at its field before any session", async () => {
    const alice = await participantLivingIn('CA');
    const response = await callFunction(
      'startCheckout',
      orderFor(fx, { shipping: { ...addressIn('US'), postalCode: 'K1P 1J1' } }),
      alice.idToken,
    );
    expect(response.error?.status).toBe('INVALID_ARGUMENT');
    expect((response.error as { details?: unknown }).details).toMatchObject({
      step: 'details',
      field: 'postalCode',
    });
    expect(
      (await db.collection(`stripe_customers/${alice.uid}/checkout_sessions`).get()).size,
    ).toBe(0);
  });
});

describe('63. a gift redemption', () => {
  it("63. keeps the redeemer's profile address (step 1 of the form saved it just before): no order address exists", async () => {
    const redeemer = await participantLivingIn('CA');
    const code = uniqueId('IT-ADDR-');
    await db
      .doc(`giftcodes/${code}`)
      .set({ used: false, legId: fx.legB, purchasedBy: 'it-giver', createdAt: Timestamp.now() });
    const redeemed = await callFunction(
      'redeemGiftCode',
      { code, legId: fx.legB, raceId: fx.raceId },
      redeemer.idToken,
    );
    expect(redeemed.error).toBeUndefined();
    expect((await registrationOf(db, redeemer.uid, fx.legB)).shippingAddress).toEqual(
      addressIn('CA', 'Profile'),
    );
  });
});

describe('63. correcting the address from the account page', () => {
  it('63. after a Canadian order: a correction abroad is refused and nothing is written; one within Canada is stored', async () => {
    const alice = await participantLivingIn('CA');
    const ottawa = addressIn('CA', 'Alice');
    await provisioned(alice, orderFor(fx, { shipping: ottawa }));

    const abroad = await correct(alice, fx.legA, addressIn('US', 'Alice'));
    expect(abroad.error?.status).toBe('FAILED_PRECONDITION');
    expect(abroad.error?.message).toBe(CORRECTION_MESSAGES.zoneChange);
    expect((abroad.error as { details?: unknown }).details).toMatchObject({
      refusal: 'zoneChange',
      field: 'country',
    });
    // The code alone: the account page words it in her language.
    expect((abroad.error as { details?: object }).details).not.toHaveProperty('message');
    const untouched = await registrationOf(db, alice.uid, fx.legA);
    expect(untouched.shippingAddress).toEqual(ottawa);
    expect(untouched.shippingAddressCorrectedAt).toBeUndefined();

    const badField = await correct(alice, fx.legA, { ...HALIFAX, phoneNumber: '9025550100' });
    expect(badField.error?.status).toBe('INVALID_ARGUMENT');
    expect((badField.error as { details?: unknown }).details).toMatchObject({
      refusal: 'phonePattern',
      field: 'phoneNumber',
    });
    expect((await registrationOf(db, alice.uid, fx.legA)).shippingAddress).toEqual(ottawa);

    const withinCanada = await correct(alice, fx.legA, { ...HALIFAX, city: ' Halifax ' });
    expect(withinCanada.error).toBeUndefined();
    expect(withinCanada.result).toEqual({ legId: fx.legA, address: HALIFAX });
    const corrected = await registrationOf(db, alice.uid, fx.legA);
    expect(corrected.shippingAddress).toEqual(HALIFAX);
    expect(corrected.shippingAddressCorrectedAt).toBeInstanceOf(Timestamp);
    expect(corrected.bibNumber).toBeGreaterThan(0);
  });

  it('63. after medals shipped for the leg, a correction is refused and nothing is written', async () => {
    const shipped = await createFixture(db);
    const alice = await participantLivingIn('CA');
    const ottawa = addressIn('CA', 'Alice');
    await provisioned(alice, orderFor(shipped, { shipping: ottawa }));
    await db
      .doc(`races/${shipped.legA}`)
      .update({ medalsShipAt: Timestamp.fromMillis(Date.now() - 60_000) });

    const late = await correct(alice, shipped.legA, HALIFAX);
    expect(late.error?.status).toBe('FAILED_PRECONDITION');
    expect((late.error as { details?: unknown }).details).toMatchObject({
      refusal: 'medalsShipped',
    });
    expect((await registrationOf(db, alice.uid, shipped.legA)).shippingAddress).toEqual(ottawa);
  });

  it("63. another participant cannot correct someone else's: the uid is the caller's, so hers is untouched", async () => {
    const alice = await participantLivingIn('CA');
    const ottawa = addressIn('CA', 'Alice');
    await provisioned(alice, orderFor(fx, { shipping: ottawa }));
    const mallory = await participantLivingIn('CA');

    const forged = await callFunction(
      'correctShippingAddress',
      { legId: fx.legA, address: HALIFAX, uid: alice.uid },
      mallory.idToken,
    );
    expect(forged.error?.status).toBe('NOT_FOUND');
    expect((await registrationOf(db, alice.uid, fx.legA)).shippingAddress).toEqual(ottawa);
    expect(await registrationOf(db, mallory.uid, fx.legA)).toBeUndefined();
  });
});
