/**
 * The phone number's shape (docs/product.md §R5): 10 to 12 characters, pattern ddd-ddd-dddd. The
 * registration form formats it as the participant types (registration/logic/phone.ts); the
 * form, the account page's address edits and the server check it here.
 */

const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 12;
/** For `<input pattern>` (the browser anchors it to the whole value). */
export const PHONE_PATTERN = '[0-9]{3}-[0-9]{3}-[0-9]{4}';

const PHONE_REGEX = new RegExp(`^(?:${PHONE_PATTERN})$`);

/** 10 to 12 characters and exactly ddd-ddd-dddd (so, in practice, 12 characters). */
export function isValidPhone(value: string): boolean {
  return (
    value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH && PHONE_REGEX.test(value)
  );
}
