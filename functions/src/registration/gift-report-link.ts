/**
 * "Report this e-mail" in every gift e-mail (README, "E-mail": gift e-mails cannot be used for
 * phishing): a link to the `reportGiftMail` function naming the mail document and signed with
 * the mail links' HMAC (mail/signed-link.ts, the unsubscribe links' secret), so it works for a recipient who
 * has no account and nobody can report a mail they did not receive. `?m={mailId}&l={en|fr}&s=…`:
 * the language only words the page, so it is not signed. Pure but for reading the settings.
 */
import { functionUrl } from '../shared/function-url';
import type { MailLanguage } from '../mail/language';
import { linkSignature, validLinkSignature } from '../mail/signed-link';
import { unsubscribeSecret } from '../mail/unsubscribe';

type Env = NodeJS.ProcessEnv;

/** What the signature says the link does: never an unsubscribe list, so neither signs for the other. */
const PURPOSE = 'gift-report';

/** A gift mail's id as giftMailId writes it (the code, address and day hashed). */
export const GIFT_MAIL_ID = /^gift__[0-9a-f]{40}$/;

export const giftReportSignature = (mailId: string, secret: string): string =>
  linkSignature([PURPOSE, mailId], secret);

/** Whether `signature` is the report signature of `mailId`, for a gift mail id only. */
export function validGiftReportLink(mailId: string, signature: string, secret: string): boolean {
  return GIFT_MAIL_ID.test(mailId) && validLinkSignature([PURPOSE, mailId], signature, secret);
}

/** Where `reportGiftMail` answers: GIFT_REPORT_URL, else the function's own URL. */
export function giftReportEndpoint(env: Env = process.env): string {
  const configured = env.GIFT_REPORT_URL?.trim();
  if (configured) return configured;
  return functionUrl('reportGiftMail', env);
}

/** The signed report link of one gift mail, its page in the mail's language. */
export function giftReportUrl(mailId: string, language: MailLanguage, env: Env = process.env) {
  const url = new URL(giftReportEndpoint(env));
  url.searchParams.set('m', mailId);
  url.searchParams.set('l', language);
  url.searchParams.set('s', giftReportSignature(mailId, unsubscribeSecret(env)));
  return url.toString();
}
