/**
 * A registration's shipping address (docs/security.md item 63, docs/data-model.md): it lives in
 * users/{uid}.subscribedRaces.{legId}.shippingAddress, which its owner reads and nobody else;
 * no client writes it (the `correctShippingAddress` callable does, uid from auth), not even
 * beside the posting toggle the owner may flip. The leg's `medalsShipAt` is the organisers'.
 * The rules' bounds of users/{uid}.details are the contract's (contract/shipping-address.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELD_MAX, SHIPPING_ADDRESS_FIELDS } from '../../src/contract/shipping-address';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile, ts } from './support/rules-file';

const path = (...parts: string[]) => new firebase.firestore.FieldPath(...parts);

const OTTAWA = {
  firstName: 'Alice',
  lastName: 'Martin',
  address: '150 Elgin Street',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1P 1J1',
  phoneNumber: '613-555-0100',
};
const registration = {
  legId: 'price_a',
  raceId: 'prod_x',
  bibNumber: 101,
  stravaLink: false,
  teamName: 'noTeam',
  raceInfo: { name: 'X', distance: 100 },
  shippingAddress: OTTAWA,
};

const env = rulesFile('registration-address', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test', {
    subscribedRaces: { price_a: registration },
  }),
  [`users/${BOB}`]: createdUser('bob@example.test'),
  'races/price_a': { name: 'X', medalsShipAt: ts('2099-10-15T00:00:00Z') },
}));
const as = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();
const aliceDoc = () => as(ALICE).doc(`users/${ALICE}`);

describe('63. where a registration ships', () => {
  it('63. alice reads her registration with its shipping address: allow', async () => {
    const snapshot = await assertSucceeds(aliceDoc().get());
    expect(snapshot.get(path('subscribedRaces', 'price_a', 'shippingAddress'))).toEqual(OTTAWA);
  });

  it("63. bob or a visitor reads alice's registration address: deny", async () => {
    await assertFails(as(BOB).doc(`users/${ALICE}`).get());
    await assertFails(as(null).doc(`users/${ALICE}`).get());
  });

  it('63. alice writes her registration address herself (abroad, or a field of it): deny', async () => {
    await assertFails(
      aliceDoc().update(path('subscribedRaces', 'price_a', 'shippingAddress'), {
        ...OTTAWA,
        country: 'US',
      }),
    );
    await assertFails(
      aliceDoc().update(path('subscribedRaces', 'price_a', 'shippingAddress', 'city'), 'Gatineau'),
    );
    await assertFails(
      aliceDoc().update(
        path('subscribedRaces', 'price_a', 'shippingAddress'),
        firebase.firestore.FieldValue.delete(),
      ),
    );
    await assertFails(
      aliceDoc().update(
        path('subscribedRaces', 'price_a', 'shippingAddressCorrectedAt'),
        firebase.firestore.FieldValue.serverTimestamp(),
      ),
    );
  });

  it('63. alice slips an address change into her posting toggle: deny; the toggle alone: allow', async () => {
    await assertFails(
      aliceDoc().update(
        path('subscribedRaces', 'price_a', 'stravaLink'),
        true,
        path('subscribedRaces', 'price_a', 'shippingAddress', 'country'),
        'US',
      ),
    );
    await assertSucceeds(aliceDoc().update(path('subscribedRaces', 'price_a', 'stravaLink'), true));
  });

  it("63. bob writes alice's registration address: deny", async () => {
    await assertFails(
      as(BOB)
        .doc(`users/${ALICE}`)
        .update(path('subscribedRaces', 'price_a', 'shippingAddress', 'city'), 'Gatineau'),
    );
  });

  it("63. a signed-in participant reads a leg's medal shipping date: allow; anyone moves it: deny", async () => {
    const leg = await assertSucceeds(as(ALICE).doc('races/price_a').get());
    expect(leg.get('medalsShipAt')).toBeInstanceOf(firebase.firestore.Timestamp);
    await assertFails(
      as(ALICE)
        .doc('races/price_a')
        .update({ medalsShipAt: ts('2100-01-01T00:00:00Z') }),
    );
    await assertFails(as(null).doc('races/price_a').get());
  });
});

describe('the bounds the users/{uid}.details rules repeat', () => {
  it("are the contract's (contract/shipping-address.ts)", () => {
    const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
    for (const name of SHIPPING_ADDRESS_FIELDS) {
      expect(rules, name).toContain(`optionalText(d, '${name}', ${ADDRESS_FIELD_MAX[name]})`);
    }
  });
});
