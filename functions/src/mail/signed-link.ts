/**
 * The signed links our e-mails carry to an HTTP function that changes something for her while
 * she is signed out: the one-click unsubscribe (unsubscribe.ts) and the confirmation of her yes
 * to news (news-confirmation-link.ts). Every link names what it acts on, when it was issued, and
 * an HMAC-SHA256 of all of it under a server secret: nobody forges one for someone else, and a
 * link that leaked dies when it is older than its feature allows. The function answers GET with
 * a page and a button and acts only on POST (action-page.ts), so a mail scanner that opens every
 * link changes nothing (docs/privacy.md, "E-mail links"). Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hex HMAC-SHA256 of the parts; JSON keeps them apart whatever characters they hold. */
export function linkSignature(parts: readonly string[], secret: string): string {
  return createHmac('sha256', secret).update(JSON.stringify(parts)).digest('hex');
}

/** Whether `signature` is the one for the parts; constant-time, false for any malformed one. */
export function validLinkSignature(
  parts: readonly string[],
  signature: string,
  secret: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(linkSignature(parts, secret), 'hex'),
    Buffer.from(signature, 'hex'),
  );
}

/** The issued-at a link carries: whole seconds since the epoch, as text. */
export const issuedAtParam = (now: number): string => String(Math.floor(now / 1000));

/** A clock a little ahead of ours (another instance) still issues links we accept. */
const CLOCK_SKEW_MS = 5 * 60_000;

export type LinkAge = 'fresh' | 'expired' | 'invalid';

/**
 * Whether a link issued at `issuedAt` (the `t` parameter) is still good at `now`: 'invalid' when
 * it is not a plain number of seconds or lies in the future, 'expired' once older than `maxAgeMs`.
 */
export function linkAge(issuedAt: string, now: number, maxAgeMs: number): LinkAge {
  if (!/^[0-9]{1,12}$/.test(issuedAt)) return 'invalid';
  const issuedMs = Number(issuedAt) * 1000;
  if (issuedMs > now + CLOCK_SKEW_MS) return 'invalid';
  return now - issuedMs > maxAgeMs ? 'expired' : 'fresh';
}

/** A query parameter as one string ('' when absent or repeated). */
export const singleParam = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A Firebase Auth uid as we sign them: a plain id (never a path). */
export const isPlainUid = (uid: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(uid);
