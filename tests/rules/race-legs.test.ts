/**
 * races/{legId} and milestones/{id} (docs/security.md items 31, 55, 56; docs/product.md §P7): the dashboard
 * reads them one by id when signed in; nobody lists or writes them.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('race-legs', () => ({
  'races/price_leg': {
    name: 'Test Run',
    distance: 100,
    milestones: 'leg',
    finisher_badge: '/b.svg',
    finisher_link: 'https://x',
  },
  'milestones/leg': { header: { name: 'Route' }, milestones: [{ name: 'A', distance: 10 }] },
}));
const alice = () => env.authenticatedContext(ALICE).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

describe('races/{legId} and milestones/{id}', () => {
  it('56. alice reads the leg (route, milestones, finisher link) and its milestones', async () => {
    await assertSucceeds(alice().doc('races/price_leg').get());
    await assertSucceeds(alice().doc('milestones/leg').get());
  });

  it('56. a visitor reads neither', async () => {
    await assertFails(visitor().doc('races/price_leg').get());
    await assertFails(visitor().doc('milestones/leg').get());
  });

  it('31, 55. alice writes neither, nor lists them', async () => {
    await assertFails(alice().doc('races/price_leg').update({ distance: 1 }));
    await assertFails(alice().doc('races/price_new').set({ name: 'Mine' }));
    await assertFails(alice().doc('milestones/leg').update({ milestones: [] }));
    await assertFails(alice().doc('milestones/leg').delete());
    await assertFails(alice().collection('races').get());
    await assertFails(alice().collection('milestones').get());
  });

  it('78. an organiser lists the legs (the console’s leg choice); she writes none either', async () => {
    const organiser = env.authenticatedContext('org', { admin: true }).firestore();
    await assertSucceeds(organiser.collection('races').get());
    await assertFails(organiser.doc('races/price_leg').update({ distance: 1 }));
    await assertFails(visitor().collection('races').get());
  });
});
