import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-fetch';
import { DEFAULT_REFRESH_LIFETIME_S, parseGarminGrant } from './garmin-grant';

const NOW = 1_800_000_000_000;

describe("Garmin's token answers", () => {
  it.each([
    [
      'a code grant',
      {
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 86_400,
        refresh_token_expires_in: 7_775_998,
      },
      {
        accessToken: 'a',
        refreshToken: 'r',
        expiresAtMs: NOW + 86_400_000,
        refreshExpiresAtMs: NOW + 7_775_998_000,
      },
    ],
    [
      'lifetimes as text, no refresh lifetime',
      { access_token: 'a', refresh_token: 'r', expires_in: '3600', token_type: 'bearer' },
      {
        accessToken: 'a',
        refreshToken: 'r',
        expiresAtMs: NOW + 3_600_000,
        refreshExpiresAtMs: NOW + DEFAULT_REFRESH_LIFETIME_S * 1000,
      },
    ],
  ])('%s', (_label, body, expected) => {
    expect(parseGarminGrant(body, NOW)).toEqual(expected);
  });

  it.each([
    ['no access token', { refresh_token: 'r', expires_in: 1 }],
    ['no refresh token', { access_token: 'a', expires_in: 1 }],
    ['no lifetime', { access_token: 'a', refresh_token: 'r' }],
    ['a zero lifetime', { access_token: 'a', refresh_token: 'r', expires_in: 0 }],
    ['not an object', 'oauth_token=t&oauth_token_secret=s'],
    ['null', null],
  ])('refuses %s (final)', (_label, body) => {
    expect(() => parseGarminGrant(body, NOW)).toThrow(ProviderError);
  });
});
