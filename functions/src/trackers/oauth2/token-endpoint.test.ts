import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-fetch';
import { oauth2ErrorOf, parseOAuth2Grant, tokenRequest } from './token-endpoint';

const client = {
  tokenUrl: 'https://oauth2.example/token',
  clientId: 'id:1',
  clientSecret: 's&2',
  clientAuthentication: 'form' as const,
};

describe('tokenRequest', () => {
  it('sends the client credentials in the form when the descriptor says form (Google, Garmin)', () => {
    const { headers, body } = tokenRequest(client, {
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: 'http://localhost:5173/garminAuth',
      code_verifier: 'v'.repeat(43),
    });
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: 'http://localhost:5173/garminAuth',
      code_verifier: 'v'.repeat(43),
      client_id: 'id:1',
      client_secret: 's&2',
    });
  });

  it('sends HTTP Basic, each part form-encoded, and no secret in the form when it says basic', () => {
    const { headers, body } = tokenRequest(
      { ...client, clientAuthentication: 'basic' },
      { grant_type: 'refresh_token', refresh_token: 'r' },
    );
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('id%3A1:s%262').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r',
    });
  });
});

describe('parseOAuth2Grant', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  it('reads the tokens, the expiry from expires_in and the granted scope', () => {
    const grant = parseOAuth2Grant(
      {
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 3600,
        scope: 'x y',
        token_type: 'Bearer',
      },
      now,
    );
    expect(grant).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAtMs: now + 3_600_000,
      scope: 'x y',
    });
  });

  it('keeps a refresh answer without a refresh token or expiry as such', () => {
    expect(parseOAuth2Grant({ access_token: 'a' }, now)).toMatchObject({
      refreshToken: null,
      expiresAtMs: null,
      scope: null,
    });
  });

  it.each([[null], [{}], [{ access_token: '' }], [{ access_token: 1 }]])('refuses %j', (json) => {
    expect(() => parseOAuth2Grant(json, now)).toThrow(/access_token/);
  });
});

describe('oauth2ErrorOf', () => {
  it.each([
    [
      new ProviderError('x', 400, '{"error":"invalid_grant","error_description":"Bad"}'),
      'invalid_grant',
    ],
    [new ProviderError('x', 401, '{"error":"invalid_client"}'), 'invalid_client'],
    [new ProviderError('x', 400, 'not json'), null],
    [new ProviderError('x', 400, ''), null],
    [new Error('x'), null],
  ])('%s → %s', (error, code) => {
    expect(oauth2ErrorOf(error)).toBe(code);
  });
});
