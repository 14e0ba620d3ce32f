/** Pure rules of the checkTeam callable: request parsing and the decision for a new team. */
import { isSafeDocId } from '../../../src/contract/document-id';
import {
  parseTeamChoice,
  TEAM_CODE_MAX_LENGTH,
  teamCodeError,
  teamDocId,
  type TeamChoice,
} from '../../../src/contract/team-rules';

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

/** The request, trimmed, or null when it is malformed. */
export function parseTeamCheckRequest(raw: unknown): TeamCheckRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { legId, teamChoice, teamName, teamCode } = raw as Record<string, unknown>;
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return null;
  if (teamChoice !== 'noTeam' && teamChoice !== 'newTeam' && teamChoice !== 'existingTeam')
    return null;
  const choice = parseTeamChoice(teamChoice);
  if (choice === 'noTeam') return { legId, teamChoice: choice, teamName: '', teamCode: '' };
  const name = teamDocId(teamName);
  if (
    name === null ||
    typeof teamCode !== 'string' ||
    teamCode === '' ||
    teamCode.length > TEAM_CODE_MAX_LENGTH
  )
    return null;
  return { legId, teamChoice: choice, teamName: name, teamCode };
}

/** newTeam: ok unless the name is taken (flag teamName) or the code is too short (flag teamCode). */
export function decideNewTeam(request: TeamCheckRequest, teamExists: boolean): TeamCheckResult {
  if (teamExists) return { ok: false, field: 'teamName' };
  return teamCodeError(request.teamCode, 'newTeam') === null
    ? { ok: true }
    : { ok: false, field: 'teamCode' };
}
