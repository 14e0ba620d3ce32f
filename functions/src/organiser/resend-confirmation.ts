/**
 * `organiser-resendConfirmation` (docs/organiser-console.md, "Resend a confirmation"): "I never
 * got my confirmation". The registration's confirmation is rendered as it would be sent now
 * (registration/confirmation-mail-trigger.ts: her current leg, bib, team and address, in her
 * language) and queued under an id of its own, `registration-confirmed__{paymentId}__resend-{n}`,
 * so it never collides with the first one (created once per payment). The count `n` is kept on
 * the payment's marker and written in the same transaction as the e-mail and the log entry:
 * each resend is one e-mail and one entry. Organisers only (organiser-callable.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import {
  RESEND_CONFIRMATION,
  type ResendBlocker,
  type ResendConfirmationResult,
} from '../../../src/contract/callables/organiser-support';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { toText } from '../../../src/contract/docs/values';
import { mailDocument, mailIdFor, mailPath } from '../mail/outbox';
import { renderedConfirmation } from '../registration/confirmation-mail-trigger';
import { refusalError } from '../shared/callable';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

const refused = (blocker: ResendBlocker) =>
  refusalError('failed-precondition', 'cannotResend', ORGANISER_REFUSAL_TEXTS, { blocker });

export const resendConfirmation = organiserCallable(
  RESEND_CONFIRMATION,
  async ({ uid, legId, reason }, caller): Promise<ResendConfirmationResult> => {
    const db = getFirestore();
    const markers = await db.collection('provisioned').where('uid', '==', uid).get();
    const marker = markers.docs.find(
      (doc) =>
        doc.get('legId') === legId && doc.get('status') === 'provisioned' && !doc.get('endedAt'),
    );
    if (!marker) throw refused('noPayment');
    const paymentId = toText(marker.get('paymentId')) || marker.id;
    // Stripe's line items are not waited for: a resend is asked for after the fact.
    const rendered = await renderedConfirmation(db, paymentId, marker.data(), {
      withoutItems: true,
    });
    if (typeof rendered === 'string')
      throw refused(rendered === 'no-recipient' ? 'noRecipient' : 'noPayment');
    return db.runTransaction(async (tx): Promise<ResendConfirmationResult> => {
      const fresh = await tx.get(marker.ref);
      const before = fresh.get('confirmationResends');
      const resends = (typeof before === 'number' ? before : 0) + 1;
      const mailId = mailIdFor('registration-confirmed', paymentId, `resend-${resends}`);
      tx.create(
        db.doc(mailPath(mailId)),
        mailDocument(rendered.to, rendered.mail, `provisioned/${paymentId}`),
      );
      tx.update(marker.ref, { confirmationResends: resends });
      logInTransaction(db, tx, caller, {
        action: 'registration.resendConfirmation',
        target: `provisioned/${paymentId}`,
        reason,
        before: null,
        after: { mailId, to: rendered.to, legId },
      });
      return { mailId, resends };
    });
  },
);
