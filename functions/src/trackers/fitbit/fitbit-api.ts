/**
 * Fitbit's OAuth 2 and Web API endpoints (docs/trackers.md; Fitbit Web API), against the
 * configured base URL: https://api.fitbit.com, or the local stand-in in the emulator suite.
 * Client credentials go as HTTP Basic (client_id:client_secret), as Fitbit's server apps do.
 * Failures are providerFetch's: RetryableProviderError (429, 5xx, network) or ProviderError.
 */
import type { FitbitConfig } from '../provider-config';
import { ProviderError, providerFetch } from '../provider-fetch';
import { parseLogPage, type FitbitLogPage } from './fitbit-activity';
import { record } from '../../shared/record';

/** What the token endpoint grants (authorization_code or refresh_token). */
export interface FitbitGrant {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
  /** The Fitbit user id the grant is for. */
  readonly fitbitUserId: string;
  /** The scopes the user granted, space-separated ('activity profile'). */
  readonly scope: string;
}

/** {access_token, refresh_token, expires_in (s), user_id, scope, token_type}. */
export function parseFitbitGrant(json: unknown, nowMs: number): FitbitGrant {
  const data = record(json);
  const {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: expiresIn,
    user_id: userId,
  } = data;
  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    typeof refreshToken !== 'string' ||
    refreshToken === '' ||
    typeof expiresIn !== 'number' ||
    !Number.isFinite(expiresIn) ||
    typeof userId !== 'string' ||
    !/^[A-Za-z0-9]{1,32}$/.test(userId)
  ) {
    throw new ProviderError(
      'Fitbit token answer without access_token, refresh_token, expires_in and user_id',
      200,
    );
  }
  const scope = typeof data.scope === 'string' ? data.scope : '';
  return {
    accessToken,
    refreshToken,
    expiresAtMs: nowMs + expiresIn * 1000,
    fitbitUserId: userId,
    scope,
  };
}

function basic(config: FitbitConfig): string {
  return `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
}

function postForm(config: FitbitConfig, path: string, form: Record<string, string>) {
  return providerFetch(`${config.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: basic(config), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/** The code of the browser's authorize redirect; redirect_uri must be the one the browser sent. */
export async function exchangeCode(
  config: FitbitConfig,
  code: string,
  redirectUri: string,
): Promise<FitbitGrant> {
  const json = await postForm(config, '/oauth2/token', {
    client_id: config.clientId,
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });
  return parseFitbitGrant(json, Date.now());
}

/** A new access token; Fitbit's refresh tokens are single-use, so the answer's replaces the stored one. */
export async function refreshGrant(
  config: FitbitConfig,
  refreshToken: string,
): Promise<FitbitGrant> {
  const json = await postForm(config, '/oauth2/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  return parseFitbitGrant(json, Date.now());
}

/** Ends the grant (the access and refresh tokens both). */
export async function revokeToken(config: FitbitConfig, token: string): Promise<void> {
  await postForm(config, '/oauth2/revoke', { token });
}

function subscriptionUrl(config: FitbitConfig, subscriptionId: string): string {
  return `${config.baseUrl}/1/user/-/activities/apiSubscriptions/${encodeURIComponent(subscriptionId)}.json`;
}

/** Subscribes to the owner's activity changes; notifications name `subscriptionId`. */
export async function createSubscription(
  config: FitbitConfig,
  accessToken: string,
  subscriptionId: string,
): Promise<void> {
  await providerFetch(subscriptionUrl(config, subscriptionId), {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

export async function deleteSubscription(
  config: FitbitConfig,
  accessToken: string,
  subscriptionId: string,
): Promise<void> {
  await providerFetch(subscriptionUrl(config, subscriptionId), {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

/**
 * One page of the activity log list, oldest first, from `afterDate`; or the page `next`
 * names. A `next` outside the configured base URL is not followed: the bearer token goes to
 * Fitbit only.
 */
export async function fetchLogPage(
  config: FitbitConfig,
  accessToken: string,
  afterDate: string,
  next?: string,
): Promise<FitbitLogPage> {
  let url = `${config.baseUrl}/1/user/-/activities/list.json?${new URLSearchParams({ afterDate, sort: 'asc', offset: '0', limit: '100' })}`;
  if (next !== undefined) {
    if (!next.startsWith(`${config.baseUrl}/1/user/-/activities/list.json?`))
      throw new ProviderError(`Fitbit next page outside ${config.baseUrl}`, 200);
    url = next;
  }
  const page = parseLogPage(
    await providerFetch(url, { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  if (!page) throw new ProviderError('Fitbit activity list answer without activities', 200);
  return page;
}
