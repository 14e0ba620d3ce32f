/**
 * The confirmation of her yes to news (the e-mail feature, "News is opt-in"; CASL: the consent
 * comes from the person the address belongs to; docs/privacy.md, "News consent"). Her answer,
 * users/{uid}.mailPreferences.news {consent, at, source}, is hers to write
 * (mail-preferences.ts); the server, never a client (firestore.rules), adds `confirmedBy`
 * ('verifiedSignIn' when her ID token said the address is verified, 'link' when she pressed
 * the button behind the confirmation e-mail's link), `confirmedAt`, `confirmedEmail` (the
 * address confirmed) and `confirmationSentAt`. A new answer of hers replaces the record,
 * confirmation included. News goes only to a yes confirmed for the address it is sent to. Read
 * from the raw `mailPreferences` map: the server's news and confirmation code, and the account
 * page's notice. Pure.
 */
import { parseMailPreferences, wantsNews } from './mail-preferences';

export const NEWS_CONFIRMATION_METHODS = ['verifiedSignIn', 'link'] as const;
export type NewsConfirmationMethod = (typeof NEWS_CONFIRMATION_METHODS)[number];

export interface NewsConfirmation {
  readonly by: NewsConfirmationMethod;
  /** The address whose owner confirmed (news goes to this address only). */
  readonly email: string;
}

/** The stored news record as a map; {} when absent or not a map. */
function newsRecord(mailPreferences: unknown): Readonly<Record<string, unknown>> {
  const news = (mailPreferences as { news?: unknown } | null | undefined)?.news;
  return typeof news === 'object' && news !== null ? (news as Record<string, unknown>) : {};
}

/** The confirmation of her current yes; undefined without a yes or while it waits. */
export function parseNewsConfirmation(mailPreferences: unknown): NewsConfirmation | undefined {
  if (!wantsNews(parseMailPreferences(mailPreferences))) return undefined;
  const stored = newsRecord(mailPreferences);
  const by = NEWS_CONFIRMATION_METHODS.find((known) => known === stored.confirmedBy);
  const email = stored.confirmedEmail;
  if (!by || typeof email !== 'string' || !email.includes('@')) return undefined;
  return { by, email };
}

/** The same address as people type them: case aside, surrounding spaces aside. */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether news may be sent to `address`: a yes that the owner of that very address confirmed
 * (a yes confirmed for another address, or not confirmed yet, sends nothing).
 */
export function newsConfirmedFor(mailPreferences: unknown, address: string): boolean {
  const confirmation = parseNewsConfirmation(mailPreferences);
  return confirmation !== undefined && sameAddress(confirmation.email, address);
}

/** Her yes waits for the address's owner to confirm it (the account page offers a new e-mail). */
export const newsAwaitsConfirmation = (mailPreferences: unknown): boolean =>
  wantsNews(parseMailPreferences(mailPreferences)) &&
  parseNewsConfirmation(mailPreferences) === undefined;

/** When the server last sent the confirmation e-mail for her current answer; null when never. */
export function confirmationSentAtOf(mailPreferences: unknown): Date | null {
  const sent = newsRecord(mailPreferences).confirmationSentAt;
  if (sent instanceof Date) return sent;
  const toDate = (sent as { toDate?: unknown } | null | undefined)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(sent) as Date) : null;
}
