/**
 * Step 1 checks (docs/product.md §R5): distance, the eight detail fields, the phone pattern and the
 * team fields. Returns one message per bad field; empty means the step may be submitted.
 * The personal details part is the shipping address's own check (contract/shipping-address.ts),
 * which the account page's address edits and the server apply too (validatePersonalDetails).
 */
import { ADDRESS_MESSAGES, addressErrors } from '../../../contract/shipping-address';
import { field, type FieldErrors, type RegistrationData } from './registration-data';
import { ALREADY_REGISTERED_MESSAGE } from '../../../contract/registration-refusals';
import {
  TEAM_CODE_TOO_SHORT,
  TEAM_CODE_WRONG,
  TEAM_NAME_TAKEN,
  TEAM_NAME_TITLE,
  teamCodeError,
  teamNameError,
  isTeamChoice,
} from '../../../contract/team-rules';

export const DETAILS_MESSAGES = {
  distanceId: 'Please choose a distance.',
  alreadyRegistered: ALREADY_REGISTERED_MESSAGE,
  ...ADDRESS_MESSAGES,
  teamChoice: 'Please choose a team option.',
  teamName: 'Please enter a team name.',
  teamPick: 'Please choose a team.',
  teamNameReserved: 'This team name is reserved, please choose another.',
  teamNameTooLong: 'This team name is too long.',
  teamCode: 'Please enter the team code.',
  teamNameTaken: TEAM_NAME_TAKEN,
  teamCodeWrong: TEAM_CODE_WRONG,
  teamCodeTooShort: TEAM_CODE_TOO_SHORT,
  teamCodeTooLong: 'This team code is too long.',
} as const;

export interface DetailsRules {
  readonly teamsEnabled: boolean;
  readonly subscribedLegIds: readonly string[];
}

function teamErrors(data: RegistrationData): Record<string, string> {
  const errors: Record<string, string> = {};
  const choice = field(data, 'teamChoice');
  if (!isTeamChoice(choice)) {
    errors.teamChoice = DETAILS_MESSAGES.teamChoice;
    return errors;
  }
  if (choice === 'noTeam') return errors;
  const nameError = teamNameError(field(data, 'teamName'));
  if (nameError === 'required')
    errors.teamName = choice === 'newTeam' ? DETAILS_MESSAGES.teamName : DETAILS_MESSAGES.teamPick;
  else if (nameError === 'invalidCharacters') errors.teamName = TEAM_NAME_TITLE;
  else if (nameError === 'reserved') errors.teamName = DETAILS_MESSAGES.teamNameReserved;
  else if (nameError === 'tooLong') errors.teamName = DETAILS_MESSAGES.teamNameTooLong;
  const codeError =
    field(data, 'teamCode').trim() === ''
      ? 'required'
      : teamCodeError(field(data, 'teamCode'), choice);
  if (codeError === 'required') errors.teamCode = DETAILS_MESSAGES.teamCode;
  else if (codeError === 'tooShort') errors.teamCode = DETAILS_MESSAGES.teamCodeTooShort;
  else if (codeError === 'tooLong') errors.teamCode = DETAILS_MESSAGES.teamCodeTooLong;
  return errors;
}

/** The eight personal detail fields: required, bounded, a country code, the phone pattern, the postal code of CA and US. */
export function validatePersonalDetails(data: RegistrationData): FieldErrors {
  return Object.fromEntries(
    Object.entries(addressErrors(data)).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

export function validateDetails(data: RegistrationData, rules: DetailsRules): FieldErrors {
  const errors: Record<string, string> = {};
  const distanceId = field(data, 'distanceId');
  if (distanceId === '') errors.distanceId = DETAILS_MESSAGES.distanceId;
  else if (rules.subscribedLegIds.includes(distanceId))
    errors.distanceId = DETAILS_MESSAGES.alreadyRegistered;
  Object.assign(errors, validatePersonalDetails(data));
  return rules.teamsEnabled ? { ...errors, ...teamErrors(data) } : errors;
}
