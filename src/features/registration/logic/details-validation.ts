/**
 * Step 1 checks (spec 01 §5): distance, the eight detail fields, the phone pattern and the
 * team fields. Returns one message per bad field; empty means the step may be submitted.
 * The personal details part is also the account page's address edit (validatePersonalDetails).
 */
import { isValidPhone } from './phone';
import { isValidPostalCode } from './postal-code';
import { DETAIL_FIELDS, field, type FieldErrors, type RegistrationData } from './registration-data';
import { TEAM_CODE_TOO_SHORT, TEAM_NAME_TITLE, teamCodeError, teamNameError, type TeamChoice } from '../../../contract/team-rules';

export const DETAILS_MESSAGES = {
  distanceId: 'Please choose a distance.',
  alreadyRegistered: 'You are already registered for this distance.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  address: 'Please enter your address.',
  country: 'Please choose your country.',
  state: 'Please enter your province or state.',
  city: 'Please enter your city.',
  postalCode: 'Please enter your postal code.',
  postalCodePattern: 'Please enter a valid postal code.',
  phoneNumber: 'Please enter your phone number.',
  phonePattern: 'Please enter a phone number like 123-456-7890.',
  teamChoice: 'Please choose a team option.',
  teamName: 'Please enter a team name.',
  teamPick: 'Please choose a team.',
  teamNameReserved: 'This team name is reserved, please choose another.',
  teamNameTooLong: 'This team name is too long.',
  teamCode: 'Please enter the team code.',
  teamNameTaken: 'This team name is already taken for this distance.',
  teamCodeWrong: 'This team code is not correct.',
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
  if (!['noTeam', 'newTeam', 'existingTeam'].includes(choice)) {
    errors.teamChoice = DETAILS_MESSAGES.teamChoice;
    return errors;
  }
  if (choice === 'noTeam') return errors;
  const nameError = teamNameError(field(data, 'teamName'));
  if (nameError === 'required') errors.teamName = choice === 'newTeam' ? DETAILS_MESSAGES.teamName : DETAILS_MESSAGES.teamPick;
  else if (nameError === 'invalidCharacters') errors.teamName = TEAM_NAME_TITLE;
  else if (nameError === 'reserved') errors.teamName = DETAILS_MESSAGES.teamNameReserved;
  else if (nameError === 'tooLong') errors.teamName = DETAILS_MESSAGES.teamNameTooLong;
  const codeError = field(data, 'teamCode').trim() === '' ? 'required' : teamCodeError(field(data, 'teamCode'), choice as TeamChoice);
  if (codeError === 'required') errors.teamCode = DETAILS_MESSAGES.teamCode;
  else if (codeError === 'tooShort') errors.teamCode = DETAILS_MESSAGES.teamCodeTooShort;
  else if (codeError === 'tooLong') errors.teamCode = DETAILS_MESSAGES.teamCodeTooLong;
  return errors;
}

/** The eight personal detail fields: required, the phone pattern, the postal code of CA and US. */
export function validatePersonalDetails(data: RegistrationData): FieldErrors {
  const errors: Record<string, string> = {};
  for (const name of DETAIL_FIELDS) {
    if (field(data, name).trim() === '') errors[name] = DETAILS_MESSAGES[name];
  }
  const phone = field(data, 'phoneNumber');
  if (phone !== '' && !isValidPhone(phone)) errors.phoneNumber = DETAILS_MESSAGES.phonePattern;
  const postalCode = field(data, 'postalCode').trim();
  if (postalCode !== '' && !isValidPostalCode(field(data, 'country'), postalCode)) {
    errors.postalCode = DETAILS_MESSAGES.postalCodePattern;
  }
  return errors;
}

export function validateDetails(data: RegistrationData, rules: DetailsRules): FieldErrors {
  const errors: Record<string, string> = {};
  const distanceId = field(data, 'distanceId');
  if (distanceId === '') errors.distanceId = DETAILS_MESSAGES.distanceId;
  else if (rules.subscribedLegIds.includes(distanceId)) errors.distanceId = DETAILS_MESSAGES.alreadyRegistered;
  Object.assign(errors, validatePersonalDetails(data));
  return rules.teamsEnabled ? { ...errors, ...teamErrors(data) } : errors;
}
