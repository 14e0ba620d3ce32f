import { describe, expect, it } from 'vitest';
import { callbackOf, REQUEST_TOKEN_LIFETIME_MS, requestTokenFresh } from './garmin-connect';

describe('the Garmin oauth_callback of a call', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173/garminAuth'],
    [
      'https://virtual-challenges-staging.web.app',
      'https://virtual-challenges-staging.web.app/garminAuth',
    ],
    ['https://evil.example', null],
    [undefined, null],
  ])('from origin %j: %j', (origin, expected) => {
    expect(callbackOf(origin)).toBe(expected);
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
