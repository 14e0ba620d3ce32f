import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '../../../contract/address-correction';
import { ADDRESS_MESSAGES } from '../../../contract/shipping-address';
import { correctionErrors, detailsToForm, formToDetails } from './address-form';
import { OTTAWA } from '../../../contract/test-support/address-fixture';

describe('address form', () => {
  it('fills the form from stored details and empties it without', () => {
    const details = { ...OTTAWA, lastModifiedAt: null };
    const form = detailsToForm(details);
    expect(form).toEqual({
      firstName: 'Avery',
      lastName: 'Tremblay',
      address: '150 Elgin Street',
      country: 'CA',
      state: 'ON',
      city: 'Ottawa',
      postalCode: 'K1P 1J1',
      phoneNumber: '613-555-0142',
    });
    expect(Object.values(detailsToForm(null))).toEqual(['', '', '', '', '', '', '', '']);
  });

  it('saves the eight fields trimmed, nothing else', () => {
    expect(
      formToDetails({
        firstName: ' A ',
        lastName: 'B',
        address: ' 1 Rd ',
        country: 'CA',
        state: 'QC',
        city: 'Hull ',
        postalCode: ' J8X 1A1',
        phoneNumber: '819-555-0100',
        teamName: 'x',
      }),
    ).toEqual({
      firstName: 'A',
      lastName: 'B',
      address: '1 Rd',
      country: 'CA',
      state: 'QC',
      city: 'Hull',
      postalCode: 'J8X 1A1',
      phoneNumber: '819-555-0100',
    });
  });
});

describe('correctionErrors (docs/security.md item 63)', () => {
  const ottawa = {
    firstName: 'Avery',
    lastName: 'Tremblay',
    address: '150 Elgin Street',
    country: 'CA',
    state: 'ON',
    city: 'Ottawa',
    postalCode: 'K1P 1J1',
    phoneNumber: '613-555-0142',
  };
  const boston = { ...ottawa, country: 'US', state: 'MA', city: 'Boston', postalCode: '02108' };

  it.each([
    ['within Canada', ottawa, 'CA', {}],
    ['abroad to abroad', boston, 'FR', {}],
    ['Canada to abroad', boston, 'CA', { country: CORRECTION_MESSAGES.zoneChange }],
    ['abroad to Canada', ottawa, 'US', { country: CORRECTION_MESSAGES.zoneChange }],
    [
      'a bad field first, whatever the zone',
      { ...boston, postalCode: 'K1P 1J1' },
      'CA',
      { postalCode: ADDRESS_MESSAGES.postalCodePattern },
    ],
  ])('%s', (_label, data, currentCountry, expected) => {
    expect(correctionErrors(data, currentCountry)).toEqual(expected);
  });
});
