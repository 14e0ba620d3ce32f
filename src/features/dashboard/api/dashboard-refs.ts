/**
 * Typed refs of the documents the dashboard reads (docs/house-style.md rule 3). Given the
 * Firestore instance, so the read-count check can open exactly the same documents.
 */
import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { parseActivityRow, type ActivityRow } from '../logic/activity-row';
import { parseMilestonesDoc, type MilestonesDoc } from '../../../contract/docs/milestones';
import { parseRaceLeg, type RaceLeg } from '../../../contract/docs/race-leg';
import {
  parseTeam,
  parseTeamCode,
  parseTeamRoster,
  type RosterMember,
  type TeamDoc,
} from '../../../contract/docs/team';

const raceLegConverter = readOnlyConverter('races/{legId}', parseRaceLeg);
const activityRowConverter = readOnlyConverter(
  'races/{legId}/subscribedUsers/{uid}',
  parseActivityRow,
);
const milestonesConverter = readOnlyConverter('milestones/{id}', parseMilestonesDoc);
const teamConverter = readOnlyConverter('races/{legId}/teams/{teamName}', (data, id) =>
  parseTeam(id, data),
);
const teamRosterConverter = readOnlyConverter('the team roster', parseTeamRoster);
const teamCodeConverter = readOnlyConverter('the team code', (data) => parseTeamCode(data) ?? '');

export const raceLegRef = (db: Firestore, legId: string): DocumentReference<RaceLeg> =>
  doc(db, 'races', legId).withConverter(raceLegConverter);

export const rawActivityRowRef = (db: Firestore, legId: string, uid: string): DocumentReference =>
  doc(db, 'races', legId, 'subscribedUsers', uid);

export const activityRowRef = (
  db: Firestore,
  legId: string,
  uid: string,
): DocumentReference<ActivityRow> =>
  rawActivityRowRef(db, legId, uid).withConverter(activityRowConverter);

export const milestonesRef = (db: Firestore, id: string): DocumentReference<MilestonesDoc> =>
  doc(db, 'milestones', id).withConverter(milestonesConverter);

export const teamRef = (
  db: Firestore,
  legId: string,
  teamName: string,
): DocumentReference<TeamDoc> =>
  doc(db, 'races', legId, 'teams', teamName).withConverter(teamConverter);

/** Readable by the team's members only (firestore.rules): ask for it only for her own team. */
export const teamRosterRef = (
  db: Firestore,
  legId: string,
  teamName: string,
): DocumentReference<readonly RosterMember[]> =>
  doc(db, 'races', legId, 'teams', teamName, 'private', 'roster').withConverter(
    teamRosterConverter,
  );

/** Readable by the captain only (firestore.rules): ask for it only when the user owns the team. */
export const teamCodeRef = (
  db: Firestore,
  legId: string,
  teamName: string,
): DocumentReference<string> =>
  doc(db, 'races', legId, 'teams', teamName, 'private', 'code').withConverter(teamCodeConverter);
