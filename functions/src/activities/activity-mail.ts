/**
 * The e-mails an activity can cause (the activity trigger, on-activity-written.ts): a milestone
 * postcard for each milestone of the leg the write takes her total past (milestone-postcard.ts),
 * and the finisher e-mail when the write sets completedDate (finisher-mail.ts). Both are
 * decided from the event's before and after rows, so a retried event decides the same, and
 * queued create-if-absent under an id derived from uid + leg (+ milestone): a replayed import,
 * a retried trigger, or a delete that takes the total back below followed by a new crossing
 * queues nothing more.
 *
 * A participant who turned postcards off (users/{uid}.mailPreferences, contract/mail-preferences.ts)
 * gets none; one with milestone pushes on for a device gets them by push only, unless she kept
 * them by e-mail too (`postcardsWithPush`; docs/push.md, "Push or e-mail"). The finisher e-mail
 * cannot be turned off, but goes by push alone in the same way unless she kept it by e-mail
 * too (`finishWithPush`).
 *
 * Only an update of an existing row counts: provisioning creates the row empty, and a row
 * created already full (the demo seed, an organiser's import) is no activity of hers.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { parseMailPreferences } from '../../../src/contract/mail-preferences';
import { parseMilestonesDoc } from '../../../src/contract/docs/milestones';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { absoluteLink } from '../mail/html';
import { mailLanguageOf } from '../mail/language';
import { localized } from '../../../src/contract/l10n';
import { mailPath, queueMail } from '../mail/outbox';
import { firstNameOf, recipientOf } from '../mail/recipient';
import { accountUrl, appOrigin, dashboardUrl } from '../mail/sender';
import { unsubscribeUrl } from '../mail/unsubscribe';
import { toldByPushInstead } from '../push/push-or-mail';
import { legPath, userPath } from '../shared/paths';
import { finisherMailId, renderFinisherMail } from './finisher-mail';
import { crossedMilestones, postcardMailId, renderPostcardMail } from './milestone-postcard';

export type ActivityMailOutcome =
  'queued' | 'already-queued' | 'opted-out' | 'by-push' | 'no-recipient' | 'no-registration';

/** The user document and her address, read once for any mail of this event. */
async function participant(db: Firestore, uid: string, legId: string) {
  const user = (await db.doc(userPath(uid)).get()).data();
  const registration = user?.subscribedRaces?.[legId]
    ? parseUserDoc(user).subscribedRaces[legId]
    : undefined;
  return { user, registration, to: registration ? await recipientOf(uid, user) : null };
}

/** One outcome per milestone crossed by this write (none: no mail, nothing read but the leg). */
export async function queueMilestonePostcards(
  db: Firestore,
  legId: string,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<ActivityMailOutcome[]> {
  if (!before || !after) return [];
  const beforeKm = parseRacerRow(before).totalDistance;
  const afterKm = parseRacerRow(after).totalDistance;
  if (!(afterKm > beforeKm)) return [];
  const leg = parseRaceLeg((await db.doc(legPath(legId)).get()).data() ?? {});
  if (!leg.milestonesId) return [];
  const doc = parseMilestonesDoc((await db.doc(`milestones/${leg.milestonesId}`).get()).data());
  const crossed = crossedMilestones(doc.milestones, beforeKm, afterKm);
  if (crossed.length === 0) return [];

  const ids = crossed.map((m) => postcardMailId(uid, legId, m.distance));
  const existing = await db.getAll(...ids.map((id) => db.doc(mailPath(id))));
  if (existing.every((snap) => snap.exists)) return ids.map(() => 'already-queued');
  const { user, registration, to } = await participant(db, uid, legId);
  if (!registration) return ids.map(() => 'no-registration');
  // Turned off on her account page (docs/security.md item 66): nothing queued, so nothing to undo later.
  const prefs = parseMailPreferences(user?.mailPreferences);
  if (!prefs.postcards) return ids.map(() => 'opted-out');
  // Told by push instead (docs/push.md, "Push or e-mail"): the same event one way only.
  if (await toldByPushInstead(db, uid, user, 'postcards')) return ids.map(() => 'by-push');
  if (to === null) return ids.map(() => 'no-recipient');
  const origin = appOrigin();
  const language = mailLanguageOf(user);
  const postcardsUnsubscribe = unsubscribeUrl(uid, 'postcards');
  return Promise.all(
    crossed.map((milestone, i) =>
      existing[i]?.exists
        ? ('already-queued' as const)
        : queueMail(
            db,
            ids[i]!,
            to,
            renderPostcardMail(
              {
                firstName: firstNameOf(user),
                // Her names in her language (docs/i18n.md, catalogue content), English when untranslated.
                raceName:
                  localized(registration.raceInfo, 'name', language) ||
                  localized(leg, 'name', language),
                legName:
                  localized(registration.raceInfo, 'legName', language) ||
                  localized(leg, 'legName', language),
                milestone: {
                  name: localized(milestone, 'name', language),
                  location: localized(milestone, 'location', language),
                  description: localized(milestone, 'description', language),
                  imageUrl: absoluteLink(milestone.imageUrl, origin),
                  link: absoluteLink(milestone.link, origin),
                },
                doneKm: afterKm,
                legKm: leg.distance ?? registration.raceInfo.distance,
                dashboardUrl: dashboardUrl(origin, legId),
                unsubscribeUrl: postcardsUnsubscribe,
              },
              language,
            ),
            `races/${legId}/subscribedUsers/${uid}@${milestone.distance}km`,
          ),
    ),
  );
}

/** The finisher e-mail when this write sets completedDate on her row; null when it does not. */
export async function queueFinisherMail(
  db: Firestore,
  legId: string,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<ActivityMailOutcome | null> {
  if (!before || !after) return null;
  const completedDate = parseRacerRow(after).completedDate;
  if (completedDate === null || parseRacerRow(before).completedDate !== null) return null;
  const id = finisherMailId(uid, legId);
  if ((await db.doc(mailPath(id)).get()).exists) return 'already-queued';
  const [{ user, registration, to }, legSnap] = await Promise.all([
    participant(db, uid, legId),
    db.doc(legPath(legId)).get(),
  ]);
  if (!registration) return 'no-registration';
  // Told by push instead (docs/push.md, "Push or e-mail"); the dashboard keeps her certificate.
  if (await toldByPushInstead(db, uid, user, 'finish')) return 'by-push';
  if (to === null) return 'no-recipient';
  const leg = parseRaceLeg(legSnap.data() ?? {});
  const origin = appOrigin();
  const language = mailLanguageOf(user);
  return queueMail(
    db,
    id,
    to,
    renderFinisherMail(
      {
        firstName: firstNameOf(user),
        raceName:
          localized(registration.raceInfo, 'name', language) || localized(leg, 'name', language),
        legName:
          localized(registration.raceInfo, 'legName', language) ||
          localized(leg, 'legName', language),
        distanceKm: leg.distance ?? registration.raceInfo.distance,
        completedDate,
        badgeUrl: absoluteLink(leg.finisherBadge, origin),
        badgeLink: absoluteLink(leg.finisherLink, origin),
        dashboardUrl: dashboardUrl(origin, legId),
        accountUrl: accountUrl(origin),
        medalsShipAt: leg.medalsShipAt,
      },
      language,
    ),
    `races/${legId}/subscribedUsers/${uid}#completedDate`,
  );
}
