import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  fieldsOfError,
  isExpectedAuthError,
  providerCode,
  readableProviderMessage,
  toAuthError,
} from './auth-errors';

/** What the Auth SDK throws: a FirebaseError with code 'auth/…' and message 'Firebase: … (auth/…).' */
const firebaseError = (code: string, text = 'Error') => ({
  code: `auth/${code}`,
  message: `Firebase: ${text} (auth/${code}).`,
});

describe('readableProviderMessage', () => {
  it.each([
    ['Firebase: Error (auth/operation-not-allowed).', 'Operation not allowed.'],
    ['Firebase: Error (auth/internal-error).', 'Internal error.'],
    [
      'Firebase: Password should be at least 6 characters (auth/weak-password).',
      'Password should be at least 6 characters.',
    ],
    [
      'Firebase: A network AuthError (such as timeout) has occurred (auth/network-request-failed).',
      'A network AuthError (such as timeout) has occurred.',
    ],
    ['firebase:   something odd happened', 'Something odd happened.'],
    ['Plain message!', 'Plain message!'],
    ['Firebase: ', 'Something went wrong. Please try again.'],
  ])('%s → %s', (input, expected) => {
    expect(readableProviderMessage(input)).toBe(expected);
  });
});

describe('providerCode', () => {
  it.each([
    [{ code: 'auth/wrong-password' }, 'wrong-password'],
    [{ code: 'too-many-requests' }, 'too-many-requests'],
    [{ message: 'Firebase: Error (auth/user-not-found).' }, 'user-not-found'],
    [new Error('no code here'), null],
    ['auth/wrong-password', null],
    [null, null],
  ])('%o → %s', (error, expected) => {
    expect(providerCode(error)).toBe(expected);
  });
});

describe('toAuthError', () => {
  it.each([
    ['missing-email', 'missing-email'],
    ['invalid-email', 'invalid-email'],
    ['missing-password', 'missing-password'],
    ['weak-password', 'weak-password'],
    ['email-already-in-use', 'email-already-in-use'],
    ['wrong-password', 'invalid-credential'],
    ['invalid-credential', 'invalid-credential'],
    ['invalid-login-credentials', 'invalid-credential'],
    ['user-not-found', 'user-not-found'],
    ['too-many-requests', 'too-many-requests'],
    ['user-disabled', 'user-disabled'],
    ['network-request-failed', 'network-request-failed'],
  ] as const)('auth/%s → %s with its clear message', (providerCodeName, code) => {
    expect(toAuthError(firebaseError(providerCodeName))).toEqual({
      code,
      message: AUTH_MESSAGES[code],
    });
  });

  it('says a wrong password and an unknown account the same way (no account enumeration)', () => {
    expect(toAuthError(firebaseError('wrong-password')).message).toBe(
      toAuthError(firebaseError('user-not-found')).message,
    );
  });

  it('shows any other provider message with the prefix removed and the code made readable', () => {
    expect(toAuthError(firebaseError('operation-not-allowed'))).toEqual({
      code: 'unknown',
      message: 'Operation not allowed.',
    });
    expect(toAuthError(new Error('Firebase: Quota exceeded (auth/quota-exceeded).'))).toEqual({
      code: 'unknown',
      message: 'Quota exceeded.',
    });
  });

  it("says Auth's own file failing to arrive is a lost connection", () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: https://example.ca/assets/firebase-app-x.js',
    );
    expect(toAuthError(failure)).toEqual({
      code: 'network-request-failed',
      message: AUTH_MESSAGES['network-request-failed'],
    });
  });

  it('has a generic message for something that is not an error', () => {
    expect(toAuthError(42).message).toBe('Something went wrong. Please try again.');
  });

  it('never leaks the "Firebase:" prefix or an "(auth/…)" code', () => {
    for (const code of [
      'wrong-password',
      'weak-password',
      'operation-not-allowed',
      'admin-restricted-operation',
    ]) {
      const { message } = toAuthError(firebaseError(code));
      expect(message).not.toMatch(/Firebase:|\(auth\//);
    }
  });
});

describe('fieldsOfError and isExpectedAuthError', () => {
  it.each([
    ['invalid-email', ['email']],
    ['email-already-in-use', ['email']],
    ['weak-password', ['password']],
    ['invalid-credential', ['email', 'password']],
    ['too-many-requests', []],
    ['unknown', []],
  ] as const)('%s marks %o', (code, fields) => {
    expect(fieldsOfError(code)).toEqual(fields);
  });

  it('logs only the unexpected', () => {
    expect(isExpectedAuthError('invalid-credential')).toBe(true);
    expect(isExpectedAuthError('unknown')).toBe(false);
    expect(isExpectedAuthError('network-request-failed')).toBe(false);
  });
});
