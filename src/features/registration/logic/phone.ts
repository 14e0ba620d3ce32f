/**
 * Phone number field (spec 01 §5): 10 to 12 characters, pattern ddd-ddd-dddd, dashes
 * inserted as the user types, placeholder 123-456-7890.
 */

export const PHONE_PLACEHOLDER = '123-456-7890';
const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 12;
/** For `<input pattern>` (the browser anchors it to the whole value). */
export const PHONE_PATTERN = '[0-9]{3}-[0-9]{3}-[0-9]{4}';

const MAX_DIGITS = 10;
const PHONE_REGEX = new RegExp(`^(?:${PHONE_PATTERN})$`);

/**
 * Reformats the field value after each keystroke: keeps the digits (at most 10) and puts a
 * dash after the 3rd and 6th digit once a digit follows them ('1234' → '123-4',
 * '1234567890' → '123-456-7890'). Never longer than 12 characters. A trailing dash is not
 * kept, so deleting across a dash works ('123-' → '123').
 */
export function formatPhoneAsTyped(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** 10 to 12 characters and exactly ddd-ddd-dddd (so, in practice, 12 characters). */
export function isValidPhone(value: string): boolean {
  return value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH && PHONE_REGEX.test(value);
}
