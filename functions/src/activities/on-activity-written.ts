/**
 * Trigger: a racer's row races/{legId}/subscribedUsers/{uid} was written (a manual activity,
 * a delete, later a tracker import). The server's part of docs/product.md §P4 (completion) and the
 * dashboard beyond the spec:
 * - completedDate on the row and on users/{uid}.subscribedRaces.{legId}, the first time the
 *   total reaches the leg distance; cleared when a delete takes it back below (a transaction,
 *   so a repeated or concurrent event gives one completion);
 * - her compact summary on her team's roster (the dashboard's team panel reads one document;
 *   none for a racer who chose hidden);
 * - fair-play flags (fairplay/{id}, server-only) for paces no human manages;
 * - the e-mails an activity causes (activity-mail.ts): a postcard per milestone first passed,
 *   the finisher e-mail when completedDate is set (the write of the completion above triggers
 *   this function again, and that event queues it);
 * - the team feed's items from the same events, and her arrival on the team (team-feed-items.ts),
 *   which follow her name as she chooses to show it;
 * - the pushes of the same milestones and finish to her devices that asked (activity-push.ts).
 * Every effect is recomputed from the row, so a retried event converges to the same state; the
 * trigger is deployed with retries (trigger-retry.ts).
 */
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  addedEntries,
  completionChange,
  implausibleEntries,
  memberSummary,
  rosterWithLegacy,
  sameSummary,
} from './activity-effects';
import { parseLegDistance, parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { legSport } from '../../../src/contract/race-sport';
import { queueFinisherMail, queueMilestonePostcards } from './activity-mail';
import { pushActivityEvents } from './activity-push';
import { pushSecrets } from '../push/vapid';
import { postTeamFeedItems, syncTeamFeedName } from './team-feed-items';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';
import { rowPath, userPath } from '../shared/paths';
import { unsubscribeSecrets } from '../mail/unsubscribe';

const NO_TEAM = 'noTeam';

/** Sets or clears completedDate on the row and the registration, from the row as it is now. */
export async function applyCompletion(
  db: Firestore,
  legId: string,
  uid: string,
  at: Timestamp,
): Promise<'complete' | 'clear' | 'none'> {
  const rowRef = db.doc(`races/${legId}/subscribedUsers/${uid}`);
  const userRef = db.doc(userPath(uid));
  const race = (await db.doc(`races/${legId}`).get()).data();
  return db.runTransaction(async (tx) => {
    const [row, user] = await Promise.all([tx.get(rowRef), tx.get(userRef)]);
    const data = row.data();
    if (!data) return 'none';
    const { totalDistance, completedDate } = parseRacerRow(data);
    const registration = parseUserDoc(user.data() ?? {}).subscribedRaces[legId];
    const change = completionChange(
      totalDistance,
      parseLegDistance(race?.distance) ?? registration?.raceInfo.distance ?? null,
      completedDate !== null,
    );
    if (change === 'none') return change;
    const value = change === 'complete' ? at : FieldValue.delete();
    tx.update(rowRef, { completedDate: value });
    // A dotted path (leg ids are price_ plus letters, digits and _): no FieldPath instance, so
    // the handler also runs with another copy of the Admin SDK (the integration tests').
    if (registration) tx.update(userRef, { [`subscribedRaces.${legId}.completedDate`]: value });
    return change;
  });
}

/**
 * The racer's summary on her team's roster, races/{legId}/teams/{teamName}/private/roster
 * (src/contract/docs/team.ts); removed when she chose hidden. Also the reconciliation sweep's
 * repair. A merge of her entry alone, so teammates' activities at once never contend.
 *
 * A trigger's event can arrive after later writes to her row: an organiser moving her to another
 * team (organiser/change-team.ts) takes her entry off the old roster in its transaction, and a
 * late event from before the move, still naming the old team, must not put it back. So the entry
 * is written in a transaction that reads her row as it is now, only while the row still names
 * that team, and from the row's current figures.
 */
export async function updateTeamSummary(
  db: Firestore,
  legId: string,
  uid: string,
  before?: DocumentData,
  after?: DocumentData,
) {
  if (!after) return;
  const { teamName } = parseRacerRow(after);
  if (teamName === '' || teamName === NO_TEAM) return;
  const summary = memberSummary(after);
  if (
    before &&
    parseRacerRow(before).teamName === teamName &&
    sameSummary(memberSummary(before), summary)
  )
    return;
  const team = db.doc(`races/${legId}/teams/${teamName}`);
  const roster = team.collection('private').doc('roster');
  const snapshot = await team.get();
  // A row naming a team that does not exist (yet): nothing to summarise into.
  if (!snapshot.exists) {
    logger.warn('team summary not updated: no such team', { legId, uid, teamName });
    return;
  }
  if (snapshot.get('members') !== undefined) await moveLegacyMembers(db, team, roster);
  const rowRef = db.doc(rowPath(legId, uid));
  await db.runTransaction(async (tx) => {
    const row = (await tx.get(rowRef)).data();
    if (!row || parseRacerRow(row).teamName !== teamName) return;
    tx.set(
      roster,
      { members: { [uid]: memberSummary(row) ?? FieldValue.delete() } },
      { merge: true },
    );
  });
}

/**
 * A team document written before the roster existed kept `members` (by uid, hidden ones
 * included) where every signed-in user reads it: moved onto the roster, without the hidden
 * ones, the first time one of its members' rows changes (or the sweep repairs a summary).
 */
async function moveLegacyMembers(
  db: Firestore,
  team: DocumentReference,
  roster: DocumentReference,
) {
  await db.runTransaction(async (tx) => {
    const [teamNow, rosterNow] = await Promise.all([tx.get(team), tx.get(roster)]);
    const legacy = teamNow.get('members');
    if (legacy === undefined) return;
    tx.set(roster, { members: rosterWithLegacy(legacy, rosterNow.get('members')) });
    tx.update(team, { members: FieldValue.delete() });
  });
}

async function recordFairPlay(
  db: Firestore,
  legId: string,
  uid: string,
  before?: DocumentData,
  after?: DocumentData,
) {
  const added = addedEntries(before?.times, after?.times);
  if (added.length === 0) return;
  const race = (await db.doc(`races/${legId}`).get()).data();
  const sport = legSport(parseRaceLeg(race ?? {}));
  await Promise.all(
    // A merge: a replayed event keeps an organiser's review (organiser/fair-play-review.ts).
    implausibleEntries(added, sport).map((entry) =>
      db.doc(`fairplay/${legId}__${uid}__${entry.key}`).set(
        {
          legId,
          uid,
          key: entry.key,
          distance: entry.distance,
          duration: entry.duration,
          sport,
          secondsPerKm:
            (entry.duration.hours * 3600 + entry.duration.minutes * 60 + entry.duration.seconds) /
            entry.distance,
          flaggedAt: Timestamp.now(),
        },
        { merge: true },
      ),
    ),
  );
}

export const onActivityWritten = onDocumentWritten(
  // The postcards' unsubscribe links are signed with the unsubscribe secret (mail/unsubscribe.ts),
  // the pushes with the VAPID key (push/vapid.ts).
  {
    document: 'races/{legId}/subscribedUsers/{uid}',
    retry: true,
    secrets: [...unsubscribeSecrets(), ...pushSecrets()],
  },
  reportedTrigger('onActivityWritten', async (event) => {
    if (droppedAsTooOld('onActivityWritten', event, RETRY_CUTOFF_MS.derived)) return;
    const { legId, uid } = event.params;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after) return;
    const db = getFirestore();
    const at = Timestamp.fromDate(new Date(event.time));
    const [completion, postcards, finisher] = await Promise.all([
      applyCompletion(db, legId, uid, at),
      queueMilestonePostcards(db, legId, uid, before, after),
      queueFinisherMail(db, legId, uid, before, after),
      updateTeamSummary(db, legId, uid, before, after),
      recordFairPlay(db, legId, uid, before, after),
      postTeamFeedItems(db, legId, uid, before, after, at),
      syncTeamFeedName(db, legId, uid, before, after),
      pushActivityEvents(db, legId, uid, before, after),
    ]);
    if (completion !== 'none') logger.info(`completion ${completion}`, { legId, uid });
    for (const outcome of [...postcards, ...(finisher ? [finisher] : [])]) {
      // Nobody to write to is logged, not retried: a retry would find the same documents.
      if (outcome === 'no-recipient' || outcome === 'no-registration')
        logger.error('Activity e-mail not sent', { legId, uid, outcome });
      else logger.info('Activity e-mail', { legId, uid, outcome });
    }
  }),
);
