/**
 * Garmin's OAuth 1.0a and Health API endpoints (docs/trackers.md; spec 02 §7), against the
 * configured base URL (Garmin's, or the local stand-in in the emulator suite), every request
 * signed with HMAC-SHA1 (oauth1.ts). The OAuth steps answer form-encoded text, which
 * providerFetch (JSON) does not read; `fetchForm` sorts failures the same way.
 */
import { randomBytes } from 'node:crypto';
import type { GarminConfig } from '../provider-config';
import {
  isRetryableStatus,
  parseRetryAfter,
  ProviderError,
  providerFetch,
  RetryableProviderError,
} from '../provider-fetch';
import { authorizationHeader, signedOAuthParams, type OAuth1Credentials } from './oauth1';

const TIMEOUT_MS = 10_000;

export interface OAuthTokenPair {
  readonly token: string;
  readonly tokenSecret: string;
}

/** oauth_token=…&oauth_token_secret=… (the request-token and access-token answers). Pure. */
export function parseTokenPair(body: string): OAuthTokenPair | null {
  const params = new URLSearchParams(body.trim());
  const token = params.get('oauth_token') ?? '';
  const tokenSecret = params.get('oauth_token_secret') ?? '';
  return token !== '' && tokenSecret !== '' ? { token, tokenSecret } : null;
}

function signed(
  method: string,
  url: string,
  credentials: OAuth1Credentials,
  extra?: Record<string, string>,
): string {
  const oauth = signedOAuthParams(
    { method, url, extra },
    credentials,
    randomBytes(16).toString('hex'),
    Math.floor(Date.now() / 1000),
  );
  return authorizationHeader(oauth);
}

async function fetchForm(url: string, authorization: string): Promise<string> {
  const what = `POST ${new URL(url).origin}${new URL(url).pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: authorization },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new RetryableProviderError(
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
      null,
      null,
    );
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return text;
  const message = `${what}: HTTP ${response.status}`;
  if (isRetryableStatus(response.status)) {
    throw new RetryableProviderError(
      message,
      response.status,
      parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      text,
    );
  }
  throw new ProviderError(message, response.status, text);
}

function consumer(config: GarminConfig): OAuth1Credentials {
  return { consumerKey: config.consumerKey, consumerSecret: config.consumerSecret };
}

/** Step 3: the confirmed temporary token and its verifier for the participant's access token. */
export async function accessToken(
  config: GarminConfig,
  request: OAuthTokenPair,
  verifier: string,
): Promise<OAuthTokenPair | null> {
  const url = `${config.authBaseUrl}/oauth-service/oauth/access_token`;
  const credentials = {
    ...consumer(config),
    token: request.token,
    tokenSecret: request.tokenSecret,
  };
  return parseTokenPair(
    await fetchForm(url, signed('POST', url, credentials, { oauth_verifier: verifier })),
  );
}

function userCredentials(config: GarminConfig, access: OAuthTokenPair): OAuth1Credentials {
  return { ...consumer(config), token: access.token, tokenSecret: access.tokenSecret };
}

/** The Garmin user id of an access token ({userId}). */
export async function fetchUserId(config: GarminConfig, access: OAuthTokenPair): Promise<string> {
  const url = `${config.baseUrl}/wellness-api/rest/user/id`;
  const json = await providerFetch(url, {
    headers: { Authorization: signed('GET', url, userCredentials(config, access)) },
  });
  const userId =
    typeof json === 'object' && json !== null
      ? (json as Record<string, unknown>).userId
      : undefined;
  if (typeof userId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(userId))
    throw new ProviderError('Garmin user id answer without userId', 200);
  return userId;
}

/** Ends the participant's registration with our app: Garmin stops pushing and the token ends. */
export async function deleteRegistration(
  config: GarminConfig,
  access: OAuthTokenPair,
): Promise<void> {
  const url = `${config.baseUrl}/wellness-api/rest/user/registration`;
  await providerFetch(url, {
    method: 'DELETE',
    headers: { Authorization: signed('DELETE', url, userCredentials(config, access)) },
  });
}
