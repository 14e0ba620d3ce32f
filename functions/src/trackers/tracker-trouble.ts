/**
 * Queues the tracker-trouble e-mail (tracker-trouble-mail.ts) after an inbox event ended in a
 * way she must hear about: a deauthorization that forgot her connection, or an activity event
 * that failed for good. A forged event the provider contradicted ('refused') sends nothing: it
 * changed nothing of hers. Queued create-if-absent under an id derived from the cause, so a
 * replayed event or a second runner queues nothing more.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { mailLanguageOf } from '../mail/language';
import { mailPath, queueMail } from '../mail/outbox';
import { firstNameOf, recipientOf } from '../mail/recipient';
import { accountUrl, appOrigin } from '../mail/sender';
import { toldByPushInstead } from '../push/push-or-mail';
import { userPath } from '../shared/paths';
import type { InboxAspect, InboxKind, InboxStatus } from './inbox';
import {
  renderTrackerTroubleMail,
  trackerTroubleMailId,
  type TrackerTrouble,
} from './tracker-trouble-mail';

/**
 * Which trouble an event's end is, or null when it is none of hers to hear about. Garmin's
 * permission change that took activity access away ('permissions', aspect 'delete') is a
 * revocation too: it is 'done' only when it changed her link, so a repeated one sends nothing.
 */
export function troubleOf(
  kind: InboxKind,
  status: InboxStatus,
  aspect: InboxAspect = 'update',
): TrackerTrouble | null {
  if (kind === 'deauthorize') return status === 'done' ? 'revoked' : null;
  if (kind === 'permissions') return aspect === 'delete' && status === 'done' ? 'revoked' : null;
  return status === 'failed' ? 'failed' : null;
}

export async function queueTrackerTroubleMail(
  db: Firestore,
  uid: string,
  provider: TrackerProvider,
  trouble: TrackerTrouble,
  eventId: string,
  nowMs: number,
): Promise<'queued' | 'already-queued' | 'by-push' | 'no-recipient'> {
  const id = trackerTroubleMailId(trouble, uid, provider, eventId, nowMs);
  if ((await db.doc(mailPath(id)).get()).exists) return 'already-queued';
  const user = (await db.doc(userPath(uid)).get()).data();
  // A revocation or a failure is pushed to her devices that asked for tracker trouble
  // (process-event.ts): then not e-mailed too unless she asked (docs/push.md, "Push or e-mail").
  // A reconnect has no push, so it is always e-mailed.
  if (trouble !== 'reconnect' && (await toldByPushInstead(db, uid, user, 'trackers')))
    return 'by-push';
  const to = await recipientOf(uid, user);
  if (to === null) return 'no-recipient';
  const mail = renderTrackerTroubleMail(
    { trouble, provider, firstName: firstNameOf(user), accountUrl: accountUrl(appOrigin()) },
    mailLanguageOf(user),
  );
  // A reconnect comes of her connection, not of an event (fitbit/fitbit-legacy.ts).
  const cause = trouble === 'reconnect' ? userPath(uid) : `tracker_inbox/${eventId}`;
  return queueMail(db, id, to, mail, cause);
}
