/**
 * organiser_log/{id}: the organisers' audit log (docs/security.md items 78, 79;
 * functions/src/organiser/organiser-log.ts). Organisers (custom claim `admin: true`) read it a
 * page at a time; a participant or a visitor reads nothing; nobody, an organiser neither,
 * writes, changes or deletes an entry through the app. medal_shipments/{legId}__{uid}: written by
 * the server only; its participant reads her own (her account page), nobody lists them.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds, seedDocs } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const ENTRY = 'organiser_log/entry-1';
const SHIPMENT = 'medal_shipments/price_leg__alice';

const env = rulesFile('organiser-log', () => ({
  [ENTRY]: {
    at: new Date('2026-11-20T15:00:00Z'),
    by: { uid: 'org', email: 'organiser@demo.test' },
    action: 'medals.ship',
    target: 'price_leg__alice',
    reason: null,
    before: null,
    after: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
  },
  [SHIPMENT]: { uid: ALICE, legId: 'price_leg', carrier: 'ups', count: 1 },
}));

const organiser = () => env.authenticatedContext('org', { admin: true }).firestore();
const participants = () =>
  [
    ['a participant', env.authenticatedContext(ALICE).firestore()],
    [
      'a participant with another claim',
      env.authenticatedContext(ALICE, { admin: 'yes' }).firestore(),
    ],
    ['a visitor', env.unauthenticatedContext().firestore()],
  ] as const;

describe('the organisers’ audit log', () => {
  it('78. an organiser reads an entry and a page of the log', async () => {
    const db = organiser();
    await assertSucceeds(db.doc(ENTRY).get());
    await assertSucceeds(db.collection('organiser_log').orderBy('at', 'desc').limit(50).get());
  });

  it('78. an organiser lists no more than 100 entries at once', async () => {
    const db = organiser();
    await assertFails(db.collection('organiser_log').limit(101).get());
    await assertFails(db.collection('organiser_log').get());
  });

  it('78. a participant or a visitor reads no entry and lists none', async () => {
    for (const [, db] of participants()) {
      await assertFails(db.doc(ENTRY).get());
      await assertFails(db.collection('organiser_log').limit(10).get());
    }
  });

  it('79. nobody writes, changes or deletes an entry, an organiser neither', async () => {
    for (const db of [organiser(), ...participants().map(([, d]) => d)]) {
      await assertFails(db.doc('organiser_log/forged').set({ action: 'medals.ship' }));
      await assertFails(db.collection('organiser_log').add({ action: 'medals.ship' }));
      await assertFails(db.doc(ENTRY).update({ reason: 'edited' }));
      await assertFails(db.doc(ENTRY).delete());
    }
  });

  it('a medal shipment: its participant reads hers (shipped or not yet), nobody else; nobody writes', async () => {
    const alice = env.authenticatedContext(ALICE).firestore();
    await assertSucceeds(alice.doc(SHIPMENT).get());
    await assertSucceeds(alice.doc('medal_shipments/price_other__alice').get());
    await assertFails(alice.doc('medal_shipments/price_leg__bob').get());
    await assertFails(alice.doc('medal_shipments/price_leg__xalice').get());
    await assertFails(alice.collection('medal_shipments').get());
    await assertFails(env.unauthenticatedContext().firestore().doc(SHIPMENT).get());
    await assertFails(organiser().doc(SHIPMENT).get());
    for (const db of [alice, organiser(), ...participants().map(([, d]) => d)]) {
      await assertFails(db.doc(SHIPMENT).set({ uid: ALICE, count: 2 }));
      await assertFails(db.doc(SHIPMENT).update({ count: 2 }));
      await assertFails(db.doc(SHIPMENT).delete());
    }
  });

  it('72. a participant whose account deletion began reads her shipment no more', async () => {
    await seedDocs(env, { [`deletions/${ALICE}`]: { state: 'pending' } });
    await assertFails(env.authenticatedContext(ALICE).firestore().doc(SHIPMENT).get());
  });
});
