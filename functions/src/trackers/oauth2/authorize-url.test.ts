import { describe, expect, it } from 'vitest';
import { authorizeUrl, redirectUriFor } from './authorize-url';
import { oauth2Descriptor } from './oauth2-providers';

const PRODUCTION = {
  FITBIT_CLIENT_ID: 'google-client',
  FITBIT_VERIFY_CODE: 'v',
  GARMIN_CONSUMER_KEY: 'garmin-client',
};
const input = {
  redirectUri: 'https://virtual-challenges-prod.web.app/fitbitAuth',
  state: 's'.repeat(43),
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
};
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('authorizeUrl', () => {
  it('Fitbit (Google OAuth 2.0): code, PKCE S256, the activity scope, offline access with consent', () => {
    const url = authorizeUrl(oauth2Descriptor('fitbit', PRODUCTION), input);
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
    expect(query(url)).toEqual({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: 'https://virtual-challenges-prod.web.app/fitbitAuth',
      scope: 'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly',
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
  });

  it('Garmin (OAuth 2.0 with PKCE): no scope parameter, no extras', () => {
    const url = authorizeUrl(oauth2Descriptor('garmin', PRODUCTION), {
      ...input,
      redirectUri: 'https://virtual-challenges-prod.web.app/garminAuth',
    });
    expect(url.startsWith('https://connect.garmin.com/oauth2Confirm?')).toBe(true);
    expect(query(url)).toEqual({
      response_type: 'code',
      client_id: 'garmin-client',
      redirect_uri: 'https://virtual-challenges-prod.web.app/garminAuth',
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    });
  });
});

describe('redirectUriFor', () => {
  it.each([
    ['fitbit', 'http://localhost:5173', 'http://localhost:5173/fitbitAuth'],
    [
      'garmin',
      'https://virtual-challenges-staging.web.app',
      'https://virtual-challenges-staging.web.app/garminAuth',
    ],
  ] as const)('%s from %s → %s', (provider, origin, uri) => {
    expect(redirectUriFor(oauth2Descriptor(provider, PRODUCTION), origin)).toBe(uri);
  });
});
