/**
 * Her e-mail preferences on users/{uid}.mailPreferences (the e-mail feature: "the account page
 * also lets the participant turn milestone postcards off"; "news is opt-in"). The owner writes
 * only the keys of MailPreferences (firestore.rules, `onlyMailPreferencesChanged`): `postcards`
 * a boolean; `news` her consent record, stamped with the server's time and the place she gave
 * or withdrew it. The server reads it before queuing a postcard
 * (functions/src/activities/activity-mail.ts) or news (functions/src/mail/news.ts), and the
 * one-click unsubscribe (functions/src/mail/unsubscribe-endpoint.ts) turns either off.
 *
 * Her "yes" to news is a request until the address's owner confirms it (CASL: consent comes from
 * the person the address belongs to; docs/privacy.md, "News consent"): the server, never a
 * client, adds `confirmedBy` ('verifiedSignIn' when her ID token said the address is verified,
 * 'link' when she pressed the button behind the link of the confirmation e-mail), `confirmedAt`
 * and `confirmedEmail` (the address confirmed). News goes only to a confirmed yes, for that
 * address. A new answer written by her replaces the whole record, confirmation included. Pure.
 */

/** Where she gave or withdrew her consent to news (CASL: when and how it was given). */
export const NEWS_CONSENT_SOURCES = ['signup', 'account', 'unsubscribe'] as const;
export type NewsConsentSource = (typeof NEWS_CONSENT_SOURCES)[number];

/** users/{uid}.mailPreferences.news: her answer to "send me news about challenges". */
export interface NewsConsent {
  readonly consent: boolean;
  /** When she answered (the server's time of the write); null when unreadable. */
  readonly at: Date | null;
  readonly source: NewsConsentSource;
  /** Set by the server once the address's owner confirmed this yes; absent while it waits. */
  readonly confirmation?: NewsConfirmation;
  /** When the server last sent the confirmation e-mail for this yes; null when never. */
  readonly confirmationSentAt?: Date | null;
}

/** How the address's owner confirmed her yes: a verified sign-in, or the e-mailed link. */
export const NEWS_CONFIRMATION_METHODS = ['verifiedSignIn', 'link'] as const;
export type NewsConfirmationMethod = (typeof NEWS_CONFIRMATION_METHODS)[number];

export interface NewsConfirmation {
  readonly by: NewsConfirmationMethod;
  readonly at: Date | null;
  /** The address whose owner confirmed (news goes to this address only). */
  readonly email: string;
}

export interface MailPreferences {
  /** Milestone postcards (sent unless turned off). */
  readonly postcards: boolean;
  /** News about challenges: opt-in, so absent (never asked, or never said yes) means none. */
  readonly news?: NewsConsent;
}

/** The lists a one-click unsubscribe link can name: the e-mails that are not transactional. */
export const UNSUBSCRIBE_LISTS = ['postcards', 'news'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

export function isUnsubscribeList(value: unknown): value is UnsubscribeList {
  return UNSUBSCRIBE_LISTS.some((list) => list === value);
}

/** A Firestore Timestamp (either SDK) or a Date, as a Date; null otherwise. */
function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}

function parseConfirmation(stored: Record<string, unknown>): NewsConfirmation | undefined {
  const by = NEWS_CONFIRMATION_METHODS.find((known) => known === stored.confirmedBy);
  const email = stored.confirmedEmail;
  if (!by || typeof email !== 'string' || !email.includes('@')) return undefined;
  return { by, at: dateOf(stored.confirmedAt), email };
}

function parseNewsConsent(value: unknown): NewsConsent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const source = NEWS_CONSENT_SOURCES.find((known) => known === stored.source);
  if (typeof stored.consent !== 'boolean' || !source) return undefined;
  const confirmation = parseConfirmation(stored);
  const sentAt = dateOf(stored.confirmationSentAt);
  return {
    consent: stored.consent,
    at: dateOf(stored.at),
    source,
    ...(confirmation ? { confirmation } : {}),
    ...(sentAt ? { confirmationSentAt: sentAt } : {}),
  };
}

/**
 * The stored map; postcards stay on unless `postcards` is false; `news` only when a readable
 * consent record is stored.
 */
export function parseMailPreferences(value: unknown): MailPreferences {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const news = parseNewsConsent(stored.news);
  return { postcards: stored.postcards !== false, ...(news ? { news } : {}) };
}

/** Whether she said yes to news (asked for it; confirmed or not). */
export const wantsNews = (prefs: MailPreferences): boolean => prefs.news?.consent === true;

/** The same address as people type them: case aside, surrounding spaces aside. */
const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether news may be sent to `address`: a yes that the owner of that very address confirmed
 * (a yes confirmed for another address, or not confirmed yet, sends nothing).
 */
export function newsConfirmedFor(prefs: MailPreferences, address: string): boolean {
  const confirmation = prefs.news?.consent === true ? prefs.news.confirmation : undefined;
  return confirmation !== undefined && sameAddress(confirmation.email, address);
}

/** Her yes waits for the address's owner to confirm it (the account page offers a new e-mail). */
export const newsAwaitsConfirmation = (prefs: MailPreferences): boolean =>
  prefs.news?.consent === true && prefs.news.confirmation === undefined;
