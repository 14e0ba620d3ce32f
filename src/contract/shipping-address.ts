/**
 * The shipping address (docs/product.md §R3 details, §R5 validation): where a registration's medal
 * ships. One set of checks for the registration form's step 1, the account page's address
 * edits, the order the `startCheckout` callable accepts and the corrections the
 * `correctShippingAddress` callable accepts (docs/security.md item 63). Pure.
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

/**
 * What can be wrong with one field, as a code both sides know (the callables send it, the
 * browser words it from ADDRESS_PROBLEM_TEXTS): a field left out (or a country that is not a
 * code), a field too long, a postal code or phone number of the wrong shape.
 */
export type AddressProblem =
  | `${ShippingAddressField}Required`
  | `${ShippingAddressField}TooLong`
  | 'postalCodePattern'
  | 'phonePattern';

const requiredCode = (name: ShippingAddressField): AddressProblem => `${name}Required`;
const tooLongCode = (name: ShippingAddressField): AddressProblem => `${name}TooLong`;

/** Every address problem code, in form order. */
export const ADDRESS_PROBLEMS: readonly AddressProblem[] = [
  ...SHIPPING_ADDRESS_FIELDS.map(requiredCode),
  ...SHIPPING_ADDRESS_FIELDS.map(tooLongCode),
  'postalCodePattern',
  'phonePattern',
];

/** The one text of each address problem (the form's messages). */
export const ADDRESS_PROBLEM_TEXTS = Object.fromEntries([
  ...SHIPPING_ADDRESS_FIELDS.map((name) => [requiredCode(name), ADDRESS_MESSAGES[name]]),
  ...SHIPPING_ADDRESS_FIELDS.map((name) => [
    tooLongCode(name),
    tooLongMessage(ADDRESS_FIELD_MAX[name]),
  ]),
  ['postalCodePattern', ADDRESS_MESSAGES.postalCodePattern],
  ['phonePattern', ADDRESS_MESSAGES.phonePattern],
]) as Readonly<Record<AddressProblem, string>>;

function fieldProblem(
  name: ShippingAddressField,
  value: string,
  country: string,
): AddressProblem | null {
  if (value === '') return requiredCode(name);
  if (value.length > ADDRESS_FIELD_MAX[name]) return tooLongCode(name);
  if (name === 'country' && !COUNTRY_CODE.test(value)) return requiredCode(name);
  if (name === 'postalCode' && !isValidPostalCode(country, value)) return 'postalCodePattern';
  if (name === 'phoneNumber' && !isValidPhone(value)) return 'phonePattern';
  return null;
}

/** One problem code per bad field (values compared trimmed); empty when the address is complete and valid. */
function addressProblems(
  raw: Readonly<Record<string, unknown>>,
): Partial<Record<ShippingAddressField, AddressProblem>> {
  const country = textOf(raw, 'country');
  const problems: Partial<Record<ShippingAddressField, AddressProblem>> = {};
  for (const name of SHIPPING_ADDRESS_FIELDS) {
    const problem = fieldProblem(name, textOf(raw, name), country);
    if (problem !== null) problems[name] = problem;
  }
  return problems;
}

/** One message per bad field (values compared trimmed); empty when the address is complete and valid. */
export function addressErrors(raw: Readonly<Record<string, unknown>>): AddressErrors {
  return Object.fromEntries(
    Object.entries(addressProblems(raw)).map(([name, problem]) => [
      name,
      ADDRESS_PROBLEM_TEXTS[problem],
    ]),
  );
}

export type AddressCheck =
  | { readonly ok: true; readonly value: ShippingAddress }
  | {
      readonly ok: false;
      readonly field: ShippingAddressField;
      readonly problem: AddressProblem;
      readonly message: string;
    };

/** The address trimmed (the country code in capitals), or its first bad field in form order. */
export function parseShippingAddress(raw: unknown): AddressCheck {
  const source =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const problems = addressProblems(source);
  const first = SHIPPING_ADDRESS_FIELDS.find((name) => problems[name] !== undefined);
  const problem = first === undefined ? undefined : problems[first];
  if (first !== undefined && problem !== undefined)
    return { ok: false, field: first, problem, message: ADDRESS_PROBLEM_TEXTS[problem] };
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
