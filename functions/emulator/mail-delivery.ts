/**
 * The delivery states of the "Trigger Email from Firestore" extension, as the local stand-in
 * (local-mail.ts) records them on each mail/{id} document: a new document, a PENDING one (the
 * extension's first state, which the stand-in skips) or a RETRY one (set by hand to send again)
 * is claimed as PROCESSING with a lease, then ends SUCCESS (with the SMTP server's answer in
 * `info`) or ERROR (with `error`). Pure.
 */

export type DeliveryStep =
  /** No delivery yet: claim it (PROCESSING, attempts 1, its start time) and send. */
  | 'claim-new'
  /** PENDING or RETRY: claim it (PROCESSING, attempts + 1) and send. */
  | 'claim-and-send'
  /** PROCESSING whose lease ran out (the sender died): ERROR, as the extension does. */
  | 'expire-lease'
  /** PROCESSING under its lease, SUCCESS or ERROR: nothing to do. */
  | 'none';

/** How long a claim lasts before another run may call it lost (the extension's 60 s). */
export const LEASE_MS = 60_000;

const toMillis = (value: unknown): number | null => {
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillisFn = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillisFn === 'function') return (toMillisFn as () => number).call(value);
  }
  return null;
};

export function nextDeliveryStep(delivery: unknown, nowMs: number): DeliveryStep {
  if (typeof delivery !== 'object' || delivery === null) return 'claim-new';
  const { state, leaseExpireTime } = delivery as { state?: unknown; leaseExpireTime?: unknown };
  if (state === 'PENDING' || state === 'RETRY') return 'claim-and-send';
  if (state === 'PROCESSING') {
    const lease = toMillis(leaseExpireTime);
    return lease !== null && lease < nowMs ? 'expire-lease' : 'none';
  }
  if (state === 'SUCCESS' || state === 'ERROR') return 'none';
  return 'claim-new';
}

export interface MailToSend {
  readonly to: string;
  readonly from: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The message nodemailer sends, from a mail document; null (with why) when it cannot be sent. */
export function mailToSend(
  data: Readonly<Record<string, unknown>>,
  defaultFrom: string,
): { ok: true; mail: MailToSend } | { ok: false; error: string } {
  const to = Array.isArray(data.to)
    ? data.to.filter((v) => typeof v === 'string').join(', ')
    : text(data.to);
  if (to === '')
    return { ok: false, error: 'Failed to deliver email. Expected at least 1 recipient.' };
  const message = (
    typeof data.message === 'object' && data.message !== null ? data.message : {}
  ) as Record<string, unknown>;
  const headerEntries =
    typeof data.headers === 'object' && data.headers !== null
      ? Object.entries(data.headers as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )
      : [];
  return {
    ok: true,
    mail: {
      to,
      from: text(data.from) || defaultFrom,
      ...(text(data.replyTo) ? { replyTo: text(data.replyTo) } : {}),
      subject: text(message.subject),
      text: text(message.text),
      html: text(message.html),
      headers: Object.fromEntries(headerEntries),
    },
  };
}
