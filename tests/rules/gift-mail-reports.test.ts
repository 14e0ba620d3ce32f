/**
 * gift_mail_reports/{mailId}__{kind} and gift_sender_blocks/{uid}: a gift e-mail reported by its
 * recipient or bounced, and the buyer it stops from sending more
 * (functions/src/registration/gift-sender-block.ts; like the mail, server-only records). Server only: the buyer cannot read or lift her block, nobody forges a report.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('gift-mail-reports', () => ({
  [REPORT]: { mailId: MAIL_ID, kind: 'reported', uid: ALICE, code: 'GIFT-1' },
  [BLOCK]: { uid: ALICE, reason: 'reported', mailId: MAIL_ID },
}));

const MAIL_ID = `gift__${'a'.repeat(40)}`;
const REPORT = `gift_mail_reports/${MAIL_ID}__reported`;
const BLOCK = `gift_sender_blocks/${ALICE}`;

describe('gift e-mail reports and sender blocks', () => {
  const who = () =>
    [
      ['alice, the blocked buyer', env.authenticatedContext(ALICE).firestore()],
      ['a visitor', env.unauthenticatedContext().firestore()],
    ] as const;

  it('65. nobody reads a report or a block, or lists them, the buyer neither', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(REPORT).get());
      await assertFails(db.doc(BLOCK).get());
      await assertFails(db.collection('gift_mail_reports').get());
      await assertFails(db.collection('gift_sender_blocks').get());
    }
  });

  it('65. nobody lifts a block, forges a report or blocks someone else', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(BLOCK).delete());
      await assertFails(db.doc(BLOCK).update({ reason: 'none' }));
      await assertFails(db.doc(REPORT).delete());
      await assertFails(db.doc(`gift_mail_reports/${MAIL_ID}__bounced`).set({ uid: 'bob' }));
      await assertFails(db.doc('gift_sender_blocks/bob').set({ uid: 'bob', reason: 'reported' }));
    }
  });
});
