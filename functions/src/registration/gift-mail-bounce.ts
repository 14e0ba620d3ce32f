/**
 * Whether a write of a mail document is a gift e-mail bouncing (README, "E-mail": a bounced
 * buyer stops sending). The "Trigger Email from Firestore" extension (locally
 * functions/emulator/local-mail.ts) ends a delivery in `delivery.state` 'ERROR' with its reason in
 * `delivery.error`. A gift mail (id `gift__…`) that newly reaches ERROR is a bounce, unless the
 * reason says the sending side failed (no connection to or login at the SMTP server, the
 * extension's own lease running out, a document without a recipient): those are our outage, not
 * a wrong address, and stopping every buyer who sent during one would punish the wrong people.
 * Pure.
 */
import { GIFT_MAIL_ID } from './gift-report-link';

/** nodemailer's and the extension's words for a failure on our side of the connection. */
const OUR_SIDE =
  /\b(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ESOCKET|ECONNECTION|EAUTH|ETLS)\b|Greeting never received|Connection timeout|Invalid login|lease expired|Expected at least 1 recipient/i;

const stateOf = (delivery: unknown): unknown =>
  typeof delivery === 'object' && delivery !== null
    ? (delivery as { state?: unknown }).state
    : undefined;

/** The bounce's reason when this write makes gift mail `mailId` bounce; null otherwise. */
export function giftMailBounce(mailId: string, before: unknown, after: unknown): string | null {
  if (!GIFT_MAIL_ID.test(mailId)) return null;
  if (stateOf(after) !== 'ERROR' || stateOf(before) === 'ERROR') return null;
  const error = (after as { error?: unknown }).error;
  const reason = typeof error === 'string' ? error : '';
  return OUR_SIDE.test(reason) ? null : reason || 'ERROR';
}
