/**
 * options/cccSpotsLeft (the medal page's 'ONLY {n} SPOTS LEFT') and options/referralCoupons
 * (the referral landing's two codes): anyone gets them by id, nobody writes (docs/security.md items 55, 31).
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, seedDocs } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('public-options', () => ({
  'options/cccSpotsLeft': SPOTS,
  'options/referralCoupons': COUPONS,
}));
const SPOTS = { spotsLeft: 137 };
const COUPONS = { valid: 'FRIEND5', fallback: 'CANADA5' };

const contexts = () =>
  [
    ['alice', env.authenticatedContext(ALICE).firestore()],
    ['a visitor', env.unauthenticatedContext().firestore()],
  ] as const;

describe('options/cccSpotsLeft', () => {
  it('55. alice or a visitor gets options/cccSpotsLeft: allow', async () => {
    for (const [, db] of contexts()) await assertSucceeds(db.doc('options/cccSpotsLeft').get());
  });

  it('55. a missing options/cccSpotsLeft reads as missing; one with a field beyond spotsLeft is not served', async () => {
    await env.clearFirestore();
    for (const [, db] of contexts()) await assertSucceeds(db.doc('options/cccSpotsLeft').get());
    await seedDocs(env, { 'options/cccSpotsLeft': { ...SPOTS, note: 'organisers only' } });
    for (const [, db] of contexts()) await assertFails(db.doc('options/cccSpotsLeft').get());
  });

  it('55. alice or a visitor writes options/cccSpotsLeft (update, set, delete): deny', async () => {
    for (const [, db] of contexts()) {
      await assertFails(db.doc('options/cccSpotsLeft').update({ spotsLeft: 999 }));
      await assertFails(db.doc('options/cccSpotsLeft').set(SPOTS));
      await assertFails(db.doc('options/cccSpotsLeft').delete());
    }
  });
});

describe('options/referralCoupons', () => {
  it('31. alice or a visitor gets options/referralCoupons: allow', async () => {
    for (const [, db] of contexts()) await assertSucceeds(db.doc('options/referralCoupons').get());
  });

  it('31. options/referralCoupons with a field beyond valid and fallback is not served', async () => {
    await seedDocs(env, { 'options/referralCoupons': { ...COUPONS, internal: 'x' } });
    for (const [, db] of contexts()) await assertFails(db.doc('options/referralCoupons').get());
  });

  it('31. alice or a visitor writes options/referralCoupons: deny', async () => {
    for (const [, db] of contexts()) {
      await assertFails(db.doc('options/referralCoupons').update({ valid: 'FREE100' }));
      await assertFails(db.doc('options/referralCoupons').set(COUPONS));
      await assertFails(db.doc('options/referralCoupons').delete());
    }
  });

  it('32. opening these two does not open the options collection to listing', async () => {
    for (const [, db] of contexts()) await assertFails(db.collection('options').get());
  });
});
