/**
 * Callable checkTeam {legId, teamChoice, teamName, teamCode} → {ok, field?}: whether a new
 * team name is free for the leg, or a joining code is right. Reads races/{legId}/teams/{name}
 * and its private/code document; the code itself never leaves the server.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { decideTeamCheck, parseTeamCheckRequest, type TeamCheckResult } from './team-check';

export const checkTeam = onCall(async (request): Promise<TeamCheckResult> => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to choose a team.');
  const parsed = parseTeamCheckRequest(request.data);
  if (!parsed) throw new HttpsError('invalid-argument', 'A leg, a team choice, a valid team name and a team code are required.');
  if (parsed.teamChoice === 'noTeam') return { ok: true };
  const teamRef = getFirestore().collection('races').doc(parsed.legId).collection('teams').doc(parsed.teamName);
  const [team, code] = await Promise.all([teamRef.get(), teamRef.collection('private').doc('code').get()]);
  const stored = code.get('code');
  return decideTeamCheck(parsed, { exists: team.exists, code: typeof stored === 'string' ? stored : null });
});
