/**
 * How mail leaves: a `mail/{id}` document in the shape of Firebase's "Trigger Email from
 * Firestore" extension (`to`, `from`, `replyTo`, `message` {subject, text, html}, `headers`),
 * which the extension sends in production and functions/emulator/local-mail.ts sends to the
 * local SMTP server in the emulator suite. Server-only (firestore.rules denies every client).
 *
 * Exactly once: the id is derived from the mail's cause (a payment, a redemption, …) and the
 * document is created only if absent, so a retried or replayed trigger never sends twice.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { expireAtFor } from '../shared/retention';
import { SENDER, senderFromHeader } from './sender';

export interface MailMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What a template renders: the message, and headers to add (none are required). */
export interface RenderedMail {
  readonly message: MailMessage;
  readonly headers?: Readonly<Record<string, string>>;
}

/** mail/{id}: one message for the extension (or its local stand-in) to send. */
export const mailPath = (id: string): string => `mail/${id}`;

const SAFE_PART = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The mail document's id for a cause: `kind` and the ids it comes from, joined with `__` when
 * they are plain ids (readable in the console), else a hash of them (a Firestore id cannot hold
 * `/`). Pure and deterministic: the same cause always gives the same id.
 */
export function mailIdFor(kind: string, ...parts: readonly string[]): string {
  if (!SAFE_PART.test(kind)) throw new Error(`mail kind ${JSON.stringify(kind)} is not a plain id`);
  if (parts.length > 0 && parts.every((part) => SAFE_PART.test(part)))
    return [kind, ...parts].join('__');
  return `${kind}__${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40)}`;
}

/**
 * The document the extension reads, for a recipient and a rendered mail. `mentions`: the uids
 * of the participants the mail names besides its recipient (a gift e-mail names its buyer to
 * her friend), so deleting an account finds every mail with her name in it
 * (account/account-deletion.ts). `expireAt`: the TTL policy deletes it then (shared/retention.ts).
 */
export function mailDocument(
  to: string,
  mail: RenderedMail,
  cause: string,
  mentions: readonly string[] = [],
) {
  // A Date (stored as a timestamp), not a Timestamp: any firebase-admin copy takes it.
  const createdAt = new Date();
  return {
    to,
    from: senderFromHeader(),
    replyTo: SENDER.supportAddress,
    message: { ...mail.message },
    headers: { ...(mail.headers ?? {}) },
    cause,
    ...(mentions.length > 0 ? { mentions: [...mentions] } : {}),
    createdAt,
    expireAt: expireAtFor('mail', createdAt),
  };
}

/** gRPC ALREADY_EXISTS, which `create()` fails with when the document is there. */
const ALREADY_EXISTS = 6;

/**
 * Writes mail/{id} unless it exists: 'queued' the first time, 'already-queued' after (a replay).
 */
export async function queueMail(
  db: Firestore,
  id: string,
  to: string,
  mail: RenderedMail,
  cause: string,
  mentions: readonly string[] = [],
): Promise<'queued' | 'already-queued'> {
  try {
    await db.doc(mailPath(id)).create(mailDocument(to, mail, cause, mentions));
    return 'queued';
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'already-queued';
    throw error;
  }
}
