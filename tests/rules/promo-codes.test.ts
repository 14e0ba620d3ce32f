/** docs/security.md item 32: a promo code is checked by id; the codes are never listed. */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('promo-codes', () => ({
  'options/validPromoCodes': { codes: { RUNCANADA: 'promo_runcanada' } },
  'options/validPromoCodes/codes/RUNCANADA': { promotionId: 'promo_runcanada', active: true },
}));

const alice = () => env.authenticatedContext(ALICE).firestore();

describe('promo codes', () => {
  it('allows a signed-in user to get one code by id (and to learn one is missing)', async () => {
    await assertSucceeds(alice().doc('options/validPromoCodes/codes/RUNCANADA').get());
    await assertSucceeds(alice().doc('options/validPromoCodes/codes/NOPE').get());
  });

  it('32. denies listing the codes, or reading the old map document', async () => {
    await assertFails(alice().collection('options/validPromoCodes/codes').get());
    await assertFails(alice().doc('options/validPromoCodes').get());
    await assertFails(alice().collection('options').get());
    await assertFails(alice().collectionGroup('codes').get());
  });

  it('denies a visitor and any write', async () => {
    await assertFails(
      env.unauthenticatedContext().firestore().doc('options/validPromoCodes/codes/RUNCANADA').get(),
    );
    await assertFails(
      alice().doc('options/validPromoCodes/codes/MINE').set({ promotionId: 'p', active: true }),
    );
    await assertFails(alice().doc('options/validPromoCodes/codes/RUNCANADA').delete());
  });
});
