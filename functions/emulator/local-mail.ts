/**
 * Trigger `sendQueuedMail` (emulator suite only): plays the "Trigger Email from Firestore"
 * extension for mail/{id} documents (functions/src/mail/outbox.ts). Each new document is sent
 * with nodemailer to the local SMTP server (scripts/lib/mail-server.mjs, `LOCAL_SMTP_URL`), and
 * its delivery state recorded as the extension records it (mail-delivery.ts), but for PENDING,
 * which a new document skips: PROCESSING (attempts + 1) in a transaction, so one document is sent
 * once even when the trigger runs twice, then SUCCESS with the server's answer or ERROR with the
 * error. Setting `delivery.state` to 'RETRY' sends it again, as with the extension.
 * Exported by functions/emulator/index.ts only when FUNCTIONS_EMULATOR is 'true'.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { senderFromHeader } from '../src/mail/sender';
import { isEmulator } from '../src/trackers/provider-config';
import { LEASE_MS, mailToSend, nextDeliveryStep } from './mail-delivery';

export function localMailEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return isEmulator(env);
}

// Loaded on the first mail rather than with the functions: each functions emulator worker loads
// the whole bundle when it starts, whatever its function (docs/testing.md), and only this one sends.
let nodemailer: Promise<typeof import('nodemailer')> | undefined;
const loadNodemailer = () => (nodemailer ??= import('nodemailer'));

/** Set by scripts/lib/emulators.mjs; the local mail server's default port otherwise. */
const smtpUrl = () => process.env.LOCAL_SMTP_URL ?? 'smtp://127.0.0.1:1025';

export const sendQueuedMail = onDocumentWritten('mail/{id}', async (event) => {
  if (!localMailEnabled()) return;
  const after = event.data?.after;
  if (!after?.exists) return;
  const db = getFirestore();
  const ref = db.doc(after.ref.path);
  const step = nextDeliveryStep(after.data()?.delivery, Date.now());
  if (step === 'none') return;
  if (step === 'expire-lease') {
    await db.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current || nextDeliveryStep(current.delivery, Date.now()) !== step) return;
      tx.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.error': 'Message processing lease expired.',
        'delivery.endTime': Timestamp.now(),
      });
    });
    return;
  }
  // A new document is claimed at once: PROCESSING with its start time, in one write. The
  // extension records PENDING first, one write more, and every write of a mail document is one
  // run more of each of the three mail triggers (this one, gift-mail delivery, delivery errors)
  // in the emulator's single trigger queue (docs/testing.md); nothing reads PENDING but as "still
  // sending", which PROCESSING says as well. Only the run that claims it sends it.
  const claimed = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) return null;
    const now = nextDeliveryStep(current.delivery, Date.now());
    if (now !== 'claim-new' && now !== 'claim-and-send') return null;
    const lease = Timestamp.fromMillis(Date.now() + LEASE_MS);
    tx.update(
      ref,
      now === 'claim-new'
        ? {
            delivery: {
              startTime: Timestamp.now(),
              state: 'PROCESSING',
              attempts: 1,
              error: null,
              leaseExpireTime: lease,
            },
          }
        : {
            'delivery.state': 'PROCESSING',
            'delivery.attempts': (Number(current.delivery?.attempts) || 0) + 1,
            'delivery.leaseExpireTime': lease,
          },
    );
    return current;
  });
  if (!claimed) return;
  const parsed = mailToSend(claimed, senderFromHeader());
  try {
    if (!parsed.ok) throw new Error(parsed.error);
    const { createTransport } = await loadNodemailer();
    const info = await createTransport(smtpUrl()).sendMail(parsed.mail);
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.now(),
      'delivery.leaseExpireTime': null,
      'delivery.error': null,
      'delivery.info': {
        messageId: info.messageId ?? null,
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        pending: ((info as { pending?: unknown[] }).pending ?? []).map(String),
        response: info.response ?? null,
      },
    });
  } catch (error) {
    logger.error('Local mail not delivered', { path: ref.path, error: String(error) });
    await ref.update({
      'delivery.state': 'ERROR',
      'delivery.endTime': Timestamp.now(),
      'delivery.leaseExpireTime': null,
      'delivery.error': String(error),
    });
  }
});
