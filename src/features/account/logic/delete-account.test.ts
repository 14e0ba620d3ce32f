import { describe, expect, it } from 'vitest';
import { confirmationTyped, deleteFailureOf } from './delete-account';

describe('confirmationTyped', () => {
  it('accepts the word in any letter case, with spaces around', () => {
    expect(confirmationTyped(' delete ', 'DELETE')).toBe(true);
    expect(confirmationTyped('SUPPRIMER', 'SUPPRIMER')).toBe(true);
  });

  it('refuses anything else, the other language’s word included', () => {
    expect(confirmationTyped('', 'DELETE')).toBe(false);
    expect(confirmationTyped('DELET', 'DELETE')).toBe(false);
    expect(confirmationTyped('DELETE', 'SUPPRIMER')).toBe(false);
  });
});

describe('deleteFailureOf', () => {
  it('reads a refused password at the field', () => {
    expect(deleteFailureOf({ code: 'auth/wrong-password' })).toBe('wrongPassword');
    expect(deleteFailureOf({ code: 'auth/invalid-credential' })).toBe('wrongPassword');
  });

  it('reads too many attempts, and a sign-in the server finds too old', () => {
    expect(deleteFailureOf({ code: 'auth/too-many-requests' })).toBe('tooManyAttempts');
    expect(
      deleteFailureOf({
        code: 'functions/failed-precondition',
        details: { refusal: 'signInAgain' },
      }),
    ).toBe('signInAgain');
  });

  it('offers to retry anything else (no network, an outage, an unknown error)', () => {
    expect(deleteFailureOf({ code: 'auth/network-request-failed' })).toBe('retry');
    expect(deleteFailureOf({ code: 'functions/unavailable' })).toBe('retry');
    expect(deleteFailureOf(new Error('boom'))).toBe('retry');
    expect(deleteFailureOf(null)).toBe('retry');
  });
});
