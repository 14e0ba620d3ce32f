import { garminVerifierOf } from '../../../../src/contract/callables/tracker-connect';
import { describe, expect, it } from 'vitest';
import { callbackOf, REQUEST_TOKEN_LIFETIME_MS, requestTokenFresh } from './garmin-connect';

describe('the Garmin oauth_callback of a call', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173/garminAuth'],
    ['http://localhost:4173', 'http://localhost:4173/garminAuth'],
    // Another deployment's origin (deployments.json): not this one's (the emulator suite's here).
    ['https://virtual-challenges-staging.web.app', null],
    ['https://evil.example', null],
    [undefined, null],
  ])('from origin %j: %j', (origin, expected) => {
    expect(callbackOf(origin)).toBe(expected);
  });
});

describe('the Garmin verifier (spec 02 §5)', () => {
  it.each([
    ['abc123', 'abc123'],
    ['null', null],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    [42, null],
    ['x'.repeat(513), null],
  ])('%j → %j', (value, expected) => {
    expect(garminVerifierOf(value)).toBe(expected);
  });
});

describe('a pending request token', () => {
  it.each([
    [0, true],
    [REQUEST_TOKEN_LIFETIME_MS, true],
    [REQUEST_TOKEN_LIFETIME_MS + 1, false],
  ])('%i ms old is fresh: %j', (age, fresh) => {
    expect(requestTokenFresh(1_000_000, 1_000_000 + age)).toBe(fresh);
  });
});
