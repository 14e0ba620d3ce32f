import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-fetch';
import { parseFitbitGrant } from './fitbit-api';

const answer = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 28_800,
  scope: 'activity profile',
  token_type: 'Bearer',
  user_id: '228S74',
};

describe("Fitbit's token answer", () => {
  it('reads the tokens, the expiry from now, the user id and the scope', () => {
    expect(parseFitbitGrant(answer, 1_000)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAtMs: 1_000 + 28_800_000,
      fitbitUserId: '228S74',
      scope: 'activity profile',
    });
    expect(parseFitbitGrant({ ...answer, scope: undefined }, 0).scope).toBe('');
  });

  it.each([
    ['no access token', { ...answer, access_token: '' }],
    ['no refresh token', { ...answer, refresh_token: undefined }],
    ['no expiry', { ...answer, expires_in: '28800' }],
    ['no user id', { ...answer, user_id: undefined }],
    ['a user id that cannot be a document id', { ...answer, user_id: 'a/b' }],
    ['nothing', null],
  ])('refuses an answer with %s', (_label, json) => {
    expect(() => parseFitbitGrant(json, 0)).toThrow(ProviderError);
  });
});
