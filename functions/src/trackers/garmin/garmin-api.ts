/**
 * Garmin's Health API and its OAuth 1 → OAuth 2 token exchange (docs/trackers-fitbit-garmin.md,
 * "Garmin"), at the configured URLs (Garmin's, or the local stand-in in the emulator suite).
 * The code and refresh grants go through the connect core's token-endpoint client
 * (trackers/oauth2/token-endpoint.ts, garmin-grants.ts).
 * - A participant's calls carry her OAuth 2.0 access token as a bearer; a link not yet moved
 *   from OAuth 1.0a signs them with its token and secret (oauth1.ts) until the migration.
 * - The OAuth 1 → OAuth 2 token exchange is the one other request signed with OAuth 1.0a.
 * OAuth 1's request-token and access-token endpoints are called nowhere any more.
 */
import { randomBytes } from 'node:crypto';
import type { GarminConfig } from '../provider-config';
import { ProviderError, providerFetch } from '../provider-fetch';
import { parseGarminGrant, type GarminGrant } from './garmin-grant';
import { authorizationHeader, signedOAuthParams, type OAuth1Credentials } from './oauth1';

/** How a participant's request is authorised: her OAuth 2 access token, or her OAuth 1 pair. */
export type GarminAuth =
  { readonly accessToken: string } | { readonly token: string; readonly tokenSecret: string };

function signed(method: string, url: string, credentials: OAuth1Credentials): string {
  return authorizationHeader(
    signedOAuthParams(
      { method, url },
      credentials,
      randomBytes(16).toString('hex'),
      Math.floor(Date.now() / 1000),
    ),
  );
}

/** The Authorization header of one of her requests. */
export function authorizationOf(
  config: GarminConfig,
  auth: GarminAuth,
  method: string,
  url: string,
): string {
  if ('accessToken' in auth) return `Bearer ${auth.accessToken}`;
  return signed(method, url, {
    consumerKey: config.consumerKey,
    consumerSecret: config.consumerSecret,
    token: auth.token,
    tokenSecret: auth.tokenSecret,
  });
}

const USER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The Garmin user id of her token (GET /wellness-api/rest/user/id → {userId}). */
export async function fetchUserId(config: GarminConfig, auth: GarminAuth): Promise<string> {
  const url = `${config.baseUrl}/wellness-api/rest/user/id`;
  const json = await providerFetch(url, {
    headers: { Authorization: authorizationOf(config, auth, 'GET', url) },
  });
  const userId =
    typeof json === 'object' && json !== null
      ? (json as Record<string, unknown>).userId
      : undefined;
  if (typeof userId !== 'string' || !USER_ID.test(userId))
    throw new ProviderError('Garmin user id answer without userId', 200);
  return userId;
}

/** Ends her registration with our app (DELETE /wellness-api/rest/user/registration). */
export async function deleteRegistration(config: GarminConfig, auth: GarminAuth): Promise<void> {
  const url = `${config.baseUrl}/wellness-api/rest/user/registration`;
  await providerFetch(url, {
    method: 'DELETE',
    headers: { Authorization: authorizationOf(config, auth, 'DELETE', url) },
  });
}

/** An OAuth 1 link's token for OAuth 2 tokens (POST …/partner-gateway/rest/user/token-exchange). */
export async function exchangeOAuth1Token(
  config: GarminConfig,
  oauth1: { readonly token: string; readonly tokenSecret: string },
): Promise<GarminGrant> {
  const json = await providerFetch(config.exchangeUrl, {
    method: 'POST',
    headers: { Authorization: authorizationOf(config, oauth1, 'POST', config.exchangeUrl) },
  });
  return parseGarminGrant(json, Date.now());
}
