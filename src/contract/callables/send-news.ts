/**
 * The `sendNews` callable (the e-mail feature, "News is opt-in"): an organiser sends one news
 * e-mail to every participant who said yes to "send me news about challenges" (and to no one
 * else; functions/src/mail/news.ts). Organisers only: the caller's ID token must carry the
 * custom claim `admin: true` (set with the Admin SDK, README "E-mail"). The news id makes the
 * send exactly once per participant: sending the same id again queues nothing for those who
 * already have it.
 */
import { isSafeDocId } from '../document-id';
import {
  accept,
  refuseWith,
  type CallableContract,
  type RefusalTexts,
  type RequestCheck,
} from './callable';

export const SEND_NEWS_REFUSALS = ['signedOut', 'badRequest', 'notAllowed'] as const;

export type SendNewsRefusal = (typeof SEND_NEWS_REFUSALS)[number];

export const SEND_NEWS_REFUSAL_TEXTS: RefusalTexts<SendNewsRefusal> = {
  signedOut: 'Sign in as an organiser to send news.',
  badRequest: 'A news id (letters, digits, - and _), a subject and a text are required.',
  notAllowed: 'Only organisers can send news.',
};

/** The longest subject and text accepted (a subject line, a few paragraphs). */
export const NEWS_SUBJECT_MAX = 200;
export const NEWS_TEXT_MAX = 20_000;

export interface NewsText {
  readonly subject: string;
  /** Plain text; blank lines separate paragraphs. */
  readonly text: string;
}

export interface SendNewsRequest {
  /** Names this news: the mail ids are derived from it and each participant's uid. */
  readonly newsId: string;
  readonly en: NewsText;
  /** For participants who chose French; English goes to them when absent. */
  readonly fr?: NewsText;
}

export interface SendNewsResult {
  readonly queued: number;
  readonly alreadyQueued: number;
  readonly noRecipient: number;
}

/**
 * A news text as the server accepts it (trimmed, within the bounds, a subject on one line: it
 * becomes a header); null otherwise. The console's form checks with it too
 * (src/features/organiser/logic/news-draft.ts).
 */
export function newsText(raw: unknown): NewsText | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { subject, text } = raw as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof text !== 'string') return null;
  const s = subject.trim();
  const t = text.trim();
  if (!s || !t || s.length > NEWS_SUBJECT_MAX || t.length > NEWS_TEXT_MAX || /[\r\n]/.test(s))
    return null;
  return { subject: s, text: t };
}

/** The paragraphs of a news text, as the e-mail sets them (blank lines between; empty ones dropped). */
export const newsParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function parseSendNewsRequest(raw: unknown): RequestCheck<SendNewsRequest> {
  const bad = refuseWith('invalid-argument', 'badRequest', SEND_NEWS_REFUSAL_TEXTS);
  if (typeof raw !== 'object' || raw === null) return bad;
  const { newsId, en, fr } = raw as Record<string, unknown>;
  if (!isSafeDocId(newsId) || !/^[A-Za-z0-9_-]{1,100}$/.test(newsId)) return bad;
  const english = newsText(en);
  const french = fr === undefined ? undefined : newsText(fr);
  if (!english || french === null) return bad;
  return accept({ newsId, en: english, ...(french ? { fr: french } : {}) });
}

export const SEND_NEWS: CallableContract<SendNewsRequest> = {
  name: 'sendNews',
  signedOutMessage: SEND_NEWS_REFUSAL_TEXTS.signedOut,
  parse: parseSendNewsRequest,
};
