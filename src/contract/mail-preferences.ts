/**
 * Her e-mail preferences on users/{uid}.mailPreferences (the e-mail feature: "the account page
 * also lets the participant turn milestone postcards off"; "news is opt-in"). The owner writes
 * only the keys of MailPreferences (firestore.rules, `onlyMailPreferencesChanged`): `postcards`,
 * `postcardsWithPush`, `finishWithPush` and `trackersWithPush` booleans; `news` her consent record, stamped with the server's time and the place she gave
 * or withdrew it. The server reads it before queuing a postcard
 * (functions/src/activities/activity-mail.ts) or news (functions/src/mail/news.ts), and the
 * one-click unsubscribe (functions/src/mail/unsubscribe-endpoint.ts) turns either off.
 * Her yes is a request until the address's owner confirms it: the server's confirmation fields
 * on the same record are read by news-confirmation.ts (kept apart so that every screen's user
 * document parser stays this small; docs/privacy.md, "News consent"). Pure.
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
}

export interface MailPreferences {
  /** Milestone postcards (sent unless turned off). */
  readonly postcards: boolean;
  /**
   * Postcards by e-mail too while a device of hers has milestone pushes on (docs/push.md: one
   * way unless she asks for both); off unless she ticked it.
   */
  readonly postcardsWithPush: boolean;
  /** The finisher e-mail too while a device of hers has milestone pushes on; off unless ticked. */
  readonly finishWithPush: boolean;
  /** The tracker-trouble e-mails too while a device of hers has tracker pushes on; off unless ticked. */
  readonly trackersWithPush: boolean;
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

function parseNewsConsent(value: unknown): NewsConsent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const source = NEWS_CONSENT_SOURCES.find((known) => known === stored.source);
  if (typeof stored.consent !== 'boolean' || !source) return undefined;
  return { consent: stored.consent, at: dateOf(stored.at), source };
}

/**
 * The stored map; postcards stay on unless `postcards` is false; `news` only when a readable
 * consent record is stored.
 */
export function parseMailPreferences(value: unknown): MailPreferences {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const news = parseNewsConsent(stored.news);
  return {
    postcards: stored.postcards !== false,
    postcardsWithPush: stored.postcardsWithPush === true,
    finishWithPush: stored.finishWithPush === true,
    trackersWithPush: stored.trackersWithPush === true,
    ...(news ? { news } : {}),
  };
}

/** Whether she said yes to news (news is sent only once it is confirmed: news-confirmation.ts). */
export const wantsNews = (prefs: MailPreferences): boolean => prefs.news?.consent === true;
