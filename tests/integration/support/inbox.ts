/**
 * The local mail server's inbox (scripts/lib/mail-server.mjs), as the tests read it: what the
 * emulator-only mail sender delivered over SMTP. Each test filters by its own fresh recipient.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { waitFor } from './emulators';

const INBOX_ORIGIN = process.env.LOCAL_INBOX_ORIGIN ?? 'http://127.0.0.1:1080';

export interface ReceivedMail {
  readonly id: string;
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Every message the local SMTP server received for `address`. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${INBOX_ORIGIN}/api/messages`);
  if (!response.ok) throw new Error(`the local inbox answered ${response.status}`);
  const all = (await response.json()) as ReceivedMail[];
  return all.filter((mail) => mail.envelope.to.includes(address));
}

/**
 * How long an e-mail may take to arrive: it comes at the end of a chain of functions, each slow
 * to start on a busy 2-core machine (the first e-mail of a run also starts the mail sender's
 * worker).
 */
export const MAIL_CHAIN_MS = 120_000;

/** Waits until mail/{id} reached SUCCESS or ERROR; its delivery record. */
export async function deliveryOf(
  db: Firestore,
  id: string,
  timeoutMs = MAIL_CHAIN_MS,
): Promise<Record<string, unknown>> {
  return waitFor(
    `the delivery of mail/${id}`,
    async () => {
      const delivery = (await db.doc(`mail/${id}`).get()).data()?.delivery as
        Record<string, unknown> | undefined;
      return delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR' ? delivery : undefined;
    },
    timeoutMs,
  );
}
