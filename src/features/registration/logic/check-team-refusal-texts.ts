/**
 * checkTeam's refusals in the participant's language (docs/product.md §R5 Team; docs/i18n.md): the
 * server answers a code (contract/callables/check-team.ts), step 1 words it from this table.
 * English is the contract's table letter for letter (a unit test compares them); French is in
 * the catalogue.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { refusalCodeOf } from '../../../contract/callables/callable';
import { CHECK_TEAM_REFUSALS, type CheckTeamRefusal } from '../../../contract/callables/check-team';

const TEXTS: Readonly<Record<CheckTeamRefusal, MessageDescriptor>> = {
  signedOut: msg`Sign in to choose a team.`,
  badRequest: msg`A leg, a team choice, a valid team name and a team code are required.`,
  tooManyAttempts: msg`Too many attempts with a wrong team code. Please try again in an hour.`,
};

/** The words for a refusal code, in the active language once resolved (`i18n._`). */
export function checkTeamRefusalText(code: CheckTeamRefusal): MessageDescriptor {
  return TEXTS[code];
}

/**
 * The refusal code a failed checkTeam carries (signedOut, badRequest: the whole request is
 * refused; api/teams.ts throws it with the callable's error as the cause), or null for an
 * outage or a crash.
 */
export function checkTeamRefusalOf(error: unknown): CheckTeamRefusal | null {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return refusalCodeOf(cause, CHECK_TEAM_REFUSALS);
}
