/**
 * The account page's address edits (the profile's, and a registration's correction) work on
 * registration step 1's form data (the same fields and validation); these convert between
 * that form and stored addresses. Pure.
 */
import { i18n } from '@lingui/core';
import { sameShippingZone } from '../../../contract/shipping';
import {
  DETAIL_FIELDS,
  validatePersonalDetails,
  type FieldErrors,
  type RegistrationData,
} from '../../registration';
import type { UserDetails } from '../../../contract/docs/user';
import { ZONE_CHANGE } from './correction-refusal-texts';

export type AddressInput = Omit<UserDetails, 'lastModifiedAt'>;

type StoredAddress = Readonly<Partial<Record<(typeof DETAIL_FIELDS)[number], string>>>;

/** The form filled from a stored address (a profile's details, a registration's address); empty without one. */
export function detailsToForm(details: StoredAddress | UserDetails | null): RegistrationData {
  return Object.fromEntries(DETAIL_FIELDS.map((name) => [name, details?.[name] ?? '']));
}

/** Trimmed as step 1 saves them; the country code and the formatted phone number as chosen. */
export function formToDetails(data: RegistrationData): AddressInput {
  const value = (name: (typeof DETAIL_FIELDS)[number]) => (data[name] ?? '').trim();
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    address: value('address'),
    country: value('country'),
    state: value('state'),
    city: value('city'),
    postalCode: value('postalCode'),
    phoneNumber: value('phoneNumber'),
  };
}

/**
 * A registration's correction: step 1's checks, then the shipping zone of the address it
 * replaces (docs/security.md item 63, the rule the server applies again): a move between Canada
 * and abroad is refused at the country field with the message that sends her to support.
 */
export function correctionErrors(data: RegistrationData, currentCountry: string): FieldErrors {
  const errors = validatePersonalDetails(data);
  if (Object.keys(errors).length > 0) return errors;
  return sameShippingZone(currentCountry, data.country) ? {} : { country: i18n._(ZONE_CHANGE) };
}
