/**
 * docs/security.md items 23-24: gift codes are server-only; redemption is the redeemGiftCode callable.
 * docs/security.md item 62: the buyer reads whether her code is used (and when), never who redeemed it:
 * the redeemer lives in giftcode_redemptions/{code}, which no client reads.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, expect, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('giftcodes', () => ({
  [CODE]: { used: false, legId: 'price_leg', purchasedBy: 'bob' },
  // bob bought it, carol redeemed it (redeemGiftCode's shape).
  [USED]: { used: true, usedAt, legId: 'price_leg', createdAt: usedAt, purchasedBy: 'bob' },
  [REDEMPTION]: {
    usedBy: { email: CAROL_EMAIL, id: CAROL },
    usedAt,
    legId: 'price_leg',
    paymentId: 'gift_GIFT-USED-CCCC-DDDD',
  },
  [OLD_SHAPE]: {
    used: true,
    usedBy: { email: CAROL_EMAIL, id: CAROL },
    legId: 'price_leg',
    purchasedBy: 'bob',
  },
}));
const CODE = 'giftcodes/GIFT-AAAA-BBBB-CCCC';
const USED = 'giftcodes/GIFT-USED-CCCC-DDDD';
const REDEMPTION = 'giftcode_redemptions/GIFT-USED-CCCC-DDDD';
/** A code redeemed before the redeemer moved to giftcode_redemptions: it still names her. */
const OLD_SHAPE = 'giftcodes/GIFT-OLD-SHAPE-EEEE';
const CAROL = 'carol';
const CAROL_EMAIL = 'carol@example.test';
const usedAt = firebase.firestore.Timestamp.fromDate(new Date('2025-06-01T12:00:00Z'));

const alice = () => env.authenticatedContext(ALICE, { email: 'alice@example.test' }).firestore();
const bob = () => env.authenticatedContext('bob', { email: 'bob@example.test' }).firestore();
const carol = () => env.authenticatedContext(CAROL, { email: CAROL_EMAIL }).firestore();

describe('giftcodes', () => {
  it('the server (rules disabled) reads and writes codes', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc(CODE).get());
      await assertSucceeds(context.firestore().doc(CODE).update({ used: true }));
    });
  });

  it('23. denies a signed-in user listing gift codes', async () => {
    await assertFails(alice().collection('giftcodes').get());
    await assertFails(alice().collection('giftcodes').where('used', '==', false).get());
  });

  it('denies getting a code, signed in or not', async () => {
    await assertFails(alice().doc(CODE).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(CODE).get());
  });

  it('23. bob gets giftcodes/C that he bought (the account page shows used or not): allow', async () => {
    await assertSucceeds(bob().doc(CODE).get());
  });

  it('23. bob gets a missing code, or lists even his own codes: deny', async () => {
    await assertFails(bob().doc('giftcodes/GIFT-MISSING').get());
    await assertFails(bob().collection('giftcodes').where('purchasedBy', '==', 'bob').get());
  });

  it('24. denies alice marking a code used directly', async () => {
    await assertFails(
      alice()
        .doc(CODE)
        .update({ used: true, usedBy: { email: 'alice@example.test', id: ALICE } }),
    );
    await assertFails(alice().doc(CODE).set({ used: true, legId: 'price_leg' }));
  });

  it('denies creating or deleting a code', async () => {
    await assertFails(alice().doc('giftcodes/MINE').set({ used: false, legId: 'price_leg' }));
    await assertFails(alice().doc(CODE).delete());
  });
});

describe('who redeemed a gift code (docs/security.md item 62)', () => {
  it('62. bob (bought the code) reads its used mark and when, and nothing naming the redeemer: allow', async () => {
    const snapshot = await assertSucceeds(bob().doc(USED).get());
    expect(snapshot.data()).toEqual({
      used: true,
      usedAt,
      legId: 'price_leg',
      createdAt: usedAt,
      purchasedBy: 'bob',
    });
    expect(JSON.stringify(snapshot.data())).not.toContain(CAROL);
  });

  it('62. bob gets the redemption record of his own code (e-mail, uid of the redeemer): deny', async () => {
    await assertFails(bob().doc(REDEMPTION).get());
  });

  it('62. carol (redeemed it), alice, a visitor get or list redemption records: deny', async () => {
    for (const db of [carol(), alice(), env.unauthenticatedContext().firestore()]) {
      await assertFails(db.doc(REDEMPTION).get());
      await assertFails(db.collection('giftcode_redemptions').get());
    }
  });

  it('62. nobody writes a redemption record from a client (not even her own): deny', async () => {
    await assertFails(
      carol()
        .doc(REDEMPTION)
        .set({ usedBy: { email: CAROL_EMAIL, id: CAROL } }),
    );
    await assertFails(
      carol()
        .doc('giftcode_redemptions/GIFT-NEW')
        .set({ usedBy: { email: CAROL_EMAIL, id: CAROL } }),
    );
    await assertFails(bob().doc(REDEMPTION).delete());
  });

  it('62. bob gets a code of his that still carries usedBy (redeemed before the move): deny', async () => {
    await assertFails(bob().doc(OLD_SHAPE).get());
  });
});
