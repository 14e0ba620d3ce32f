/**
 * Phone number field (docs/product.md §R5): dashes inserted as the user types, placeholder
 * 123-456-7890. Its shape (10 to 12 characters, ddd-ddd-dddd) is checked by
 * contract/phone-number.ts, the same check the server applies.
 */

export const PHONE_PLACEHOLDER = '123-456-7890';

const MAX_DIGITS = 10;

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
