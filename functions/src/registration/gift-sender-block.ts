/**
 * A gift e-mail reported by its recipient ("Report this e-mail", report-gift-mail.ts) or bounced
 * (the extension's `delivery.state` ERROR, on-gift-mail-delivery.ts) stops its buyer's gift
 * e-mails (README, "E-mail"). Both are recorded server-only:
 * - `gift_mail_reports/{mailId}__{kind}`: what happened to which mail (the buyer, the code, when,
 *   a bounce's error); never the friend's address, which stays in the mail document;
 * - `gift_sender_blocks/{uid}`: the buyer no longer sends gift e-mails; sendGiftCode reads it in
 *   its transaction. The first cause is kept.
 * The buyer is the code's `purchasedBy`, found from the mail's cause (`giftcodes/{code}`, written
 * by send-gift-code.ts). One transaction, each document created only if absent: a report clicked
 * twice, or a bounce trigger run again, records nothing more.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { mailPath } from '../mail/outbox';
import { giftCodePath } from '../shared/paths';

export type GiftMailComplaint = 'reported' | 'bounced';

export const giftSenderBlockPath = (uid: string): string => `gift_sender_blocks/${uid}`;

export const giftMailReportPath = (mailId: string, kind: GiftMailComplaint): string =>
  `gift_mail_reports/${mailId}__${kind}`;

const GIFT_CAUSE = /^giftcodes\/([^/]+)$/;

export type ComplaintOutcome =
  'recorded' | 'already-recorded' | 'unknown-mail' | 'not-a-gift-mail' | 'no-buyer';

export async function recordGiftMailComplaint(
  db: Firestore,
  mailId: string,
  kind: GiftMailComplaint,
  error?: string,
): Promise<ComplaintOutcome> {
  return db.runTransaction(async (tx) => {
    const [mailSnap, reportSnap] = await Promise.all([
      tx.get(db.doc(mailPath(mailId))),
      tx.get(db.doc(giftMailReportPath(mailId, kind))),
    ]);
    if (!mailSnap.exists) return 'unknown-mail';
    if (reportSnap.exists) return 'already-recorded';
    const code = GIFT_CAUSE.exec(String(mailSnap.data()?.cause ?? ''))?.[1];
    if (!code) return 'not-a-gift-mail';
    const buyer: unknown = (await tx.get(db.doc(giftCodePath(code)))).data()?.purchasedBy;
    // A buyer who deleted her account is gone from the code: nobody is left to stop.
    if (typeof buyer !== 'string' || buyer === '') return 'no-buyer';
    const blockRef = db.doc(giftSenderBlockPath(buyer));
    const blocked = (await tx.get(blockRef)).exists;
    const at = FieldValue.serverTimestamp();
    tx.create(db.doc(giftMailReportPath(mailId, kind)), {
      mailId,
      kind,
      uid: buyer,
      code,
      at,
      ...(error ? { error: error.slice(0, 500) } : {}),
    });
    if (!blocked) tx.create(blockRef, { uid: buyer, reason: kind, mailId, at });
    return 'recorded';
  });
}
