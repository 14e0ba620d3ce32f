/**
 * The product's language on users/{uid}.language (docs/security.md item 70; docs/i18n.md): the
 * owner sets 'en' or 'fr', alone in its write, so her choice follows her to another device.
 */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile } from './support/rules-file';

const env = rulesFile('users-language', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test'),
  [`users/${BOB}`]: createdUser('bob@example.test', {
    language: 'en',
  }),
}));
const userDoc = (who: string, uid: string) =>
  env.authenticatedContext(who).firestore().doc(`users/${uid}`);

describe('the language of her account', () => {
  it("70. alice sets her language to 'fr', then back to 'en'", async () => {
    await assertSucceeds(userDoc(ALICE, ALICE).update({ language: 'fr' }));
    await assertSucceeds(userDoc(ALICE, ALICE).update({ language: 'en' }));
  });

  it("70. alice sets it to anything but 'en' or 'fr'", async () => {
    for (const language of ['de', 'FR', 'fr-CA', '', 1, null, ['fr']]) {
      await assertFails(userDoc(ALICE, ALICE).update({ language }));
    }
  });

  it('70. alice writes another field with it', async () => {
    await assertFails(userDoc(ALICE, ALICE).update({ language: 'fr', email: 'x@example.test' }));
    await assertFails(userDoc(ALICE, ALICE).update({ language: 'fr', bibNumber: 1 }));
  });

  it("70. alice sets bob's language; a visitor sets anyone's", async () => {
    await assertFails(userDoc(ALICE, BOB).update({ language: 'fr' }));
    await assertFails(
      env.unauthenticatedContext().firestore().doc(`users/${ALICE}`).update({ language: 'fr' }),
    );
  });

  it('70. alice reads her own language, not bob’s', async () => {
    await assertSucceeds(userDoc(ALICE, ALICE).get());
    await assertFails(userDoc(ALICE, BOB).get());
  });
});
