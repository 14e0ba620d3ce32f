/** docs/security.md items 34, 54: a referral link is read by id by anyone; never listed; never written by a client. */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('referral-links', () => ({
  'referral_links/avery-123': { name: 'Avery Tremblay', owner: 'demo-runner' },
}));

describe('referral links', () => {
  it('34. a visitor (or a signed-in user) gets a referral link by id: allow, also a missing one', async () => {
    await assertSucceeds(
      env.unauthenticatedContext().firestore().doc('referral_links/avery-123').get(),
    );
    await assertSucceeds(
      env.unauthenticatedContext().firestore().doc('referral_links/missing').get(),
    );
    await assertSucceeds(
      env.authenticatedContext(ALICE).firestore().doc('referral_links/avery-123').get(),
    );
  });

  it('34. denies getting a link by an id longer than 128 characters', async () => {
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc(`referral_links/${'a'.repeat(129)}`)
        .get(),
    );
  });

  it('34. a visitor or alice lists referral links: deny', async () => {
    await assertFails(env.unauthenticatedContext().firestore().collection('referral_links').get());
    await assertFails(
      env.authenticatedContext(ALICE).firestore().collection('referral_links').get(),
    );
    await assertFails(
      env
        .authenticatedContext(ALICE)
        .firestore()
        .collection('referral_links')
        .where('owner', '==', ALICE)
        .get(),
    );
  });

  it('54. alice creates a referral link, even one naming herself: deny', async () => {
    const db = env.authenticatedContext(ALICE).firestore();
    await assertFails(db.doc('referral_links/alice-1').set({ name: 'Alice', owner: ALICE }));
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc('referral_links/visitor')
        .set({ name: 'V', owner: 'v' }),
    );
  });

  it('54. alice edits or deletes an existing referral link: deny', async () => {
    const db = env.authenticatedContext(ALICE).firestore();
    await assertFails(db.doc('referral_links/avery-123').update({ owner: ALICE }));
    await assertFails(db.doc('referral_links/avery-123').update({ name: 'Someone else' }));
    await assertFails(db.doc('referral_links/avery-123').delete());
  });
});
