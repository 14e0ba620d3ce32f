/**
 * Push or e-mail on the server (docs/push.md): before queuing a postcard, the finisher e-mail or
 * a tracker-trouble e-mail, whether the same event goes to her by push instead. The rule is
 * src/contract/push-or-mail.ts (the account page shows the same choices); this reads what it
 * needs: her "also by e-mail" choice, then, only when she has not made it, her devices.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { parseMailPreferences } from '../../../src/contract/mail-preferences';
import {
  ALSO_BY_EMAIL_KEY,
  PUSH_KIND_OF_MAIL,
  mailGoesOut,
  type MailWithPush,
} from '../../../src/contract/push-or-mail';
import { devicesFor } from './send-push';

/** True when the e-mail is not to be queued because a device of hers gets its push. */
export async function toldByPushInstead(
  db: Firestore,
  uid: string,
  user: DocumentData | undefined,
  mail: MailWithPush,
): Promise<boolean> {
  const prefs = parseMailPreferences(user?.mailPreferences);
  if (prefs[ALSO_BY_EMAIL_KEY[mail]]) return false;
  const pushed = (await devicesFor(db, uid, PUSH_KIND_OF_MAIL[mail])).length > 0;
  return !mailGoesOut(prefs, mail, pushed);
}
