/**
 * Callable checkTeam {legId, teamChoice, teamName, teamCode} → {ok, field?}: whether a new
 * team name is free for the leg (and its code long enough), or a joining code is right.
 * Joining goes through the guarded comparison (team-code-guard.ts): the 11th wrong code in
 * an hour gets resource-exhausted, and the code itself never leaves the server.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { TEAM_CODE_TOO_MANY_ATTEMPTS } from '../../../src/contract/team-rules';
import { decideNewTeam, parseTeamCheckRequest, type TeamCheckResult } from './team-check';
import { checkTeamCode } from './team-code-guard';

export const checkTeam = onCall(async (request): Promise<TeamCheckResult> => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to choose a team.');
  const parsed = parseTeamCheckRequest(request.data);
  if (!parsed)
    throw new HttpsError(
      'invalid-argument',
      'A leg, a team choice, a valid team name and a team code are required.',
    );
  if (parsed.teamChoice === 'noTeam') return { ok: true };
  const db = getFirestore();
  if (parsed.teamChoice === 'newTeam') {
    const team = await db.doc(`races/${parsed.legId}/teams/${parsed.teamName}`).get();
    return decideNewTeam(parsed, team.exists);
  }
  const verdict = await checkTeamCode(
    db,
    request.auth.uid,
    parsed.legId,
    parsed.teamName,
    parsed.teamCode,
  );
  if (verdict === 'too-many')
    throw new HttpsError('resource-exhausted', TEAM_CODE_TOO_MANY_ATTEMPTS);
  if (verdict === 'no-team') return { ok: false, field: 'teamName' };
  return verdict === 'right' ? { ok: true } : { ok: false, field: 'teamCode' };
});
