/** Pure rule of the checkTeam callable: the decision for a new team (the request is the contract's). */
import type { TeamCheckRequest, TeamCheckResult } from '../../../src/contract/callables/check-team';
import { teamCodeError } from '../../../src/contract/team-rules';

/** newTeam: ok unless the name is taken (flag teamName) or the code is too short (flag teamCode). */
export function decideNewTeam(request: TeamCheckRequest, teamExists: boolean): TeamCheckResult {
  if (teamExists) return { ok: false, field: 'teamName' };
  return teamCodeError(request.teamCode, 'newTeam') === null
    ? { ok: true }
    : { ok: false, field: 'teamCode' };
}
