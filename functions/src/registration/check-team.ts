/**
 * Callable checkTeam {legId, teamChoice, teamName, teamCode} → {ok, field?}: whether a new
 * team name is free for the leg (and its code long enough), or a joining code is right.
 * Joining goes through the guarded comparison (team-code-guard.ts): the 11th wrong code in
 * an hour gets resource-exhausted, and the code itself never leaves the server.
 */
import { getFirestore } from 'firebase-admin/firestore';
import {
  CHECK_TEAM,
  CHECK_TEAM_REFUSAL_TEXTS,
  type TeamCheckResult,
} from '../../../src/contract/callables/check-team';
import { callableFunction, refusalError } from '../shared/callable';
import { teamPath } from '../shared/paths';
import { decideNewTeam } from './team-check';
import { checkTeamCode } from './team-code-guard';

export const checkTeam = callableFunction(
  CHECK_TEAM,
  async (parsed, { uid }): Promise<TeamCheckResult> => {
    if (parsed.teamChoice === 'noTeam') return { ok: true };
    const db = getFirestore();
    if (parsed.teamChoice === 'newTeam') {
      const team = await db.doc(teamPath(parsed.legId, parsed.teamName)).get();
      return decideNewTeam(parsed, team.exists);
    }
    const verdict = await checkTeamCode(db, uid, parsed.legId, parsed.teamName, parsed.teamCode);
    if (verdict === 'too-many')
      throw refusalError('resource-exhausted', 'tooManyAttempts', CHECK_TEAM_REFUSAL_TEXTS);
    if (verdict === 'no-team') return { ok: false, field: 'teamName' };
    return verdict === 'right' ? { ok: true } : { ok: false, field: 'teamCode' };
  },
);
