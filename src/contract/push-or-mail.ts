/**
 * Push or e-mail (docs/push.md): she never gets the same event both ways unless she asked for
 * both. Three e-mails have a push of the same event: the milestone postcards and the finisher
 * e-mail (the push kind `milestones`) and the tracker-trouble e-mails (`trackers`). While one of
 * her devices has that kind on, the e-mail waits on her "also by e-mail" choice
 * (users/{uid}.mailPreferences, mail-preferences.ts). The functions decide with it before queuing
 * (functions/src/push/push-or-mail.ts); the account page's Notifications section shows one
 * checkbox per e-mail. Pure.
 */
import type { PushKind } from './docs/push-subscription';
import type { MailPreferences } from './mail-preferences';

export const MAILS_WITH_PUSH = ['postcards', 'finish', 'trackers'] as const;
export type MailWithPush = (typeof MAILS_WITH_PUSH)[number];

/** The push kind that tells her the same event as the e-mail. */
export const PUSH_KIND_OF_MAIL: Readonly<Record<MailWithPush, PushKind>> = {
  postcards: 'milestones',
  finish: 'milestones',
  trackers: 'trackers',
};

/** Her "also by e-mail" choice for the e-mail: the key under users/{uid}.mailPreferences. */
export const ALSO_BY_EMAIL_KEY = {
  postcards: 'postcardsWithPush',
  finish: 'finishWithPush',
  trackers: 'trackersWithPush',
} as const satisfies Record<MailWithPush, keyof MailPreferences>;

/** Whether the e-mail is queued, given her choices and whether a device has its push kind on. */
export function mailGoesOut(
  prefs: MailPreferences,
  mail: MailWithPush,
  pushedToADevice: boolean,
): boolean {
  return !pushedToADevice || prefs[ALSO_BY_EMAIL_KEY[mail]];
}
