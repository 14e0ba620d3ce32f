/**
 * The one-click unsubscribe of every e-mail that is not transactional (the e-mail feature,
 * "News is opt-in": milestone postcards and news; CASL, RFC 8058). The link names her uid and
 * the list, and carries an HMAC-SHA256 of both under a server secret, so it works signed out
 * and nobody can forge one for someone else. The same URL goes in the footer and in the
 * `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a mail
 * client POSTs to it, a person opens it (GET) and sees the confirmation page
 * (unsubscribe-endpoint.ts). Pure but for reading the settings from env.
 *
 * Settings: `MAIL_UNSUBSCRIBE_SECRET`, a Secret Manager secret in production (README, "E-mail in
 * production"); in the emulator suite a fixed local secret, as the tracker stand-ins' demo
 * credentials (trackers/provider-config.ts). `UNSUBSCRIBE_URL` overrides where the function is
 * served (default: the function's own URL, emulator or Cloud Functions).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeList } from '../../../src/contract/mail-preferences';
import { emulatorFunctionUrl } from '../shared/emulator-url';
import type { UnsubscribeLink } from './html';
import type { MailLanguage } from './language';

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

/**
 * The signature of a mail link's parts: hex HMAC-SHA256 under the server secret. The first part
 * says what the link does (an unsubscribe list, 'gift-report'), so no link signs for another.
 */
export function mailLinkSignature(parts: readonly string[], secret: string): string {
  // JSON keeps the parts apart whatever characters they hold.
  return createHmac('sha256', secret).update(JSON.stringify(parts)).digest('hex');
}

/** Whether `signature` is the one for `parts`; constant-time, false for any malformed one. */
export function validMailLinkSignature(
  parts: readonly string[],
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(mailLinkSignature(parts, secret), 'hex');
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The signature of (uid, list): hex HMAC-SHA256 under the server secret. */
export function unsubscribeSignature(uid: string, list: UnsubscribeList, secret: string): string {
  return mailLinkSignature([list, uid], secret);
}

/** Whether `signature` is the one for (uid, list); constant-time, false for any malformed one. */
export function validUnsubscribeSignature(
  uid: string,
  list: UnsubscribeList,
  signature: string,
  secret: string,
): boolean {
  return validMailLinkSignature([list, uid], signature, secret);
}

/** Where the `unsubscribe` function answers. */
export function unsubscribeEndpoint(env: Env = process.env): string {
  const configured = env.UNSUBSCRIBE_URL?.trim();
  if (configured) return configured;
  if (env.FUNCTIONS_EMULATOR === 'true') return emulatorFunctionUrl('unsubscribe', env);
  const project = env.GCLOUD_PROJECT;
  if (!project) throw new Error('GCLOUD_PROJECT is not set: the unsubscribe link needs it.');
  return `https://us-central1-${project}.cloudfunctions.net/unsubscribe`;
}

/** Her signed link for one list: `?u={uid}&l={list}&s={signature}`. */
export function unsubscribeUrl(uid: string, list: UnsubscribeList, env: Env = process.env): string {
  const url = new URL(unsubscribeEndpoint(env));
  url.searchParams.set('u', uid);
  url.searchParams.set('l', list);
  url.searchParams.set('s', unsubscribeSignature(uid, list, unsubscribeSecret(env)));
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
