/**
 * The pushes an activity can cause (docs/push.md), from the same before and after rows as the
 * postcards and the finisher e-mail (activity-mail.ts): one per milestone the write takes her
 * total past, one when it sets completedDate. Each goes under the id of the e-mail of the same
 * event (`milestone__{uid}__{legId}__{km}km`, `finisher__{uid}__{legId}`), once per device
 * (push/send-push.ts), so a replayed import, a retried trigger or a delete and re-add sends none
 * more. Only an update of an existing row counts, as for the e-mails.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { parseMilestonesDoc } from '../../../src/contract/docs/milestones';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { localized } from '../../../src/contract/l10n';
import { legPath } from '../shared/paths';
import { pushToDevices, type PushOutcome } from '../push/send-push';
import { finisherMailId } from './finisher-mail';
import { crossedMilestones, postcardMailId } from './milestone-postcard';

export async function pushActivityEvents(
  db: Firestore,
  legId: string,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<PushOutcome[]> {
  if (!before || !after) return [];
  const beforeRow = parseRacerRow(before);
  const afterRow = parseRacerRow(after);
  const gained = afterRow.totalDistance > beforeRow.totalDistance;
  const finished = afterRow.completedDate !== null && beforeRow.completedDate === null;
  if (!gained && !finished) return [];
  const leg = parseRaceLeg((await db.doc(legPath(legId)).get()).data() ?? {});
  const outcomes: PushOutcome[] = [];
  if (gained && leg.milestonesId) {
    const doc = parseMilestonesDoc((await db.doc(`milestones/${leg.milestonesId}`).get()).data());
    for (const milestone of crossedMilestones(
      doc.milestones,
      beforeRow.totalDistance,
      afterRow.totalDistance,
    ))
      outcomes.push(
        ...(await pushToDevices(
          db,
          uid,
          postcardMailId(uid, legId, milestone.distance),
          (language) => ({
            kind: 'milestone',
            legId,
            place: localized(milestone, 'name', language),
            km: milestone.distance,
          }),
        )),
      );
  }
  if (finished)
    outcomes.push(
      ...(await pushToDevices(db, uid, finisherMailId(uid, legId), (language) => ({
        kind: 'finish',
        legId,
        legName: localized(leg, 'legName', language) || localized(leg, 'name', language),
      }))),
    );
  return outcomes;
}
