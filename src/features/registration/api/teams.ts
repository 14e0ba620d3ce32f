/**
 * Teams of a leg (races/{legId}/teams: names only, no codes) and the checkTeam callable,
 * which compares a team code on the server (docs/product.md, "Deliberate differences": codes never reach a browser).
 */
import { collection, onSnapshot } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { refusalCodeOf } from '../../../contract/callables/callable';
import {
  CHECK_TEAM,
  CHECK_TEAM_REFUSALS,
  type TeamCheckRequest,
  type TeamCheckResult,
} from '../../../contract/callables/check-team';
import { callable } from '../../../lib/functions';
import type { Subscribe } from '../../../lib/use-subscription';
import { toRegistrationError } from './registration-error';

export interface Team {
  readonly name: string;
}

const teamConverter = readOnlyConverter<Team>('races/{legId}/teams/{name}', (_data, id) => ({
  name: id,
}));

export function subscribeTeams(legId: string): Subscribe<readonly Team[]> {
  return (next, fail) =>
    onSnapshot(
      collection(db, 'races', legId, 'teams').withConverter(teamConverter),
      (snapshot) =>
        next(snapshot.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name))),
      (error) => fail(toRegistrationError(error)),
    );
}

export type CheckTeamRequest = TeamCheckRequest;

/** The server's answer, plus what the browser reads off a refusal. */
export interface CheckTeamResult extends TeamCheckResult {
  /**
   * Set when the server stopped counting guesses this hour: step 1 words the refusal from its
   * code in the participant's language, never from the server's English message.
   */
  readonly refusal?: 'tooManyAttempts';
}

export async function checkTeam(request: CheckTeamRequest): Promise<CheckTeamResult> {
  try {
    const { data } = await callable<CheckTeamRequest, TeamCheckResult>(CHECK_TEAM.name)(request);
    return data;
  } catch (error) {
    // The browser words a refusal itself, by its code (logic/check-team-refusal-texts.ts):
    // too many attempts at the team code; any other is thrown, its code kept as the cause
    // (logic/check-team-refusal-texts.ts: checkTeamRefusalOf).
    const refusal = refusalCodeOf(error, CHECK_TEAM_REFUSALS);
    if (refusal === 'tooManyAttempts') return { ok: false, field: 'teamCode', refusal };
    throw toRegistrationError(error);
  }
}
