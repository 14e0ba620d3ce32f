/**
 * The shared OAuth 2.0 stand-in (functions/emulator/local-provider/oauth2-stand-in.ts), played
 * through Strava's descriptor: a code issued for an authorization that carried a PKCE
 * code_challenge is exchanged only with the verifier whose S256 is that challenge, once.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProviderError, RetryableProviderError } from '../../functions/src/trackers/provider-fetch';
import {
  exchangeAuthorizationCode,
  refreshAccessToken,
} from '../../functions/src/trackers/oauth2/token-endpoint';
import { postForm } from './support/emulators';
import { newAthleteId, STAND_IN } from './support/strava';

const REDIRECT = 'http://localhost:5173/sconfirm';
const CLIENT = { client_id: '00000', client_secret: 'local-strava-secret' };
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

async function codeFor(challenge: string): Promise<string> {
  const answer = await postForm(`${STAND_IN}/oauth/authorize`, {
    redirect_uri: REDIRECT,
    state: 's1',
    athlete: newAthleteId(),
    activity_read: 'on',
    code_challenge: challenge,
    action: 'authorize',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('s1');
  return String(back.searchParams.get('code'));
}

const exchange = (code: string, extra: Record<string, string>) =>
  postForm(`${STAND_IN}/oauth/token`, {
    ...CLIENT,
    grant_type: 'authorization_code',
    code,
    ...extra,
  });

describe('the OAuth 2.0 stand-in: PKCE (RFC 7636)', () => {
  it('shows the consent page only for S256 when a challenge is sent', async () => {
    const query = (method: string) =>
      new URLSearchParams({
        client_id: '00000',
        redirect_uri: REDIRECT,
        response_type: 'code',
        code_challenge: CHALLENGE,
        code_challenge_method: method,
      });
    expect((await fetch(`${STAND_IN}/oauth/authorize?${query('S256')}`)).status).toBe(200);
    expect((await fetch(`${STAND_IN}/oauth/authorize?${query('plain')}`)).status).toBe(400);
  });

  it('refuses a wrong or missing verifier with invalid_grant, and the code is spent', async () => {
    const code = await codeFor(CHALLENGE);
    expect((await exchange(code, { code_verifier: `${VERIFIER.slice(1)}x` })).status).toBe(400);
    expect((await exchange(code, { code_verifier: VERIFIER })).status).toBe(400);
    const again = await codeFor(CHALLENGE);
    expect((await exchange(again, {})).status).toBe(400);
  });

  it('grants tokens for the verifier whose S256 is the challenge, once', async () => {
    const code = await codeFor(CHALLENGE);
    const answer = await exchange(code, { code_verifier: VERIFIER });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
    });
    expect((await exchange(code, { code_verifier: VERIFIER })).status).toBe(400);
  });

  it('refuses a client without its secret', async () => {
    const code = await codeFor(CHALLENGE);
    const answer = await postForm(`${STAND_IN}/oauth/token`, {
      client_id: '00000',
      client_secret: 'wrong',
      grant_type: 'authorization_code',
      code,
      code_verifier: VERIFIER,
    });
    expect(answer.status).toBe(401);
  });
});

describe('the shared token-endpoint client against the stand-in', () => {
  const client = {
    tokenUrl: `${STAND_IN}/oauth/token`,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    clientAuthentication: 'form' as const,
  };

  it('exchanges a code with its verifier, then refreshes the access token', async () => {
    const code = await codeFor(CHALLENGE);
    const grant = await exchangeAuthorizationCode(client, {
      code,
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
    });
    expect(grant.accessToken).not.toBe('');
    expect(grant.expiresAtMs).toBeGreaterThan(Date.now());
    const refreshed = await refreshAccessToken(client, String(grant.refreshToken));
    expect(refreshed.accessToken).not.toBe(grant.accessToken);
  });

  it('a refused grant is final (a ProviderError, not one to retry)', async () => {
    const code = await codeFor(CHALLENGE);
    const failure = await exchangeAuthorizationCode(client, {
      code,
      redirectUri: REDIRECT,
      codeVerifier: `${VERIFIER.slice(1)}x`,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).not.toBeInstanceOf(RetryableProviderError);
    expect((failure as ProviderError).status).toBe(400);
  });
});
