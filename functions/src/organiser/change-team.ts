/**
 * `organiser-changeTeam` (docs/organiser-console.md, "Change or leave her team"): "put me on my
 * friend's team" or "take me off my team", for a participant who cannot (a team's code is for
 * joining at registration). One transaction with its log entry:
 * - she leaves her team as when a refund ends a registration (payments/end-registration.ts,
 *   `planLeaveTeam`): her roster entry out, the count one less, the captaincy to the lowest
 *   remaining bib when she was captain;
 * - she joins the named team of the same leg, which must exist: the count one more, and she
 *   becomes its captain when it has none (everybody had left it);
 * - her row's and her registration's `teamName` follow; the activity trigger then writes her
 *   summary on the new roster and her arrival in its feed, as for any member.
 * Asking for where she already is answers `unchanged` and writes nothing. Organisers only
 * (organiser-callable.ts).
 */
import { FieldPath, FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  CHANGE_TEAM,
  type ChangeTeamResult,
  type TeamChangeBlocker,
} from '../../../src/contract/callables/organiser-support';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { toRecord, toText } from '../../../src/contract/docs/values';
import { NO_TEAM_NAME } from '../../../src/contract/team-rules';
import { planLeaveTeam } from '../payments/end-registration';
import { refusalError } from '../shared/callable';
import { rowPath, teamPath, userPath } from '../shared/paths';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

const refused = (blocker: TeamChangeBlocker) =>
  refusalError('failed-precondition', 'cannotChangeTeam', ORGANISER_REFUSAL_TEXTS, { blocker });

export const changeTeam = organiserCallable(
  CHANGE_TEAM,
  async ({ uid, legId, teamName, reason }, caller): Promise<ChangeTeamResult> => {
    const db = getFirestore();
    const userRef = db.doc(userPath(uid));
    const rowRef = db.doc(rowPath(legId, uid));
    const target = teamName ?? NO_TEAM_NAME;
    return db.runTransaction(async (tx): Promise<ChangeTeamResult> => {
      const [user, row] = await tx.getAll(userRef, rowRef);
      const entry = toRecord(toRecord(user?.get('subscribedRaces'))[legId]);
      if (!user?.exists || Object.keys(entry).length === 0 || !row?.exists)
        throw refused('notRegistered');
      const current = toText(row.get('teamName')) || toText(entry.teamName) || NO_TEAM_NAME;
      if (current === target) return { outcome: 'unchanged', teamName: target, captain: false };
      const newTeamRef = teamName ? db.doc(teamPath(legId, teamName)) : null;
      const newTeam = newTeamRef ? await tx.get(newTeamRef) : null;
      if (newTeamRef && !newTeam?.exists) throw refused('noSuchTeam');
      const leaveTeam = await planLeaveTeam(tx, db, uid, legId, current);

      const captain = newTeam !== null && !newTeam.get('owner');
      leaveTeam();
      if (newTeamRef)
        tx.update(newTeamRef, {
          membersCount: FieldValue.increment(1),
          ...(captain ? { owner: uid } : {}),
        });
      tx.update(rowRef, { teamName: target });
      tx.update(
        userRef,
        new FieldPath('subscribedRaces', legId, 'teamName'),
        target,
        new FieldPath('subscribedRaces', legId, 'teamChoice'),
        teamName ? 'existingTeam' : 'noTeam',
      );
      logInTransaction(db, tx, caller, {
        action: 'registration.team',
        target: `races/${legId}/subscribedUsers/${uid}`,
        reason,
        before: { teamName: current },
        after: { teamName: target, captain },
      });
      return { outcome: 'changed', teamName: target, captain };
    });
  },
);
