/**
 * mail/{id}: the e-mails the functions queue for the "Trigger Email from Firestore" extension
 * (functions/src/mail/outbox.ts; docs/security.md item 65). Server only: no client reads, lists,
 * creates, updates or deletes one, signed in (even the recipient) or not.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('mail', () => ({ [MAIL]: mailData }));

const MAIL = 'mail/registration-confirmed__pi_alice';
const ALICE_EMAIL = 'alice@example.test';
const mailData = {
  to: ALICE_EMAIL,
  message: { subject: 'Your registration is confirmed', text: 'Bib 101', html: '<p>Bib 101</p>' },
  headers: {},
  delivery: { state: 'SUCCESS', attempts: 1 },
};

describe('mail', () => {
  const who = () =>
    [
      ['alice, the recipient', env.authenticatedContext(ALICE, { email: ALICE_EMAIL }).firestore()],
      ['a visitor', env.unauthenticatedContext().firestore()],
    ] as const;

  it('65. nobody gets a mail document or lists the collection, the recipient neither', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(MAIL).get());
      await assertFails(db.collection('mail').get());
      await assertFails(db.collection('mail').where('to', '==', ALICE_EMAIL).get());
    }
  });

  it('65. nobody queues, edits, retries or deletes a mail', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc('mail/forged').set({ ...mailData, delivery: null }));
      await assertFails(db.collection('mail').add({ to: 'anyone@example.test', message: {} }));
      await assertFails(db.doc(MAIL).update({ 'delivery.state': 'RETRY' }));
      await assertFails(db.doc(MAIL).delete());
    }
  });
});
