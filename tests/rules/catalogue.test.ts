/** docs/security.md items 30-31: active products and prices are public; nobody writes the catalogue. */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('catalogue', () => ({
  'products/prod_race': {
    active: true,
    name: 'Race',
    metadata: { type: 'race', url: 'race2025' },
  },
  'products/prod_race/prices/price_a': { active: true, unit_amount: 4500 },
  'products/prod_race/prices/price_old': { active: false, unit_amount: 3000 },
  'products/prod_old': { active: false, name: 'Old', metadata: { type: 'race', url: 'old' } },
  'options/homeBanner': { image_url: '/x.svg' },
  'milestones/m1': { header: {} },
  'races/price_a': { name: 'Race' },
}));

const visitor = () => env.unauthenticatedContext().firestore();

describe('reading the catalogue (docs/security.md item 30)', () => {
  it('30. allows a visitor to get an active product and an active price', async () => {
    await assertSucceeds(visitor().doc('products/prod_race').get());
    await assertSucceeds(visitor().doc('products/prod_race/prices/price_a').get());
  });

  it('30. allows a visitor to list active products by url and active prices', async () => {
    const db = visitor();
    await assertSucceeds(
      db
        .collection('products')
        .where('metadata.url', '==', 'race2025')
        .where('active', '==', true)
        .get(),
    );
    await assertSucceeds(
      db.collection('products/prod_race/prices').where('active', '==', true).get(),
    );
  });

  it('30. denies inactive products and prices, and unfiltered lists', async () => {
    const db = visitor();
    await assertFails(db.doc('products/prod_old').get());
    await assertFails(db.doc('products/prod_race/prices/price_old').get());
    await assertFails(db.collection('products').get());
    await assertFails(db.collection('products/prod_race/prices').get());
  });
});

describe('writing the catalogue (docs/security.md item 31)', () => {
  const actors = [
    ['a visitor', () => env.unauthenticatedContext().firestore()],
    ['a signed-in user', () => env.authenticatedContext(ALICE).firestore()],
  ] as const;
  for (const [who, db] of actors) {
    it(`31. denies ${who} writing products, prices, options, milestones and races`, async () => {
      await assertFails(db().doc('products/prod_race').update({ name: 'Mine' }));
      await assertFails(db().doc('products/prod_new').set({ active: true }));
      await assertFails(db().doc('products/prod_race/prices/price_a').update({ unit_amount: 1 }));
      await assertFails(
        db().doc('products/prod_race/prices/price_b').set({ active: true, unit_amount: 1 }),
      );
      await assertFails(db().doc('products/prod_race').delete());
      await assertFails(db().doc('options/homeBanner').set({ image_url: '/evil.svg' }));
      await assertFails(
        db()
          .doc('options/checkoutCharities')
          .set({ x: { active: true } }),
      );
      await assertFails(db().doc('milestones/m1').set({ header: {} }));
      await assertFails(db().doc('races/price_a').update({ name: 'x' }));
    });
  }
});
