/**
 * options/homeBanner (docs/product.md §P7; docs/security.md item 31): signed-in users get it; nobody else reads, nobody
 * writes. options/cccSpotsLeft and milestones (docs/security.md item 55) are the server's alone.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('options', () => ({
  'options/homeBanner': BANNER,
  'options/internal': { secret: true },
  'options/cccSpotsLeft': { spotsLeft: 137 },
  'milestones/price_leg': { header: { distance: 1000 } },
}));
const BANNER = {
  image_url: '/images/home-banner.svg',
  image_alt: 'Banner',
  image_link: 'https://example.com',
};

describe('home banner', () => {
  it('allows a signed-in user to get the banner', async () => {
    await assertSucceeds(
      env.authenticatedContext(ALICE).firestore().doc('options/homeBanner').get(),
    );
  });
  it('denies a visitor getting the banner', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc('options/homeBanner').get());
  });
  it('31. denies writes to the banner by a signed-in user or a visitor', async () => {
    for (const db of [
      env.authenticatedContext(ALICE).firestore(),
      env.unauthenticatedContext().firestore(),
    ]) {
      await assertFails(db.doc('options/homeBanner').set(BANNER));
      await assertFails(
        db.doc('options/homeBanner').update({ image_link: 'https://evil.example' }),
      );
      await assertFails(db.doc('options/homeBanner').delete());
      await assertFails(db.doc('options/anotherBanner').set(BANNER));
    }
  });
  it('55. denies anyone writing options/cccSpotsLeft or milestones', async () => {
    for (const db of [
      env.authenticatedContext(ALICE).firestore(),
      env.unauthenticatedContext().firestore(),
    ]) {
      await assertFails(db.doc('options/cccSpotsLeft').set({ spotsLeft: 1000 }));
      await assertFails(db.doc('options/cccSpotsLeft').update({ spotsLeft: 0 }));
      await assertFails(db.doc('options/cccSpotsLeft').delete());
      await assertFails(db.doc('milestones/price_leg').set({ header: { distance: 1 } }));
      await assertFails(db.doc('milestones/price_leg').update({ header: {} }));
      await assertFails(db.doc('milestones/price_leg').delete());
    }
  });
  it('denies listing options and reading an options document no rule opens', async () => {
    const db = env.authenticatedContext(ALICE).firestore();
    await assertFails(db.collection('options').get());
    await assertFails(db.doc('options/internal').get());
  });
});
