import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  ADDRESS_PROBLEM_TEXTS,
  ADDRESS_PROBLEMS,
  addressErrors,
  parseShippingAddress,
  SHIPPING_ADDRESS_FIELDS,
  storedShippingAddress,
  tooLongMessage,
} from './shipping-address';
import { OTTAWA } from './test-support/address-fixture';

describe('addressErrors (registration step 1, account corrections, the server)', () => {
  it('accepts a whole address', () => {
    expect(addressErrors(OTTAWA)).toEqual({});
  });

  it('requires every field with its own message', () => {
    expect(addressErrors({})).toEqual(
      Object.fromEntries(SHIPPING_ADDRESS_FIELDS.map((name) => [name, ADDRESS_MESSAGES[name]])),
    );
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', ADDRESS_MESSAGES.firstName],
    [{ city: 42 }, 'city', ADDRESS_MESSAGES.city],
    [{ address: 'a'.repeat(201) }, 'address', tooLongMessage(200)],
    [{ country: 'Canada' }, 'country', ADDRESS_MESSAGES.country],
    [{ postalCode: 'K1P' }, 'postalCode', ADDRESS_MESSAGES.postalCodePattern],
    [
      { country: 'US', state: 'NY', postalCode: 'K1A 0B1' },
      'postalCode',
      ADDRESS_MESSAGES.postalCodePattern,
    ],
    [{ phoneNumber: '6135550142' }, 'phoneNumber', ADDRESS_MESSAGES.phonePattern],
    [{ phoneNumber: '613-555-01420' }, 'phoneNumber', tooLongMessage(12)],
  ])('%j → %s: %s', (change, field, message) => {
    expect(addressErrors({ ...OTTAWA, ...change })).toEqual({ [field]: message });
  });
});

describe('parseShippingAddress', () => {
  it('trims every field and writes the country code in capitals', () => {
    expect(
      parseShippingAddress({
        ...OTTAWA,
        city: ' Ottawa ',
        country: 'ca',
        lastModifiedAt: 'ignored',
      }),
    ).toEqual({ ok: true, value: OTTAWA });
  });

  it('names the first bad field in form order', () => {
    expect(parseShippingAddress({ ...OTTAWA, address: '', phoneNumber: 'x' })).toEqual({
      ok: false,
      field: 'address',
      problem: 'addressRequired',
      message: ADDRESS_MESSAGES.address,
    });
    expect(parseShippingAddress(null)).toMatchObject({ ok: false, field: 'firstName' });
  });
});

describe('storedShippingAddress', () => {
  it.each([
    [OTTAWA, OTTAWA],
    [
      { country: 'US', city: 'Boston' },
      {
        firstName: '',
        lastName: '',
        address: '',
        country: 'US',
        state: '',
        city: 'Boston',
        postalCode: '',
        phoneNumber: '',
      },
    ],
    [{ city: 'Ottawa' }, null],
    [undefined, null],
    ['CA', null],
  ])('%j → %j', (raw, expected) => {
    expect(storedShippingAddress(raw)).toEqual(expected);
  });
});

describe('address problem codes', () => {
  it('has one text for each code: the form’s messages', () => {
    expect(Object.keys(ADDRESS_PROBLEM_TEXTS).sort()).toEqual([...ADDRESS_PROBLEMS].sort());
    expect(ADDRESS_PROBLEM_TEXTS.postalCodeRequired).toBe('Please enter your postal code.');
    expect(ADDRESS_PROBLEM_TEXTS.addressTooLong).toBe(tooLongMessage(200));
    expect(ADDRESS_PROBLEM_TEXTS.phonePattern).toBe(ADDRESS_MESSAGES.phonePattern);
  });

  it.each([
    [{ country: 'Canada' }, 'countryRequired'],
    [{ phoneNumber: '613-555-01420' }, 'phoneNumberTooLong'],
    [{ postalCode: 'K1P' }, 'postalCodePattern'],
  ])('%j → %s', (change, problem) => {
    expect(parseShippingAddress({ ...OTTAWA, ...change })).toMatchObject({ ok: false, problem });
  });
});
