import { describe, expect, it } from 'vitest';
import { isAuthorizationState } from '../../../../src/contract/callables/tracker-authorization';
import { codeChallengeS256, isCodeVerifier, newCodeVerifier, newState } from './pkce';

describe('codeChallengeS256 (RFC 7636, appendix B)', () => {
  it('turns the appendix’s verifier into the appendix’s challenge', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('refuses what is not a verifier rather than hashing it', () => {
    expect(() => codeChallengeS256('short')).toThrow(RangeError);
  });
});

describe('isCodeVerifier (43 to 128 unreserved characters)', () => {
  it.each([
    ['the appendix’s verifier', 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', true],
    ['42 characters', 'a'.repeat(42), false],
    ['43 characters', 'a'.repeat(43), true],
    ['128 characters', '~._-'.repeat(32), true],
    ['129 characters', 'a'.repeat(129), false],
    ['a plus sign (base64, not base64url)', `${'a'.repeat(42)}+`, false],
    ['padding', `${'a'.repeat(42)}=`, false],
    ['not a string', 43, false],
  ])('%s → %s', (_label, value, ok) => {
    expect(isCodeVerifier(value)).toBe(ok);
  });
});

describe('new verifiers and states', () => {
  it('makes verifiers the RFC accepts, never the same twice', () => {
    const verifiers = new Set(Array.from({ length: 50 }, newCodeVerifier));
    expect(verifiers.size).toBe(50);
    for (const verifier of verifiers) expect(isCodeVerifier(verifier)).toBe(true);
  });

  it('makes states of at least 128 bits (43 base64url characters carry 256)', () => {
    const state = newState();
    expect(state).toHaveLength(43);
    expect(isAuthorizationState(state)).toBe(true);
    expect(newState()).not.toBe(state);
  });

  it.each([
    ['short', 'abc', false],
    ['a path', 'a/b'.repeat(10), false],
    ['a dot', `${'a'.repeat(30)}.`, false],
    ['not a string', null, false],
  ])('isAuthorizationState: %s → %s', (_label, value, ok) => {
    expect(isAuthorizationState(value)).toBe(ok);
  });
});
