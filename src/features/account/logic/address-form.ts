/**
 * The account page's address edit works on registration step 1's form data (the same
 * fields and validation); these convert between that form and users/{uid}.details. Pure.
 */
import { DETAIL_FIELDS, type RegistrationData } from '../../registration';
import type { UserDetails } from '../../../lib/user-doc-model';

export type AddressInput = Omit<UserDetails, 'lastModifiedAt'>;

export function detailsToForm(details: UserDetails | null): RegistrationData {
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
