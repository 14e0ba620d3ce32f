/**
 * A deleted account's ID token (docs/data-model.md, "What deleting an
 * account removes"): her token stays valid up to an hour after "Delete my account" closed her
 * sign-in, so from the server-only marker deletions/{uid} on, every path she could read or write
 * as hers refuses her. Each request is first shown allowed without the marker, then denied with it.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, expect, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, seedDocs } from './support/rules-env';
import { createdUser, openLegDoc, rulesFile, ts, ymd } from './support/rules-file';

const EMAIL = 'alice@example.test';
const LEG = 'price_leg';
const ROW = `races/${LEG}/subscribedUsers/${ALICE}`;
const MANUAL_KEY = `1700000000000_${ymd(-2)}`;
const IMPORTED_KEY = 'S_12345';
const MANUAL_KEY_2 = `1700000000001_${ymd(-3)}`;
const IMPORTED_KEY_2 = 'S_67890';

const env = rulesFile('account-deletion', () => ({
  [`users/${ALICE}`]: createdUser(EMAIL),
  [`races/${LEG}`]: openLegDoc(),
  [ROW]: {
    firstName: 'Alice',
    bibNumber: 7,
    totalDistance: 16,
    times: {
      [MANUAL_KEY]: entry(ymd(-2), 5),
      [IMPORTED_KEY]: entry(ymd(-2), 3),
      [MANUAL_KEY_2]: entry(ymd(-3), 5),
      [IMPORTED_KEY_2]: entry(ymd(-3), 3),
    },
  },
  [`stripe_customers/${ALICE}/checkout_sessions/cs_1`]: { url: 'https://example.test' },
  [`stripe_customers/${ALICE}/payments/pi_1`]: { status: 'succeeded', amount: 1300 },
  [`referrals/${ALICE}`]: { total: 1 },
}));
const alice = () => env.authenticatedContext(ALICE, { email: EMAIL }).firestore();
const now = () => firebase.firestore.FieldValue.serverTimestamp();

const entry = (day: string, distance: number) => ({
  date: ts(`${day}T12:00:00.000Z`),
  distance,
  distanceType: 'Km',
  duration: { hours: 0, minutes: 30, seconds: 0 },
});

/** Her deletion has begun: the marker the server writes first. */
const deletionBegun = () =>
  seedDocs(env, {
    [`deletions/${ALICE}`]: { state: 'pending', requestedAt: ts(new Date().toISOString()) },
  });

/** The request allowed while her account lives, refused once her deletion has begun. */
async function allowedThenRefused(request: () => Promise<unknown>) {
  await assertSucceeds(request());
  await deletionBegun();
  await assertFails(request());
}

describe('72. writes with the token of an account being deleted', () => {
  it('72. her user document: created again, denied', async () => {
    await env.clearFirestore();
    const create = () => alice().doc(`users/${ALICE}`).set({ email: EMAIL, createdAt: now() });
    await assertSucceeds(create());
    await env.clearFirestore();
    await deletionBegun();
    await assertFails(create());
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await context.firestore().doc(`users/${ALICE}`).get()).exists).toBe(false);
    });
  });
  it('72. her details, denied', async () => {
    await allowedThenRefused(() =>
      alice()
        .doc(`users/${ALICE}`)
        .update({ details: { firstName: 'Alice', lastModifiedAt: now() } }),
    );
  });
  it('72. her language (the single-field changes), denied', async () => {
    await allowedThenRefused(() => alice().doc(`users/${ALICE}`).update({ language: 'fr' }));
  });
  it('72. a manual activity on her row, denied', async () => {
    const key = `${Date.now()}_${ymd(0)}`;
    await assertSucceeds(
      alice()
        .doc(ROW)
        .update({
          [`times.${key}`]: entry(ymd(0), 2),
          totalDistance: firebase.firestore.FieldValue.increment(2),
        }),
    );
    await deletionBegun();
    const other = `${Date.now() + 1}_${ymd(0)}`;
    await assertFails(
      alice()
        .doc(ROW)
        .update({
          [`times.${other}`]: entry(ymd(0), 2),
          totalDistance: firebase.firestore.FieldValue.increment(2),
        }),
    );
  });
  it("72. 'Keep both' on her row, denied", async () => {
    const keep = (manual: string, imported: string) =>
      alice().doc(ROW).update(new firebase.firestore.FieldPath('keptDuplicates', manual), imported);
    await assertSucceeds(keep(MANUAL_KEY, IMPORTED_KEY));
    await deletionBegun();
    await assertFails(keep(MANUAL_KEY_2, IMPORTED_KEY_2));
  });
});

describe('72. reads with the token of an account being deleted', () => {
  it('72. her user document and her row, denied', async () => {
    await assertSucceeds(alice().doc(`users/${ALICE}`).get());
    await assertSucceeds(alice().doc(ROW).get());
    await deletionBegun();
    await assertFails(alice().doc(`users/${ALICE}`).get());
    await assertFails(alice().doc(ROW).get());
  });
  it('72. her checkout sessions and payments, denied', async () => {
    await assertSucceeds(alice().doc(`stripe_customers/${ALICE}/checkout_sessions/cs_1`).get());
    await assertSucceeds(alice().collection(`stripe_customers/${ALICE}/payments`).get());
    await deletionBegun();
    await assertFails(alice().doc(`stripe_customers/${ALICE}/checkout_sessions/cs_1`).get());
    await assertFails(alice().collection(`stripe_customers/${ALICE}/checkout_sessions`).get());
    await assertFails(alice().doc(`stripe_customers/${ALICE}/payments/pi_1`).get());
    await assertFails(alice().collection(`stripe_customers/${ALICE}/payments`).get());
  });
  it('72. her referral counts, denied', async () => {
    await allowedThenRefused(() => alice().doc(`referrals/${ALICE}`).get());
  });
  it('72. the marker itself: no client reads or writes it', async () => {
    await deletionBegun();
    await assertFails(alice().doc(`deletions/${ALICE}`).get());
    await assertFails(alice().doc(`deletions/${ALICE}`).delete());
  });
});
