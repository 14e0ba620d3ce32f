/** options/checkoutCharities: signed-in users get it; nobody lists options or writes it. */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, createRulesEnv, seedDocs } from './support/rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('charities');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'options/checkoutCharities': { trails: { active: true, name: 'Trails', order: 1 } },
  });
});

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
