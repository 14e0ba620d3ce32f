/** What the reset screen says about a failed send (docs/product.md §P8). Pure, unit-tested. */
import { isModuleLoadFailure } from '../../lib/module-load-failure';
import { AUTH_MESSAGES, providerCode } from './auth-errors';

export const RESET_USER_NOT_FOUND =
  'Sorry. This email address is not associated with an account in our system yet.';
export const RESET_FAILED =
  'We could not send the e-mail right now. Please check the address and try again.';

export interface ResetFailure {
  readonly message: string;
  /** Unexpected: logged (reportError) as well as shown. */
  readonly log: boolean;
}

export function resetFailure(error: unknown): ResetFailure {
  // No connection (or Auth's own file not arriving, lib/auth-load.ts) is said as such: the
  // address is not what to check.
  if (isModuleLoadFailure(error))
    return { message: AUTH_MESSAGES['network-request-failed'], log: false };
  switch (providerCode(error)) {
    case 'network-request-failed':
      return { message: AUTH_MESSAGES['network-request-failed'], log: false };
    case 'user-not-found':
      return { message: RESET_USER_NOT_FOUND, log: false };
    case 'invalid-email':
      return { message: AUTH_MESSAGES['invalid-email'], log: false };
    case 'missing-email':
      return { message: AUTH_MESSAGES['missing-email'], log: false };
    case 'too-many-requests':
      return { message: AUTH_MESSAGES['too-many-requests'], log: true };
    default:
      return { message: RESET_FAILED, log: true };
  }
}
