import { describe, expect, it } from 'vitest';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import type { GarminTokens } from '../token-store';
import { failureReason, migrationStep } from './garmin-migration';

const OAUTH1: GarminTokens = { garminUserId: 'g1', token: 't', tokenSecret: 's', connectedAtMs: 1 };
const OAUTH2: GarminTokens = {
  garminUserId: 'g1',
  accessToken: 'a',
  refreshToken: 'r',
  expiresAtMs: 2,
  refreshExpiresAtMs: 3,
  connectedAtMs: 1,
};

describe('what the Garmin migration does with a link', () => {
  it.each([
    ['an OAuth 1 link', 'g1', OAUTH1, { exchange: true }],
    [
      'an OAuth 1 link that failed before',
      'g1',
      { ...OAUTH1, migrationError: { atMs: 1, reason: 'x' } },
      { exchange: true },
    ],
    ['a moved link (a second run)', 'g1', OAUTH2, { skip: 'already on OAuth 2.0' }],
    ['a link without tokens', 'g1', null, { skip: 'no Garmin tokens (disconnected)' }],
    [
      "a link whose participant's tokens are another account",
      'g2',
      OAUTH1,
      { skip: 'her tokens are another Garmin account' },
    ],
  ] as const)('%s', (_label, userId, tokens, expected) => {
    expect(migrationStep(userId, tokens)).toEqual(expected);
  });
});

describe('the reason a failed exchange is reported with', () => {
  it.each([
    [
      new RetryableProviderError('POST x: HTTP 503', 503, null),
      /503 \(temporary\): tried again by the next run/,
    ],
    [new RetryableProviderError('POST x: HTTP 429', 429, 1000), /429 \(temporary\)/],
    [new RetryableProviderError('POST x: timeout', null, null), /answered nothing/],
    [new ProviderError('POST x: HTTP 401', 401), /refused the exchange \(401\)/],
    [new Error('boom'), /^boom$/],
  ])('%s', (error, expected) => {
    expect(failureReason(error)).toMatch(expected);
  });
});
