/**
 * correctShippingAddress's refusals in the participant's language (docs/security.md item 63,
 * docs/i18n.md): the server sends a code (contract/address-correction.ts), the account page
 * words it from this table. English is the contract's table letter for letter (a unit test
 * compares them); French is in the catalogue.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CorrectionRefusalCode } from '../../../contract/address-correction';
import {
  ADDRESS_FIELD_MAX,
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddressField,
} from '../../../contract/shipping-address';
import { CONTACT_EMAIL } from '../../../config/contact';

const email = CONTACT_EMAIL;

const REQUIRED: Readonly<Record<ShippingAddressField, MessageDescriptor>> = {
  firstName: msg`Please enter your first name.`,
  lastName: msg`Please enter your last name.`,
  address: msg`Please enter your address.`,
  country: msg`Please choose your country.`,
  state: msg`Please enter your province or state.`,
  city: msg`Please enter your city.`,
  postalCode: msg`Please enter your postal code.`,
  phoneNumber: msg`Please enter your phone number.`,
};

const tooLong = (max: number): MessageDescriptor =>
  msg`Please keep this to ${max} characters or fewer.`;

const NOT_REGISTERED = msg`You are not registered for this distance.`;

/** Said in Races Registered too, for a registration with no address kept. */
export const NO_ADDRESS = msg`No shipping address is kept with this registration yet. Please email us at ${email} to change where your medal ships.`;

/** Said at the country field too, before anything is sent (logic/address-form.ts). */
export const ZONE_CHANGE = msg`Moving your medal's shipping between Canada and another country changes its shipping charge. Please email us at ${email} and we will sort it out.`;

const OTHERS: Readonly<Record<string, MessageDescriptor>> = {
  signedOut: msg`Sign in to correct your shipping address.`,
  badLeg: NOT_REGISTERED,
  notRegistered: NOT_REGISTERED,
  noAddress: NO_ADDRESS,
  zoneChange: ZONE_CHANGE,
  medalsShipped: msg`Medals for this challenge have shipped, so this address can no longer be changed here. Please email us at ${email} if something is wrong.`,
  postalCodePattern: msg`Please enter a valid postal code.`,
  phonePattern: msg`Please enter a phone number like 123-456-7890.`,
};

/** The words for a refusal code, in the active language once resolved (`i18n._`). */
export function correctionRefusalText(code: CorrectionRefusalCode): MessageDescriptor {
  const other = OTHERS[code];
  if (other) return other;
  const field = SHIPPING_ADDRESS_FIELDS.find((name) => code.startsWith(name));
  if (field && code === `${field}Required`) return REQUIRED[field];
  if (field && code === `${field}TooLong`) return tooLong(ADDRESS_FIELD_MAX[field]);
  return NOT_REGISTERED; // unreachable: every code of the list is above
}
