/**
 * Identity errors (docs/product.md §R8): the provider's message with its prefix removed, and a clear
 * message for the codes a participant can run into on the sign-in, sign-up and reset screens.
 * Pure: no Firebase import, so the sign-in chunk stays small and the table is unit-tested.
 */
import { isModuleLoadFailure } from '../../lib/module-load-failure';

export type AuthErrorCode =
  | 'missing-email'
  | 'invalid-email'
  | 'missing-password'
  | 'weak-password'
  | 'email-already-in-use'
  | 'invalid-credential'
  | 'user-not-found'
  | 'too-many-requests'
  | 'user-disabled'
  | 'network-request-failed'
  | 'unknown';

export interface AuthError {
  readonly code: AuthErrorCode;
  /** What the participant reads in the red alert. */
  readonly message: string;
}

export const AUTH_MESSAGES: Readonly<Record<Exclude<AuthErrorCode, 'unknown'>, string>> = {
  'missing-email': 'Please enter your e-mail address.',
  'invalid-email': 'Please enter a valid e-mail address, like name@example.com.',
  'missing-password': 'Please enter your password.',
  'weak-password': 'Password should be at least 6 characters.',
  'email-already-in-use': 'An account with this e-mail address already exists. Log in instead.',
  'invalid-credential': 'The e-mail address or password is incorrect. Check them and try again.',
  'user-not-found': 'The e-mail address or password is incorrect. Check them and try again.',
  'too-many-requests':
    'Too many attempts. Please wait a few minutes, or reset your password, and try again.',
  'user-disabled': 'This account has been disabled. Please contact us for help.',
  'network-request-failed': 'We could not reach the server. Check your connection and try again.',
};

/** Provider codes (without the `auth/` prefix) that mean the same thing to a participant. */
const CODE_ALIASES: Readonly<Record<string, AuthErrorCode>> = {
  'missing-email': 'missing-email',
  'invalid-email': 'invalid-email',
  'missing-password': 'missing-password',
  'weak-password': 'weak-password',
  'email-already-in-use': 'email-already-in-use',
  'wrong-password': 'invalid-credential',
  'invalid-credential': 'invalid-credential',
  'invalid-login-credentials': 'invalid-credential',
  'invalid-password': 'invalid-credential',
  'user-not-found': 'user-not-found',
  'too-many-requests': 'too-many-requests',
  'user-disabled': 'user-disabled',
  'network-request-failed': 'network-request-failed',
};

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The provider's message made readable: 'Firebase: ' removed, and the '(auth/some-code)' tail
 * turned into words when it is all there is ('Firebase: Error (auth/operation-not-allowed).'
 * becomes 'Operation not allowed.'), or dropped when a message precedes it.
 */
export function readableProviderMessage(message: string): string {
  const withoutPrefix = message.replace(/^\s*Firebase:\s*/i, '');
  const match = /^(.*?)\s*\(auth\/([\w-]+)\)\.?\s*$/.exec(withoutPrefix);
  if (!match) return sentence(withoutPrefix) || GENERIC_MESSAGE;
  const [, text = '', code = ''] = match;
  if (text && !/^error$/i.test(text)) return sentence(text);
  return sentence(code.replace(/-/g, ' ')) || GENERIC_MESSAGE;
}

/** The provider code without 'auth/', from an error object or its message. */
export function providerCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code) return code.replace(/^auth\//, '');
  if (typeof message === 'string') return /\(auth\/([\w-]+)\)/.exec(message)?.[1] ?? null;
  return null;
}

/**
 * Maps any error thrown by the identity calls to the message shown to the participant. Auth's
 * own file failing to arrive (lib/auth-load.ts) is a lost connection to her, as it is.
 */
export function toAuthError(error: unknown): AuthError {
  if (isModuleLoadFailure(error))
    return { code: 'network-request-failed', message: AUTH_MESSAGES['network-request-failed'] };
  const raw = providerCode(error);
  const code = raw ? CODE_ALIASES[raw] : undefined;
  if (code && code !== 'unknown') return { code, message: AUTH_MESSAGES[code] };
  const message =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
      ? readableProviderMessage((error as { message: string }).message)
      : GENERIC_MESSAGE;
  return { code: 'unknown', message };
}

/** Which fields an identity error is about, to mark them invalid (aria-invalid). */
export function fieldsOfError(code: AuthErrorCode): readonly ('email' | 'password')[] {
  switch (code) {
    case 'missing-email':
    case 'invalid-email':
    case 'email-already-in-use':
    case 'user-disabled':
      return ['email'];
    case 'missing-password':
    case 'weak-password':
      return ['password'];
    case 'invalid-credential':
    case 'user-not-found':
      return ['email', 'password'];
    default:
      return [];
  }
}

/** Codes a participant can cause; anything else is also logged (docs/house-style.md rule 5). */
export function isExpectedAuthError(code: AuthErrorCode): boolean {
  return code !== 'unknown' && code !== 'network-request-failed';
}
