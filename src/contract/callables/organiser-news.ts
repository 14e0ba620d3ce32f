/**
 * The console's News section (docs/organiser-console.md, "News"): before `sendNews`
 * (send-news.ts), an organiser sees how many participants the news will reach
 * (`organiser-newsReach`, counted with aggregate queries) and sends the same e-mail to herself
 * alone (`organiser-newsTest`), in the language she picks. Organisers only, each call logged
 * once (`news.reach`, `news.test`; docs/security.md items 78 and 79).
 */
import {
  accept,
  NO_REQUEST,
  refuseWith,
  requestFields,
  type CallableContract,
  type RequestCheck,
} from './callable';
import { ORGANISER_REFUSAL_TEXTS } from './organiser';
import { newsText, type NewsText } from './send-news';

export const NEWS_REACH_CALLABLE = 'organiser-newsReach';
export const NEWS_TEST_CALLABLE = 'organiser-newsTest';

export const NEWS_LANGUAGES = ['en', 'fr'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

/**
 * The participants whose yes to news is confirmed, counted per language (French for those who
 * chose French, English for everyone else). An upper bound: `sendNews` also skips a yes
 * confirmed for an address she has since changed, which no query can compare.
 */
export interface NewsReachResult {
  readonly total: number;
  readonly en: number;
  readonly fr: number;
}

export interface NewsTestRequest {
  readonly en: NewsText;
  readonly fr: NewsText;
  /** The version she receives. */
  readonly language: NewsLanguage;
}

export interface NewsTestResult {
  /** The address the test went to: the one her ID token carries. */
  readonly to: string;
  /** mail/{mailId}, queued for the mail extension. */
  readonly mailId: string;
}

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);

/** Both languages are required here: the console composes the two together. */
export function parseNewsTestRequest(raw: unknown): RequestCheck<NewsTestRequest> {
  const { en, fr, language } = requestFields(raw);
  const english = newsText(en);
  const french = newsText(fr);
  const chosen = NEWS_LANGUAGES.find((known) => known === language);
  if (!english || !french || !chosen) return bad;
  return accept({ en: english, fr: french, language: chosen });
}

export const NEWS_REACH: CallableContract<Record<string, never>> = {
  name: NEWS_REACH_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: NO_REQUEST,
};

export const NEWS_TEST: CallableContract<NewsTestRequest> = {
  name: NEWS_TEST_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseNewsTestRequest,
};
