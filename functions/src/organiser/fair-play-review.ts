/**
 * The fair-play review (docs/organiser-console.md, "Fair-play review"). The activity trigger
 * flags a pace no human manages (`fairplay/{legId}__{uid}__{key}`, activities/on-activity-written.ts);
 * here an organiser sees the open flags, newest first, each with the activity and her pace
 * history on the leg (`organiser-fairPlayFlags`), and decides (`organiser-reviewFlag`):
 * - keep: the flag closes (its `review`), the activity stays;
 * - remove: the activity leaves her row as her own delete does (its `times` entry gone and
 *   `totalDistance` down by its km, the write the rules allow her, docs/security.md item 16), so
 *   the activity trigger and the standings follow as for any delete; the flag closes; she gets
 *   one e-mail saying why (activity-removed-mail.ts).
 * One transaction per decision, with its audit log entry; a flag already reviewed is not
 * reviewed again. Organisers only (organiser-callable.ts).
 */
import { FieldPath, FieldValue, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import {
  FAIR_PLAY_FLAGS,
  REVIEW_FLAG,
  type FairPlayFlag,
  type FairPlayFlagsResult,
  type ReviewFlagResult,
} from '../../../src/contract/callables/organiser';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import { localized } from '../../../src/contract/l10n';
import { millisOf, toText } from '../../../src/contract/docs/values';
import { mailLanguageOf } from '../mail/language';
import { mailDocument, mailPath } from '../mail/outbox';
import { firstNameOf, recipientOf } from '../mail/recipient';
import { rowPath, userPath } from '../shared/paths';
import { activityRemovedMailId, renderActivityRemovedMail } from './activity-removed-mail';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';
import { flaggedActivity, paceHistory } from './pace-history';

const FAIRPLAY = 'fairplay';
/** The newest flags read at once; the open ones among them are shown. */
const FLAGS_READ = 200;

function legLabelOf(user: DocumentData | undefined, legId: string, language: 'en' | 'fr') {
  const raw: unknown = user?.subscribedRaces?.[legId];
  if (typeof raw !== 'object' || raw === null) return '';
  const entry = parseSubscribedRace(legId, raw);
  return [
    localized(entry.raceInfo, 'name', language),
    localized(entry.raceInfo, 'legName', language),
  ]
    .filter(Boolean)
    .join(' – ');
}

export const fairPlayFlags = organiserCallable(
  FAIR_PLAY_FLAGS,
  async (): Promise<FairPlayFlagsResult> => {
    const db = getFirestore();
    const snapshot = await db
      .collection(FAIRPLAY)
      .orderBy('flaggedAt', 'desc')
      .limit(FLAGS_READ)
      .get();
    const open = snapshot.docs.filter((doc) => !doc.get('review'));
    const flags = await Promise.all(
      open.map(async (doc): Promise<FairPlayFlag> => {
        const legId = toText(doc.get('legId'));
        const uid = toText(doc.get('uid'));
        const key = toText(doc.get('key'));
        const [user, row] =
          legId && uid
            ? await db.getAll(db.doc(userPath(uid)), db.doc(rowPath(legId, uid)))
            : [undefined, undefined];
        const userData = user?.data();
        const times: unknown = row?.get('times');
        const flaggedAt = millisOf(doc.get('flaggedAt'));
        return {
          flagId: doc.id,
          legId,
          legLabel: legLabelOf(userData, legId, 'en'),
          uid,
          name: [userData?.details?.firstName, userData?.details?.lastName]
            .filter((part) => typeof part === 'string' && part)
            .join(' '),
          email: toText(userData?.email),
          flaggedAt: flaggedAt === null ? null : new Date(flaggedAt).toISOString(),
          activity: flaggedActivity(times, key),
          history: paceHistory(times, key),
        };
      }),
    );
    return { flags };
  },
);

export const reviewFlag = organiserCallable(
  REVIEW_FLAG,
  async ({ flagId, decision, reason }, caller): Promise<ReviewFlagResult> => {
    const db = getFirestore();
    const flagRef = db.collection(FAIRPLAY).doc(flagId);
    const first = (await flagRef.get()).data();
    if (!first) return { outcome: 'alreadyReviewed' };
    const legId = toText(first.legId);
    const uid = toText(first.uid);
    const key = toText(first.key);
    const userRef = db.doc(userPath(uid));
    const to = await recipientOf(uid, (await userRef.get()).data());
    return db.runTransaction(async (tx): Promise<ReviewFlagResult> => {
      const rowRef = db.doc(rowPath(legId, uid));
      const [flag, row, user] = await tx.getAll(flagRef, rowRef, userRef);
      if (!flag?.exists || flag.get('review')) return { outcome: 'alreadyReviewed' };
      const review = { decision, reason: reason ?? null, by: caller.uid, at: new Date() };
      const times = row?.get('times') as Record<string, unknown> | undefined;
      const activity = flaggedActivity(times, key);
      if (decision === 'keep') {
        tx.update(flagRef, { review });
        logInTransaction(db, tx, caller, {
          action: 'fairplay.keep',
          target: `${FAIRPLAY}/${flagId}`,
          ...(reason ? { reason } : {}),
        });
        return { outcome: 'kept' };
      }
      if (activity && row?.exists) {
        const total =
          typeof row.get('totalDistance') === 'number' ? (row.get('totalDistance') as number) : 0;
        // Her own delete's write (dashboard/api/activity-writes.ts): the entry and its km.
        tx.update(
          rowRef,
          new FieldPath('times', key),
          FieldValue.delete(),
          'totalDistance',
          Math.max(0, Math.round((total - activity.distanceKm) * 1e6) / 1e6),
        );
      }
      tx.update(flagRef, { review });
      const data = user?.data();
      if (to !== null && activity) {
        const language = mailLanguageOf(data);
        tx.create(
          db.doc(mailPath(activityRemovedMailId(flagId))),
          mailDocument(
            to,
            renderActivityRemovedMail(
              {
                firstName: firstNameOf(data),
                legLabel: legLabelOf(data, legId, language),
                day: activity.day,
                distanceKm: activity.distanceKm,
                reason: reason ?? '',
              },
              language,
            ),
            `${FAIRPLAY}/${flagId}`,
          ),
        );
      }
      logInTransaction(db, tx, caller, {
        action: 'fairplay.remove',
        target: `${FAIRPLAY}/${flagId}`,
        ...(reason ? { reason } : {}),
        before: activity
          ? {
              key,
              day: activity.day,
              distanceKm: activity.distanceKm,
              secondsPerKm: activity.secondsPerKm,
            }
          : null,
        after: null,
      });
      return { outcome: 'removed' };
    });
  },
);
