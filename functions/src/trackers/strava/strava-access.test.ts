import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_MARGIN_MS } from '../../../../src/contract/tracker-activity';
import type { StravaTokens } from '../token-store';
import { accessPlan, refreshedTokens } from './strava-access';
import { parseTokenGrant } from './strava-api';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const tokens = (expiresAtMs: number): StravaTokens => ({
  athleteId: '42',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAtMs,
  scope: 'read,activity:read',
  connectedAtMs: NOW - 86_400_000,
});

describe('accessPlan (tokens refreshed before they expire)', () => {
  it.each([
    ['valid for hours', NOW + 6 * 3_600_000, { use: 'access-1' }],
    ['valid for just over the margin', NOW + TOKEN_REFRESH_MARGIN_MS + 1, { use: 'access-1' }],
    ['expiring within the margin', NOW + TOKEN_REFRESH_MARGIN_MS, { refresh: 'refresh-1' }],
    ['expiring in a minute', NOW + 60_000, { refresh: 'refresh-1' }],
    ['expired', NOW - 1, { refresh: 'refresh-1' }],
  ])('%s', (_label, expiresAtMs, plan) => {
    expect(accessPlan(tokens(expiresAtMs), NOW)).toEqual(plan);
  });
});

describe('refreshedTokens', () => {
  it('takes the new access token, refresh token and expiry; keeps the athlete, scope and connection time', () => {
    const grant = {
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAtMs: NOW + 21_600_000,
      athleteId: null,
    };
    expect(refreshedTokens(tokens(NOW), grant)).toEqual({
      ...tokens(NOW),
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAtMs: NOW + 21_600_000,
    });
  });
});

describe('parseTokenGrant', () => {
  it('reads access_token, refresh_token, expires_at (s) and athlete.id', () => {
    expect(
      parseTokenGrant({
        token_type: 'Bearer',
        access_token: 'a',
        refresh_token: 'r',
        expires_at: 1_748_800_000,
        expires_in: 21_600,
        athlete: { id: 134815 },
      }),
    ).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAtMs: 1_748_800_000_000,
      athleteId: '134815',
    });
    expect(
      parseTokenGrant({ access_token: 'a', refresh_token: 'r', expires_at: 1 }).athleteId,
    ).toBeNull();
  });

  it.each([
    ['no access token', { refresh_token: 'r', expires_at: 1 }],
    ['no refresh token', { access_token: 'a', expires_at: 1 }],
    ['no expiry', { access_token: 'a', refresh_token: 'r' }],
    ['an expiry as text', { access_token: 'a', refresh_token: 'r', expires_at: '1' }],
    ['nothing', null],
  ])('refuses an answer with %s', (_label, json) => {
    expect(() => parseTokenGrant(json)).toThrow(/token answer/);
  });
});
