/**
 * users/{uid} as the account page and the referral hub use it (docs/product.md §P2): the address edit
 * writes `details` alone; the referral link and the tracker accounts are the server's.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, BOB, seedDocs } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('users-account', () => ({
  'users/alice': {
    email: 'alice@example.test',
    agreedToTerms: true,
    referral_link: 'alice-martin',
  },
  'users/bob': { email: 'bob@example.test' },
}));
const alice = () => env.authenticatedContext(ALICE, { email: 'alice@example.test' }).firestore();
const now = () => firebase.firestore.FieldValue.serverTimestamp();

const details = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Alice',
  lastName: 'Martin',
  address: '2 New Rd',
  country: 'CA',
  state: 'QC',
  city: 'Gatineau',
  postalCode: 'J8X 1A1',
  phoneNumber: '819-555-0100',
  lastModifiedAt: now(),
  ...extra,
});

describe('the address edit and server-owned fields', () => {
  it('4. alice updates only her details (the account page address edit): allow', async () => {
    await assertSucceeds(alice().doc('users/alice').update({ details: details() }));
  });

  it('4. alice updates details with a too-long postal code or without the server stamp: deny', async () => {
    await assertFails(
      alice()
        .doc('users/alice')
        .update({ details: details({ postalCode: 'x'.repeat(21) }) }),
    );
    await assertFails(
      alice()
        .doc('users/alice')
        .update({ details: details({ lastModifiedAt: new Date('2020-01-01') }) }),
    );
  });

  it("4. alice updates bob's details: deny", async () => {
    await assertFails(alice().doc('users/bob').update({ details: details() }));
  });

  it('48. alice writes her referral_link (change, remove, or add to a new field set): deny', async () => {
    await assertFails(alice().doc('users/alice').update({ referral_link: 'free-money' }));
    await assertFails(
      alice().doc('users/alice').update({ referral_link: firebase.firestore.FieldValue.delete() }),
    );
    await assertFails(
      alice().doc('users/alice').update({ details: details(), referral_link: 'x' }),
    );
    await assertFails(
      env.authenticatedContext(BOB).firestore().doc('users/bob').update({ referral_link: 'bob-1' }),
    );
  });

  it('48. alice writes stravaAccount or fitbitAccount: deny', async () => {
    await assertFails(
      alice()
        .doc('users/alice')
        .update({ stravaAccount: { id: '1', refreshToken: 't' } }),
    );
    await assertFails(
      alice()
        .doc('users/alice')
        .update({ fitbitAccount: { connected: true } }),
    );
  });

  it("48. alice changes or removes the stravaAccount / fitbitAccount the server wrote (a disconnect is the server's): deny", async () => {
    await seedDocs(env, {
      'users/alice': {
        email: 'alice@example.test',
        stravaAccount: { id: '123' },
        fitbitAccount: { connected: true },
      },
    });
    const del = firebase.firestore.FieldValue.delete();
    await assertFails(alice().doc('users/alice').update({ 'stravaAccount.id': '456' }));
    await assertFails(alice().doc('users/alice').update({ stravaAccount: del }));
    await assertFails(
      alice()
        .doc('users/alice')
        .update({ fitbitAccount: { connected: false } }),
    );
    await assertFails(alice().doc('users/alice').update({ fitbitAccount: del }));
    await assertFails(
      alice()
        .doc('users/alice')
        .update({ garminAccount: { activeToggle: 'activities' } }),
    );
  });
});
