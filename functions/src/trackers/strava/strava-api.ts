/**
 * Strava's OAuth and activity endpoints (docs/trackers.md, "Strava"; Strava API v3) as Strava's 2026
 * developer-program update has them by 2027-06-01 (docs/trackers.md, "Strava"): OAuth on
 * the configured base URL (https://www.strava.com), the API on its own host
 * (https://www.api-v3.strava.com), tokens only in the Authorization header, and
 * oauth/revoke (HTTP Basic client credentials) instead of the retired oauth/deauthorize.
 * In the emulator suite both point at the local stand-in.
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

/** docs/product.md §P7: JSON body client_id, client_secret, code, grant_type=authorization_code. */
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

/**
 * POST /oauth/revoke: HTTP Basic client_id:client_secret, `token` the refresh (or access)
 * token; revoking one revokes the other, and the athlete's grant ends.
 */
export async function revokeToken(config: StravaConfig, token: string): Promise<void> {
  const client = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  await providerFetch(`${config.baseUrl}/oauth/revoke`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${client}`,
    },
    body: new URLSearchParams({ token }).toString(),
  });
}

export function fetchActivity(
  config: StravaConfig,
  accessToken: string,
  activityId: string,
): Promise<unknown> {
  return providerFetch(`${config.apiBaseUrl}/activities/${encodeURIComponent(activityId)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

/** GET /athlete: the token's athlete; 401 once the grant is gone (strava-verify.ts). */
export function fetchAthlete(config: StravaConfig, accessToken: string): Promise<unknown> {
  return providerFetch(`${config.apiBaseUrl}/athlete`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}
