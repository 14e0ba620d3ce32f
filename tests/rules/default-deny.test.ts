/** docs/security.md item 35: anyone, any operation, on a collection no rule names: deny. */
import { describe, it } from 'vitest';
import { ALICE, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('default-deny', () => ({
  'unnamed/doc1': { value: 1 },
  'unnamed/doc1/nested/doc2': { value: 2 },
}));

describe('default deny (docs/security.md item 35)', () => {
  const actors = [
    ['a visitor', () => env.unauthenticatedContext()],
    ['a signed-in user', () => env.authenticatedContext(ALICE)],
  ] as const;

  for (const [who, context] of actors) {
    it(`35. ${who} cannot get a document of an unnamed collection`, async () => {
      await assertFails(context().firestore().doc('unnamed/doc1').get());
    });
    it(`35. ${who} cannot list an unnamed collection`, async () => {
      await assertFails(context().firestore().collection('unnamed').get());
    });
    it(`35. ${who} cannot create, update or delete there`, async () => {
      const db = context().firestore();
      await assertFails(db.doc('unnamed/new').set({ value: 1 }));
      await assertFails(db.doc('unnamed/doc1').update({ value: 2 }));
      await assertFails(db.doc('unnamed/doc1').delete());
    });
    it(`35. ${who} cannot read a nested unnamed subcollection`, async () => {
      await assertFails(context().firestore().doc('unnamed/doc1/nested/doc2').get());
      await assertFails(context().firestore().collectionGroup('nested').get());
    });
  }
});
