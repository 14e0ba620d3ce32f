/** Checklist 23-24: gift codes are server-only; redemption is the redeemGiftCode callable. */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, createRulesEnv, seedDocs } from './support/rules-env';

let env: RulesTestEnvironment;
const CODE = 'giftcodes/GIFT-AAAA-BBBB-CCCC';

beforeAll(async () => {
  env = await createRulesEnv('giftcodes');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { [CODE]: { used: false, legId: 'price_leg', purchasedBy: 'bob' } });
});

const alice = () => env.authenticatedContext(ALICE, { email: 'alice@example.test' }).firestore();

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
    await assertSucceeds(env.authenticatedContext('bob').firestore().doc(CODE).get());
  });

  it('23. bob gets a missing code, or lists even his own codes: deny', async () => {
    const bob = env.authenticatedContext('bob').firestore();
    await assertFails(bob.doc('giftcodes/GIFT-MISSING').get());
    await assertFails(bob.collection('giftcodes').where('purchasedBy', '==', 'bob').get());
  });

  it('24. denies alice marking a code used directly', async () => {
    await assertFails(alice().doc(CODE).update({ used: true, usedBy: { email: 'alice@example.test', id: ALICE } }));
    await assertFails(alice().doc(CODE).set({ used: true, legId: 'price_leg' }));
  });

  it('denies creating or deleting a code', async () => {
    await assertFails(alice().doc('giftcodes/MINE').set({ used: false, legId: 'price_leg' }));
    await assertFails(alice().doc(CODE).delete());
  });
});
