/**
 * The one-click unsubscribe of every e-mail that is not transactional (the e-mail feature,
 * "News is opt-in": milestone postcards and news; CASL, RFC 8058). The link names her uid, the
 * list and when it was issued, and carries an HMAC-SHA256 of all three under a server secret
 * (signed-link.ts), so it works signed out and nobody can forge one for someone else. The same
 * URL goes in the footer and in the `List-Unsubscribe` header, with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`: a mail client POSTs to it and she is unsubscribed at once; a
 * person (or a mail scanner) who opens it (GET) sees a page with an Unsubscribe button that
 * POSTs (unsubscribe-endpoint.ts). A link works for UNSUBSCRIBE_MAX_AGE_MS after it was issued
 * (CASL wants at least 60 days), then it is refused with a page that says so: a leaked link
 * dies. Pure but for reading the settings from env.
 *
 * Settings: `MAIL_UNSUBSCRIBE_SECRET`, a Secret Manager secret in production (README, "E-mail in
 * production"); in the emulator suite a fixed local secret, as the tracker stand-ins' demo
 * credentials (trackers/provider-config.ts). `UNSUBSCRIBE_URL` overrides where the function is
 * served (default: the function's own URL, emulator or Cloud Functions).
 */
import type { UnsubscribeList } from '../../../src/contract/mail-preferences';
import { functionUrl } from '../shared/function-url';
import type { UnsubscribeLink } from './html';
import type { MailLanguage } from './language';
import { issuedAtParam, linkAge, linkSignature, validLinkSignature } from './signed-link';

type Env = NodeJS.ProcessEnv;

export const UNSUBSCRIBE_SECRET_NAME = 'MAIL_UNSUBSCRIBE_SECRET';

/** The emulator suite's secret: never valid anywhere else (production has its own). */
const LOCAL_SECRET = 'local-unsubscribe-secret';

export function unsubscribeSecret(env: Env = process.env): string {
  const configured = env[UNSUBSCRIBE_SECRET_NAME]?.trim();
  if (configured) return configured;
  if (env.FUNCTIONS_EMULATOR === 'true') return LOCAL_SECRET;
  throw new Error(`${UNSUBSCRIBE_SECRET_NAME} is not set (README, "E-mail in production").`);
}

/** The secrets the unsubscribe-signing functions bind when deployed; none in the emulator. */
export function unsubscribeSecrets(env: Env = process.env): string[] {
  return env.FUNCTIONS_EMULATOR === 'true' ? [] : [UNSUBSCRIBE_SECRET_NAME];
}

/** How long a link works after it was issued: 90 days (CASL: at least 60 after the send). */
export const UNSUBSCRIBE_MAX_AGE_MS = 90 * 86_400_000;

/**
 * Links without an issued-at (mails sent before links carried one) work until this day, 60 days
 * and more after the last of them was sent (CASL), then are refused like an expired link.
 */
export const UNDATED_LINKS_UNTIL = Date.parse('2027-02-01T00:00:00Z');

/**
 * The signature of (uid, list, issued-at): hex HMAC-SHA256 under the server secret. Without
 * `issuedAt`, the signature an undated link carries.
 */
export function unsubscribeSignature(
  uid: string,
  list: UnsubscribeList,
  secret: string,
  issuedAt?: string,
): string {
  return linkSignature(issuedAt === undefined ? [list, uid] : [list, uid, issuedAt], secret);
}

/** Whether `signature` is the one for (uid, list[, issued-at]); constant-time. */
export function validUnsubscribeSignature(
  uid: string,
  list: UnsubscribeList,
  signature: string,
  secret: string,
  issuedAt?: string,
): boolean {
  const parts = issuedAt === undefined ? [list, uid] : [list, uid, issuedAt];
  return validLinkSignature(parts, signature, secret);
}

export type UnsubscribeLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * A link's verdict at `now`: its signature first (a forged link is 'invalid' whatever its age),
 * then its age; an undated link (no `t`) until UNDATED_LINKS_UNTIL.
 */
export function checkUnsubscribeLink(
  link: {
    readonly uid: string;
    readonly list: UnsubscribeList;
    readonly issuedAt: string;
    readonly signature: string;
  },
  secret: string,
  now: number,
): UnsubscribeLinkCheck {
  const { uid, list, issuedAt, signature } = link;
  if (issuedAt === '') {
    if (!validUnsubscribeSignature(uid, list, signature, secret)) return 'invalid';
    return now < UNDATED_LINKS_UNTIL ? 'valid' : 'expired';
  }
  if (!validUnsubscribeSignature(uid, list, signature, secret, issuedAt)) return 'invalid';
  const age = linkAge(issuedAt, now, UNSUBSCRIBE_MAX_AGE_MS);
  return age === 'fresh' ? 'valid' : age;
}

/** Where the `unsubscribe` function answers. */
export function unsubscribeEndpoint(env: Env = process.env): string {
  const configured = env.UNSUBSCRIBE_URL?.trim();
  if (configured) return configured;
  return functionUrl('unsubscribe', env);
}

/** Her signed link for one list, issued `now`: `?u={uid}&l={list}&t={issued-at}&s={signature}`. */
export function unsubscribeUrl(
  uid: string,
  list: UnsubscribeList,
  env: Env = process.env,
  now: number = Date.now(),
): string {
  const url = new URL(unsubscribeEndpoint(env));
  const issuedAt = issuedAtParam(now);
  url.searchParams.set('u', uid);
  url.searchParams.set('l', list);
  url.searchParams.set('t', issuedAt);
  url.searchParams.set('s', unsubscribeSignature(uid, list, unsubscribeSecret(env), issuedAt));
  return url.toString();
}

/** The RFC 8058 headers for a mail document (the extension's `headers` field). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const LABELS: Readonly<Record<UnsubscribeList, Readonly<Record<MailLanguage, string>>>> = {
  postcards: {
    en: 'Unsubscribe from milestone postcards (one click)',
    fr: 'Se désabonner des cartes postales des jalons (en un clic)',
  },
  news: {
    en: 'Unsubscribe from news about challenges (one click)',
    fr: 'Se désabonner des nouvelles sur les défis (en un clic)',
  },
};

/** The footer's link, in the e-mail's language. */
export function unsubscribeLink(
  url: string,
  list: UnsubscribeList,
  language: MailLanguage,
): UnsubscribeLink {
  return { url, label: LABELS[list][language] };
}
