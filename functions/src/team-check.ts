/** Pure rules of the checkTeam callable: request parsing and the decision. */
export type TeamChoice = 'noTeam' | 'newTeam' | 'existingTeam';

export interface TeamCheckRequest {
  readonly legId: string;
  readonly teamChoice: TeamChoice;
  readonly teamName: string;
  readonly teamCode: string;
}

export interface TeamCheckResult {
  readonly ok: boolean;
  readonly field?: 'teamName' | 'teamCode';
}

const TEAM_NAME = /^[A-Za-z0-9_ ]+$/;
const LEG_ID = /^price_[A-Za-z0-9_-]{1,200}$/;

/** The request, trimmed, or null when it is malformed. */
export function parseTeamCheckRequest(raw: unknown): TeamCheckRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const { legId, teamChoice, teamName, teamCode } = data;
  if (typeof legId !== 'string' || !LEG_ID.test(legId)) return null;
  if (teamChoice !== 'noTeam' && teamChoice !== 'newTeam' && teamChoice !== 'existingTeam') return null;
  if (teamChoice === 'noTeam') return { legId, teamChoice, teamName: '', teamCode: '' };
  if (typeof teamName !== 'string' || typeof teamCode !== 'string') return null;
  const name = teamName.trim();
  if (!TEAM_NAME.test(name) || name.length > 1500 || /^__.*__$/.test(name) || name.toLowerCase() === 'noteam') return null;
  if (teamCode.length === 0 || teamCode.length > 200) return null;
  return { legId, teamChoice, teamName: name, teamCode };
}

/**
 * newTeam: ok unless a team of that name exists for the leg (flag teamName).
 * existingTeam: ok only if the team exists (else flag teamName) and the code matches (else flag teamCode).
 */
export function decideTeamCheck(
  request: TeamCheckRequest,
  team: { readonly exists: boolean; readonly code: string | null },
): TeamCheckResult {
  if (request.teamChoice === 'noTeam') return { ok: true };
  if (request.teamChoice === 'newTeam') return team.exists ? { ok: false, field: 'teamName' } : { ok: true };
  if (!team.exists) return { ok: false, field: 'teamName' };
  return team.code !== null && team.code === request.teamCode ? { ok: true } : { ok: false, field: 'teamCode' };
}
