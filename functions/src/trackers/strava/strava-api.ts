/**
 * Strava's OAuth and activity endpoints (spec 02 §7; Strava API v3), against the configured
 * base URL: the real https://www.strava.com, or the local stand-in in the emulator suite.
 * Failures are providerFetch's: RetryableProviderError (429, 5xx, network) or ProviderError.
 */
import { ProviderError, providerFetch } from '../provider-fetch';
import type { StravaConfig } from '../provider-config';
import { stravaId } from './strava-activity';
import { record } from '../../shared/record';

/** What the token endpoint grants (authorization_code or refresh_token). */
export interface TokenGrant {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
  /** Present on the authorization_code grant only. */
  readonly athleteId: string | null;
}

/** The token endpoint's answer: access_token, refresh_token, expires_at (s), athlete {id}. */
export function parseTokenGrant(json: unknown): TokenGrant {
  const data = record(json);
  const { access_token: accessToken, refresh_token: refreshToken, expires_at: expiresAt } = data;
  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    typeof refreshToken !== 'string' ||
    refreshToken === '' ||
    typeof expiresAt !== 'number' ||
    !Number.isFinite(expiresAt)
  ) {
    throw new ProviderError(
      'Strava token answer without access_token, refresh_token and expires_at',
      200,
    );
  }
  return {
    accessToken,
    refreshToken,
    expiresAtMs: expiresAt * 1000,
    athleteId: stravaId(record(data.athlete).id),
  };
}

function postJson(url: string, body: Record<string, string>) {
  return providerFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** spec 02 §7: JSON body client_id, client_secret, code, grant_type=authorization_code. */
export async function exchangeCode(config: StravaConfig, code: string): Promise<TokenGrant> {
  const json = await postJson(`${config.baseUrl}/oauth/token`, {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code,
    grant_type: 'authorization_code',
  });
  return parseTokenGrant(json);
}

export async function refreshGrant(
  config: StravaConfig,
  refreshToken: string,
): Promise<TokenGrant> {
  const json = await postJson(`${config.baseUrl}/oauth/token`, {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    refresh_token: refreshToken,
    grant_type: 'refresh_token',
  });
  return parseTokenGrant(json);
}

/** Revokes the app's access for the athlete (all of its tokens). */
export async function deauthorize(config: StravaConfig, accessToken: string): Promise<void> {
  await providerFetch(`${config.baseUrl}/oauth/deauthorize`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${accessToken}`,
    },
    body: new URLSearchParams({ access_token: accessToken }).toString(),
  });
}

export function fetchActivity(
  config: StravaConfig,
  accessToken: string,
  activityId: string,
): Promise<unknown> {
  return providerFetch(`${config.baseUrl}/api/v3/activities/${encodeURIComponent(activityId)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

/** GET /api/v3/athlete: the token's athlete; 401 once the grant is gone (strava-verify.ts). */
export function fetchAthlete(config: StravaConfig, accessToken: string): Promise<unknown> {
  return providerFetch(`${config.baseUrl}/api/v3/athlete`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}
