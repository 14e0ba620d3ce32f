/** docs/security.md items 33, 53: referral counts are read by their owner only and written by the server only. */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('referrals', () => ({
  [`referrals/${ALICE}`]: COUNTS,
  [`referrals/${BOB}`]: COUNTS,
}));
const COUNTS = { total: 3, counts: { price_leg: 3 } };

const alice = () => env.authenticatedContext(ALICE).firestore();

describe('referrals', () => {
  it('53. alice reads referrals/alice: allow (also before it exists)', async () => {
    await assertSucceeds(alice().doc(`referrals/${ALICE}`).get());
    await env.clearFirestore();
    await assertSucceeds(alice().doc(`referrals/${ALICE}`).get());
  });

  it('53. alice reads referrals/bob: deny', async () => {
    await assertFails(alice().doc(`referrals/${BOB}`).get());
  });

  it('53. a visitor reads referrals/alice, or anyone lists referrals: deny', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc(`referrals/${ALICE}`).get());
    await assertFails(alice().collection('referrals').get());
  });

  it('33. alice writes her referral counts (set, update, delete): deny', async () => {
    await assertFails(alice().doc(`referrals/${ALICE}`).update({ total: 50 }));
    await assertFails(
      alice()
        .doc(`referrals/${ALICE}`)
        .set({ total: 50, counts: { price_leg: 50 } }),
    );
    await assertFails(alice().doc(`referrals/${ALICE}`).delete());
  });

  it("33. alice writes bob's counts, or a visitor writes any: deny", async () => {
    await assertFails(alice().doc(`referrals/${BOB}`).update({ total: 0 }));
    await assertFails(env.unauthenticatedContext().firestore().doc('referrals/carol').set(COUNTS));
  });
});
