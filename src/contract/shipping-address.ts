/**
 * The shipping address (spec 01 §3 details, §5 validation): where a registration's medal
 * ships. One set of checks for the registration form's step 1, the account page's address
 * edits, the order the `startCheckout` callable accepts and the corrections the
 * `correctShippingAddress` callable accepts (security checklist 63). Pure.
 */
import { isValidPhone } from './phone-number';
import { isValidPostalCode } from './postal-code';

export const SHIPPING_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'country',
  'state',
  'city',
  'postalCode',
  'phoneNumber',
] as const;

export type ShippingAddressField = (typeof SHIPPING_ADDRESS_FIELDS)[number];

export type ShippingAddress = Readonly<Record<ShippingAddressField, string>>;

/** Bounds of each field (the users/{uid}.details rules use the same ones). */
export const ADDRESS_FIELD_MAX: Readonly<Record<ShippingAddressField, number>> = {
  firstName: 100,
  lastName: 100,
  address: 200,
  country: 100,
  state: 100,
  city: 100,
  postalCode: 20,
  phoneNumber: 12,
};

/** The form's messages (registration step 1 shows the same ones). */
export const ADDRESS_MESSAGES = {
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
} as const;

export const tooLongMessage = (max: number): string =>
  `Please keep this to ${max} characters or fewer.`;

/** The country list's entries are two-letter codes (ISO 3166-1 alpha-2, with Kosovo's XK). */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export type AddressErrors = Readonly<Partial<Record<ShippingAddressField, string>>>;

function textOf(raw: Readonly<Record<string, unknown>>, name: ShippingAddressField): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

function fieldError(name: ShippingAddressField, value: string, country: string): string | null {
  if (value === '') return ADDRESS_MESSAGES[name];
  if (value.length > ADDRESS_FIELD_MAX[name]) return tooLongMessage(ADDRESS_FIELD_MAX[name]);
  if (name === 'country' && !COUNTRY_CODE.test(value)) return ADDRESS_MESSAGES.country;
  if (name === 'postalCode' && !isValidPostalCode(country, value))
    return ADDRESS_MESSAGES.postalCodePattern;
  if (name === 'phoneNumber' && !isValidPhone(value)) return ADDRESS_MESSAGES.phonePattern;
  return null;
}

/** One message per bad field (values compared trimmed); empty when the address is complete and valid. */
export function addressErrors(raw: Readonly<Record<string, unknown>>): AddressErrors {
  const country = textOf(raw, 'country');
  const errors: Partial<Record<ShippingAddressField, string>> = {};
  for (const name of SHIPPING_ADDRESS_FIELDS) {
    const problem = fieldError(name, textOf(raw, name), country);
    if (problem !== null) errors[name] = problem;
  }
  return errors;
}

export type AddressCheck =
  | { readonly ok: true; readonly value: ShippingAddress }
  | { readonly ok: false; readonly field: ShippingAddressField; readonly message: string };

/** The address trimmed (the country code in capitals), or its first bad field in form order. */
export function parseShippingAddress(raw: unknown): AddressCheck {
  const source =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const errors = addressErrors(source);
  const first = SHIPPING_ADDRESS_FIELDS.find((name) => errors[name] !== undefined);
  if (first !== undefined) return { ok: false, field: first, message: errors[first] as string };
  const value = Object.fromEntries(
    SHIPPING_ADDRESS_FIELDS.map((name) => [name, textOf(source, name)]),
  ) as Record<ShippingAddressField, string>;
  return { ok: true, value: { ...value, country: value.country.toUpperCase() } };
}

/**
 * An address as stored on a registration (written by the server after these checks): each
 * field as text, or null when there is none (a registration made before addresses were kept
 * with it). Lenient on purpose: showing it and knowing its country must not depend on
 * today's checks.
 */
export function storedShippingAddress(raw: unknown): ShippingAddress | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const source = raw as Record<string, unknown>;
  if (textOf(source, 'country') === '') return null;
  return Object.fromEntries(
    SHIPPING_ADDRESS_FIELDS.map((name) => [name, textOf(source, name)]),
  ) as ShippingAddress;
}
