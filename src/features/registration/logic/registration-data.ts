/**
 * The registration data (spec 01 §3): one object keyed by form field name, kept by the
 * multi-step wrapper so nothing entered is lost when going back and forth.
 */
export type RegistrationData = Readonly<Record<string, string>>;

export type FieldErrors = Readonly<Record<string, string>>;

export const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'country',
  'state',
  'city',
  'postalCode',
  'phoneNumber',
] as const;

export function field(data: RegistrationData, name: string): string {
  return data[name] ?? '';
}
