import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-errors';
import { RESET_FAILED, RESET_USER_NOT_FOUND, resetFailure } from './reset-errors';

describe('resetFailure', () => {
  it('uses the spec text for an unknown address', () => {
    expect(RESET_USER_NOT_FOUND).toBe(
      'Sorry. This email address is not associated with an account in our system yet.',
    );
  });

  it.each([
    [{ code: 'auth/user-not-found' }, RESET_USER_NOT_FOUND, false],
    [{ code: 'auth/invalid-email' }, AUTH_MESSAGES['invalid-email'], false],
    [{ code: 'auth/missing-email' }, AUTH_MESSAGES['missing-email'], false],
    [{ code: 'auth/too-many-requests' }, AUTH_MESSAGES['too-many-requests'], true],
    [{ code: 'auth/internal-error' }, RESET_FAILED, true],
    [{ code: 'auth/network-request-failed' }, AUTH_MESSAGES['network-request-failed'], false],
    [
      new TypeError('Failed to fetch dynamically imported module: /assets/firebase-app-x.js'),
      AUTH_MESSAGES['network-request-failed'],
      false,
    ],
    [new Error('offline'), RESET_FAILED, true],
  ])('%o → shown %s, logged %s', (error, message, log) => {
    expect(resetFailure(error)).toEqual({ message, log });
  });
});
