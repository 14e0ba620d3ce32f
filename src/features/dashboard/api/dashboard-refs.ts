/**
 * Typed refs of the documents the dashboard reads (docs/house-style.md rule 3). Given the
 * Firestore instance, so the read-count check can open exactly the same documents.
 */
import {
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
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

function readOnly<T>(
  what: string,
  parse: (snapshot: QueryDocumentSnapshot<DocumentData>) => T,
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore(): DocumentData {
      throw new Error(`${what} is not written as a whole from the browser.`);
    },
    fromFirestore: parse,
  };
}

const raceLegConverter = readOnly('races/{legId}', (s) => parseRaceLeg(s.data()));
const activityRowConverter = readOnly('races/{legId}/subscribedUsers/{uid}', (s) =>
  parseActivityRow(s.data()),
);
const milestonesConverter = readOnly('milestones/{id}', (s) => parseMilestonesDoc(s.data()));
const teamConverter = readOnly('races/{legId}/teams/{teamName}', (s) => parseTeam(s.id, s.data()));
const teamRosterConverter = readOnly('the team roster', (s) => parseTeamRoster(s.data()));
const teamCodeConverter = readOnly('the team code', (s) => parseTeamCode(s.data()) ?? '');

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
