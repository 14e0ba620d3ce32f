/**
 * The link of the news confirmation e-mail (docs/privacy.md, "News consent"): it names her uid,
 * the version of her yes it confirms (the time of that answer, `mailPreferences.news.at`, in
 * milliseconds) and when it was issued, signed like the unsubscribe link (signed-link.ts; the
 * same server secret, another first part, so neither link stands for the other). It works for
 * NEWS_CONFIRMATION_MAX_AGE_MS, and only for the answer it was sent for: once she answers again,
 * an older link is superseded. HTTP `confirmNews` answers it (confirm-news-endpoint.ts). Pure
 * but for reading the settings from env.
 */
import { functionUrl } from '../shared/function-url';
import { issuedAtParam, linkAge, linkSignature, validLinkSignature } from './signed-link';
import { unsubscribeSecret } from './unsubscribe';

type Env = NodeJS.ProcessEnv;

/** A confirmation link works for 7 days. */
export const NEWS_CONFIRMATION_MAX_AGE_MS = 7 * 86_400_000;

const PURPOSE = 'news-confirm';

export interface NewsConfirmationLink {
  readonly uid: string;
  /** The confirmed answer's time, in ms (`mailPreferences.news.at`). */
  readonly version: string;
  readonly issuedAt: string;
  readonly signature: string;
}

export const newsConfirmationSignature = (
  uid: string,
  version: string,
  issuedAt: string,
  secret: string,
): string => linkSignature([PURPOSE, uid, version, issuedAt], secret);

/** 'invalid' (forged, malformed), 'expired' (too old), or 'valid'. */
export function checkNewsConfirmationLink(
  link: NewsConfirmationLink,
  secret: string,
  now: number,
): 'valid' | 'invalid' | 'expired' {
  const { uid, version, issuedAt, signature } = link;
  if (!/^[0-9]{1,15}$/.test(version)) return 'invalid';
  if (!validLinkSignature([PURPOSE, uid, version, issuedAt], signature, secret)) return 'invalid';
  const age = linkAge(issuedAt, now, NEWS_CONFIRMATION_MAX_AGE_MS);
  return age === 'fresh' ? 'valid' : age;
}

/** Where the `confirmNews` function answers (CONFIRM_NEWS_URL overrides it). */
export function confirmNewsEndpoint(env: Env = process.env): string {
  const configured = env.CONFIRM_NEWS_URL?.trim();
  if (configured) return configured;
  return functionUrl('confirmNews', env);
}

/** Her signed link for the answer of time `version`: `?u=&v=&t=&s=`. */
export function newsConfirmationUrl(
  uid: string,
  version: string,
  env: Env = process.env,
  now: number = Date.now(),
): string {
  const url = new URL(confirmNewsEndpoint(env));
  const issuedAt = issuedAtParam(now);
  url.searchParams.set('u', uid);
  url.searchParams.set('v', version);
  url.searchParams.set('t', issuedAt);
  url.searchParams.set(
    's',
    newsConfirmationSignature(uid, version, issuedAt, unsubscribeSecret(env)),
  );
  return url.toString();
}
