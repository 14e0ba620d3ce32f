/**
 * Checks made before anything is sent to the identity provider (docs/product.md §R5, docs/product.md §P5).
 * Each returns the problems by field, in the order the fields appear; empty means valid.
 */
import { AUTH_MESSAGES } from './auth-errors';

/** Spelt so, letter for letter (docs/product.md §R5, docs/product.md, "Deliberate differences"). */
export const PASSWORDS_MUST_MATCH = 'Passowrd must match!';
export const TERMS_REQUIRED = 'Please agree to the terms and the privacy policy to continue.';
export const REPEAT_REQUIRED = 'Please repeat your password.';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A pragmatic e-mail check (the same shape as the browser's type="email" check). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return AUTH_MESSAGES['missing-email'];
  if (!isEmail(email)) return AUTH_MESSAGES['invalid-email'];
  return undefined;
}

function compact<Field extends string>(
  errors: Record<Field, string | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;
}

export type SignInField = 'email' | 'password';

export function validateSignIn(values: {
  readonly email: string;
  readonly password: string;
}): FieldErrors<SignInField> {
  return compact<SignInField>({
    email: emailError(values.email),
    password: values.password ? undefined : AUTH_MESSAGES['missing-password'],
  });
}

export type SignUpField = 'email' | 'password' | 'repeatPassword' | 'agreed';

export interface SignUpValues {
  readonly email: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly agreed: boolean;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  let repeat: string | undefined;
  if (!values.repeatPassword) repeat = REPEAT_REQUIRED;
  else if (values.password && values.repeatPassword !== values.password)
    repeat = PASSWORDS_MUST_MATCH;
  return compact<SignUpField>({
    email: emailError(values.email),
    password: values.password ? undefined : 'Please choose a password.',
    repeatPassword: repeat,
    agreed: values.agreed ? undefined : TERMS_REQUIRED,
  });
}

/** The field to focus: the repeat field on a mismatch (docs/product.md §R5), else the first problem. */
export function firstInvalidField<Field extends string>(
  errors: FieldErrors<Field>,
  order: readonly Field[],
): Field | undefined {
  if ((errors as Partial<Record<string, string>>).repeatPassword === PASSWORDS_MUST_MATCH) {
    return 'repeatPassword' as Field;
  }
  return order.find((field) => errors[field] !== undefined);
}
