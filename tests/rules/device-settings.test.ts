/**
 * The two tracker settings the owner writes on users/{uid} (docs/security.md items 6, 46, 47, 58;
 * docs/product.md §P2, §P7): subscribedRaces.{legId}.stravaLink, alone, and garminAccount.activeToggle
 * ('activities' or 'steps') once a Garmin account is linked. Every other registration field is the server's.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile, ts } from './support/rules-file';

const path = (...parts: string[]) => new firebase.firestore.FieldPath(...parts);

const registration = (legId: string, bib: number) => ({
  legId,
  raceId: 'prod_x',
  bibNumber: bib,
  stravaLink: false,
  teamName: 'noTeam',
  raceInfo: { name: 'X', distance: 100, userStartDate: '2025-01-01', userEndDate: '2099-12-31' },
});

const env = rulesFile('device-settings', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test', {
    subscribedRaces: {
      price_a: registration('price_a', 101),
      price_b: registration('price_b', 7),
    },
    garminAccount: { activeToggle: 'activities' },
    stravaAccount: { id: '42' },
  }),
  [`users/${BOB}`]: createdUser('bob@example.test', {
    subscribedRaces: { price_a: registration('price_a', 102) },
  }),
}));
const alice = () => env.authenticatedContext(ALICE).firestore().doc(`users/${ALICE}`);

describe('the per-race posting toggle', () => {
  it('46. alice flips stravaLink of her own registration, on and off', async () => {
    await assertSucceeds(alice().update(path('subscribedRaces', 'price_a', 'stravaLink'), true));
    await assertSucceeds(alice().update(path('subscribedRaces', 'price_a', 'stravaLink'), false));
    await assertSucceeds(alice().update(path('subscribedRaces', 'price_b', 'stravaLink'), true));
  });

  it('46. alice flips the toggles of two races in one write, or sets it to a non-boolean', async () => {
    await assertFails(
      alice().update(
        path('subscribedRaces', 'price_a', 'stravaLink'),
        true,
        path('subscribedRaces', 'price_b', 'stravaLink'),
        true,
      ),
    );
    await assertFails(alice().update(path('subscribedRaces', 'price_a', 'stravaLink'), 'yes'));
  });

  it('6. alice edits any other subscribedRaces field: bib, team, entitlement, a new race', async () => {
    await assertFails(alice().update(path('subscribedRaces', 'price_a', 'bibNumber'), 1));
    await assertFails(
      alice().update(
        path('subscribedRaces', 'price_a', 'stravaLink'),
        true,
        path('subscribedRaces', 'price_a', 'teamName'),
        'T',
      ),
    );
    await assertFails(
      alice().update(path('subscribedRaces', 'price_a', 'raceInfo', 'distance'), 1),
    );
    await assertFails(
      alice().update(path('subscribedRaces', 'price_c'), registration('price_c', 1)),
    );
    await assertFails(
      alice().update(path('subscribedRaces', 'price_b'), firebase.firestore.FieldValue.delete()),
    );
  });

  it('58. alice writes completedDate on her registration', async () => {
    await assertFails(
      alice().update(
        path('subscribedRaces', 'price_a', 'completedDate'),
        ts('2025-06-01T12:00:00Z'),
      ),
    );
  });

  it("46. alice flips bob's toggle", async () => {
    await assertFails(
      env
        .authenticatedContext(ALICE)
        .firestore()
        .doc(`users/${BOB}`)
        .update(path('subscribedRaces', 'price_a', 'stravaLink'), true),
    );
  });

  it('48. alice writes stravaAccount alongside the toggle', async () => {
    await assertFails(
      alice().update(path('subscribedRaces', 'price_a', 'stravaLink'), true, 'stravaAccount', {
        id: '1',
      }),
    );
  });
});

describe("Garmin's data type", () => {
  it("47. alice sets garminAccount.activeToggle to 'steps' and back to 'activities'", async () => {
    await assertSucceeds(alice().update(path('garminAccount', 'activeToggle'), 'steps'));
    await assertSucceeds(alice().update(path('garminAccount', 'activeToggle'), 'activities'));
  });

  it('47. alice sets it to anything else, or adds other garminAccount fields', async () => {
    await assertFails(alice().update(path('garminAccount', 'activeToggle'), 'sleep'));
    await assertFails(alice().update(path('garminAccount', 'token'), 'x'));
  });

  it('47. without a linked Garmin account alice cannot create one', async () => {
    await assertFails(
      env
        .authenticatedContext(BOB)
        .firestore()
        .doc(`users/${BOB}`)
        .update(path('garminAccount', 'activeToggle'), 'steps'),
    );
  });
});
