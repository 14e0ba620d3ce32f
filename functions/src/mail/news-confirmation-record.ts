/**
 * The server's side of her news consent record (docs/privacy.md, "News consent"): the fields
 * only the server writes on users/{uid}.mailPreferences.news (firestore.rules lets her write
 * {consent, at, source} alone), and the version a confirmation link names.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { NewsConsent } from '../../../src/contract/mail-preferences';
import type { NewsConfirmationMethod } from '../../../src/contract/news-confirmation';

/** The update (dotted field paths) that records who confirmed her yes, for which address. */
export const confirmationUpdate = (by: NewsConfirmationMethod, email: string) => ({
  'mailPreferences.news.confirmedBy': by,
  'mailPreferences.news.confirmedAt': FieldValue.serverTimestamp(),
  'mailPreferences.news.confirmedEmail': email,
});

/** The update that records when the confirmation e-mail was sent. */
export const confirmationSentUpdate = () => ({
  'mailPreferences.news.confirmationSentAt': FieldValue.serverTimestamp(),
});

/** The version of an answer a link names: its time in ms; null when unreadable. */
export const consentVersion = (news: NewsConsent | undefined): string | null =>
  news?.at ? String(news.at.getTime()) : null;
