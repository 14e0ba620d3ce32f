/**
 * The `checkTeam` callable (docs/product.md §R5 Team; docs/product.md, "Deliberate differences": team codes never reach a
 * browser): whether a new team name is free for the leg (and its code long enough), or a
 * joining code is right. The 11th wrong code in an hour is refused with TEAM_CODE_TOO_MANY_ATTEMPTS
 * (team-rules.ts, resource-exhausted).
 */
import { isSafeDocId } from '../document-id';
import {
  isTeamChoice,
  TEAM_CODE_MAX_LENGTH,
  TEAM_CODE_TOO_MANY_ATTEMPTS,
  teamDocId,
  type TeamChoice,
} from '../team-rules';
import {
  accept,
  refuseWith,
  type CallableContract,
  type RefusalTexts,
  type RequestCheck,
} from './callable';

export const CHECK_TEAM_REFUSALS = ['signedOut', 'badRequest', 'tooManyAttempts'] as const;

export type CheckTeamRefusal = (typeof CHECK_TEAM_REFUSALS)[number];

export const CHECK_TEAM_REFUSAL_TEXTS: RefusalTexts<CheckTeamRefusal> = {
  signedOut: 'Sign in to choose a team.',
  badRequest: 'A leg, a team choice, a valid team name and a team code are required.',
  tooManyAttempts: TEAM_CODE_TOO_MANY_ATTEMPTS,
};

export interface TeamCheckRequest {
  readonly legId: string;
  readonly teamChoice: TeamChoice;
  readonly teamName: string;
  readonly teamCode: string;
}

export interface TeamCheckResult {
  readonly ok: boolean;
  /** The field to flag invalid when not ok. */
  readonly field?: 'teamName' | 'teamCode';
}

/** The request, trimmed, or null when it is malformed. */
export function parseTeamCheckRequest(raw: unknown): TeamCheckRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { legId, teamChoice, teamName, teamCode } = raw as Record<string, unknown>;
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return null;
  if (!isTeamChoice(teamChoice)) return null;
  const choice = teamChoice;
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

export const CHECK_TEAM: CallableContract<TeamCheckRequest> = {
  name: 'checkTeam',
  signedOutMessage: CHECK_TEAM_REFUSAL_TEXTS.signedOut,
  parse(raw): RequestCheck<TeamCheckRequest> {
    const parsed = parseTeamCheckRequest(raw);
    return parsed
      ? accept(parsed)
      : refuseWith('invalid-argument', 'badRequest', CHECK_TEAM_REFUSAL_TEXTS);
  },
};
