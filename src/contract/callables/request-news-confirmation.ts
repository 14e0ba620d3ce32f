/**
 * The `requestNewsConfirmation` callable (the e-mail feature, "News is opt-in"; CASL): after she
 * said yes to news (users/{uid}.mailPreferences.news, written by her at sign-up or on her
 * account page), the server confirms it for her address: at once when her ID token says the
 * address is verified (a verified sign-in), else by sending a confirmation e-mail whose link's
 * button confirms it (functions/src/mail/request-news-confirmation.ts). Called again, it sends
 * the e-mail again, at most NEWS_CONFIRMATIONS_PER_DAY a day and not twice within a minute for one answer
 * (nobody fills someone else's inbox by asking for news in her name). No request: the uid and
 * the token come from auth.
 */
import { NO_REQUEST, type CallableContract, type RefusalTexts } from './callable';

export const REQUEST_NEWS_CONFIRMATION_REFUSALS = ['signedOut', 'noRequest', 'tooMany'] as const;

export type RequestNewsConfirmationRefusal = (typeof REQUEST_NEWS_CONFIRMATION_REFUSALS)[number];

/** Confirmation e-mails one account may have sent in a UTC day. */
export const NEWS_CONFIRMATIONS_PER_DAY = 3;

export const REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS: RefusalTexts<RequestNewsConfirmationRefusal> =
  {
    signedOut: 'Sign in to confirm your choice of e-mails.',
    noRequest: 'There is no request for news to confirm.',
    tooMany:
      'We already sent you several confirmation e-mails today. Please check your inbox, or try again tomorrow.',
  };

/**
 * What happened: 'confirmed' (now or before), 'sent' (a confirmation e-mail is on its way) or
 * 'alreadySent' (one left less than a minute ago; none sent again).
 */
export interface RequestNewsConfirmationResult {
  readonly status: 'confirmed' | 'sent' | 'alreadySent';
}

export const REQUEST_NEWS_CONFIRMATION: CallableContract<Record<string, never>> = {
  name: 'requestNewsConfirmation',
  signedOutMessage: REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS.signedOut,
  parse: NO_REQUEST,
};
