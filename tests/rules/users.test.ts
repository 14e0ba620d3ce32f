/**
 * users/{uid} (docs/security.md items 1-6; docs/product.md §R3): the owner gets and creates her document
 * (email + createdAt only), then changes only `details` (allowlisted, bounded, stamped) and
 * `agreedToTerms` (true). Nobody lists users, deletes one, or writes subscribedRaces by hand.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, BOB } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const ALICE_EMAIL = 'alice@example.test';
const now = () => firebase.firestore.FieldValue.serverTimestamp();
const at = (iso: string) => firebase.firestore.Timestamp.fromDate(new Date(iso));

const env = rulesFile('users', () => ({
  'users/alice': {
    email: ALICE_EMAIL,
    createdAt: at('2025-01-02T03:04:05Z'),
    subscribedRaces: { price_x: { legId: 'price_x', bibNumber: 7, raceInfo: { name: 'X' } } },
  },
  'users/bob': { email: 'bob@example.test', createdAt: at('2025-01-02T03:04:05Z') },
}));
const alice = () => env.authenticatedContext(ALICE, { email: ALICE_EMAIL }).firestore();
const bob = () => env.authenticatedContext(BOB, { email: 'bob@example.test' }).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

const details = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Alice',
  lastName: 'Martin',
  address: '1 Main St',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1A 0A6',
  phoneNumber: '613-555-0100',
  lastModifiedAt: now(),
  ...extra,
});

describe('reading users (docs/security.md items 1-3)', () => {
  it('1. denies a visitor and bob getting alice', async () => {
    await assertFails(visitor().doc('users/alice').get());
    await assertFails(bob().doc('users/alice').get());
  });
  it('2. allows alice to get her own document, also before it exists', async () => {
    await assertSucceeds(alice().doc('users/alice').get());
    await env.clearFirestore();
    await assertSucceeds(alice().doc('users/alice').get());
  });
  it('3. denies listing users, even filtered to oneself', async () => {
    await assertFails(bob().collection('users').get());
    await assertFails(alice().collection('users').where('email', '==', ALICE_EMAIL).get());
    await assertFails(visitor().collection('users').get());
  });
});

describe('creating a user document (first sign-in)', () => {
  beforeEach(async () => {
    await env.clearFirestore();
  });
  it('allows alice to create hers with exactly email and createdAt (server time)', async () => {
    await assertSucceeds(alice().doc('users/alice').set({ email: ALICE_EMAIL, createdAt: now() }));
  });
  it('denies extra keys, a missing key, another e-mail, or a client-chosen createdAt', async () => {
    const ref = alice().doc('users/alice');
    await assertFails(ref.set({ email: ALICE_EMAIL, createdAt: now(), agreedToTerms: true }));
    await assertFails(ref.set({ email: ALICE_EMAIL, createdAt: now(), subscribedRaces: {} }));
    await assertFails(ref.set({ email: ALICE_EMAIL }));
    await assertFails(ref.set({ email: 'someone@else.test', createdAt: now() }));
    await assertFails(ref.set({ email: ALICE_EMAIL, createdAt: at('2020-01-01T00:00:00Z') }));
  });
  it("denies creating someone else's document, and a visitor creating any", async () => {
    await assertFails(bob().doc('users/alice').set({ email: ALICE_EMAIL, createdAt: now() }));
    await assertFails(visitor().doc('users/alice').set({ email: ALICE_EMAIL, createdAt: now() }));
  });
});

describe('updating a user document (docs/security.md items 4-6)', () => {
  it('4. allows alice to set her details and agree to the terms', async () => {
    await assertSucceeds(alice().doc('users/alice').set({ details: details() }, { merge: true }));
    await assertSucceeds(alice().doc('users/alice').update({ agreedToTerms: true }));
    await assertSucceeds(
      alice()
        .doc('users/alice')
        .set(
          { agreedToTerms: true, email: ALICE_EMAIL, details: details({ city: 'Hull' }) },
          { merge: true },
        ),
    );
  });
  it('4. denies details with an unknown field, an over-long value, a non-string, or no fresh stamp', async () => {
    const ref = alice().doc('users/alice');
    await assertFails(ref.set({ details: details({ nickname: 'Al' }) }, { merge: true }));
    await assertFails(
      ref.set({ details: details({ firstName: 'A'.repeat(101) }) }, { merge: true }),
    );
    await assertFails(
      ref.set({ details: details({ phoneNumber: '613-555-0100-99' }) }, { merge: true }),
    );
    await assertFails(ref.set({ details: details({ city: 42 }) }, { merge: true }));
    await assertFails(
      ref.set(
        { details: details({ lastModifiedAt: at('2024-01-01T00:00:00Z') }) },
        { merge: true },
      ),
    );
    await assertFails(ref.update({ details: 'not a map' }));
    await assertFails(ref.update({ agreedToTerms: false }));
  });
  it('5. denies changing email or createdAt', async () => {
    await assertFails(alice().doc('users/alice').update({ email: 'new@example.test' }));
    await assertFails(alice().doc('users/alice').update({ createdAt: now() }));
    await assertFails(alice().doc('users/alice').set({ email: ALICE_EMAIL, createdAt: now() }));
  });
  it('6. denies writing subscribedRaces or other keys by hand', async () => {
    const ref = alice().doc('users/alice');
    await assertFails(ref.update({ 'subscribedRaces.price_x.bibNumber': 1 }));
    await assertFails(ref.update({ 'subscribedRaces.price_y': { legId: 'price_y' } }));
    await assertFails(ref.update({ 'subscribedRaces.price_x.completedDate': now() }));
    await assertFails(ref.update({ 'stravaAccount.refreshToken': 'secret' }));
    await assertFails(ref.update({ referral_link: 'mine' }));
  });
  it('denies bob updating alice, and a visitor updating anyone', async () => {
    await assertFails(bob().doc('users/alice').update({ agreedToTerms: true }));
    await assertFails(visitor().doc('users/alice').update({ agreedToTerms: true }));
  });
  it("denies deleting a user document, even one's own", async () => {
    await assertFails(alice().doc('users/alice').delete());
    await assertFails(bob().doc('users/alice').delete());
  });
});
