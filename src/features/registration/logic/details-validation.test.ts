import { describe, expect, it } from 'vitest';
import { DETAILS_MESSAGES, validateDetails } from './details-validation';

const VALID = {
  distanceId: 'price_a',
  firstName: 'A',
  lastName: 'B',
  address: '1 St',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1A 0B1',
  phoneNumber: '613-555-0100',
};
const rules = { teamsEnabled: false, subscribedLegIds: [] as string[] };

describe('validateDetails', () => {
  it('accepts complete details', () => {
    expect(validateDetails(VALID, rules)).toEqual({});
  });

  it('requires every field', () => {
    expect(Object.keys(validateDetails({}, rules)).sort()).toEqual([
      'address',
      'city',
      'country',
      'distanceId',
      'firstName',
      'lastName',
      'phoneNumber',
      'postalCode',
      'state',
    ]);
  });

  it.each([
    [{ phoneNumber: '6135550100' }, 'phoneNumber', DETAILS_MESSAGES.phonePattern],
    [{ phoneNumber: '613-555-010' }, 'phoneNumber', DETAILS_MESSAGES.phonePattern],
    [{ firstName: '   ' }, 'firstName', DETAILS_MESSAGES.firstName],
    [{ postalCode: 'K1A' }, 'postalCode', DETAILS_MESSAGES.postalCodePattern],
    [
      { country: 'US', state: 'NY', postalCode: 'K1A 0B1' },
      'postalCode',
      DETAILS_MESSAGES.postalCodePattern,
    ],
  ])('%j → %s', (change, key, message) => {
    expect(validateDetails({ ...VALID, ...change }, rules)).toEqual({ [key]: message });
  });

  it('refuses a leg already registered', () => {
    expect(validateDetails(VALID, { ...rules, subscribedLegIds: ['price_a'] })).toEqual({
      distanceId: DETAILS_MESSAGES.alreadyRegistered,
    });
  });

  it.each([
    [{}, { teamChoice: DETAILS_MESSAGES.teamChoice }],
    [{ teamChoice: 'noTeam' }, {}],
    [
      { teamChoice: 'newTeam' },
      { teamName: DETAILS_MESSAGES.teamName, teamCode: DETAILS_MESSAGES.teamCode },
    ],
    [
      { teamChoice: 'existingTeam' },
      { teamName: DETAILS_MESSAGES.teamPick, teamCode: DETAILS_MESSAGES.teamCode },
    ],
    [
      { teamChoice: 'newTeam', teamName: 'Bad!', teamCode: 'xxxx' },
      { teamName: 'Only letters and numbers accepted' },
    ],
    [
      { teamChoice: 'newTeam', teamName: 'noTeam', teamCode: 'xxxx' },
      { teamName: DETAILS_MESSAGES.teamNameReserved },
    ],
    [
      { teamChoice: 'newTeam', teamName: ' Good Name_1 ', teamCode: 'x' },
      { teamCode: DETAILS_MESSAGES.teamCodeTooShort },
    ],
    [{ teamChoice: 'newTeam', teamName: ' Good Name_1 ', teamCode: 'abcd' }, {}],
    [{ teamChoice: 'existingTeam', teamName: 'Good Name_1', teamCode: 'x' }, {}],
  ])('team %j → %j', (team, expected) => {
    expect(validateDetails({ ...VALID, ...team }, { ...rules, teamsEnabled: true })).toEqual(
      expected,
    );
  });
});
