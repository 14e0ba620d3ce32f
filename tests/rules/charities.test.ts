/** options/checkoutCharities: signed-in users get it; nobody lists options or writes it. */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('charities', () => ({
  'options/checkoutCharities': { trails: { active: true, name: 'Trails', order: 1 } },
}));

describe('checkout charities', () => {
  it('allows a signed-in user to get the charities', async () => {
    await assertSucceeds(
      env.authenticatedContext(ALICE).firestore().doc('options/checkoutCharities').get(),
    );
  });

  it('denies a visitor, listing options, and writes', async () => {
    const db = env.authenticatedContext(ALICE).firestore();
    await assertFails(
      env.unauthenticatedContext().firestore().doc('options/checkoutCharities').get(),
    );
    await assertFails(db.collection('options').get());
    await assertFails(db.doc('options/checkoutCharities').set({ mine: { active: true } }));
    await assertFails(db.doc('options/checkoutCharities').delete());
  });
});
