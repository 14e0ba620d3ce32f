/**
 * ops_alerts/{id} (docs/reliability.md, "Alerts"; docs/data-model.md): the server's record of
 * failures that need a person, with uids and payment ids in it. No rule names it, so the
 * default deny holds (docs/data-model.md, server-only collections): no participant, signed in or not, reads, lists or
 * writes an alert; an organiser reads them in the Firestore console.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('ops-alerts', () => ({ [DOC]: DATA }));

const DOC = 'ops_alerts/payment-not-provisioned__pi_123';
const DATA = { kind: 'payment-not-provisioned', key: 'pi_123', count: 1, details: { uid: ALICE } };

describe('ops_alerts', () => {
  const who = () =>
    [
      ['alice (named in the alert)', env.authenticatedContext(ALICE).firestore()],
      ['a visitor', env.unauthenticatedContext().firestore()],
    ] as const;

  it('35. nobody gets an alert or lists them', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(DOC).get());
      await assertFails(db.collection('ops_alerts').get());
    }
  });

  it('35. nobody creates, resolves or deletes an alert', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc('ops_alerts/mail-errors__all').set({ count: 0 }));
      await assertFails(db.doc(DOC).update({ resolvedAt: new Date() }));
      await assertFails(db.doc(DOC).delete());
    }
  });
});
