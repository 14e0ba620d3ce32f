/**
 * Garmin's OAuth 2.0 token answers (docs/trackers-fitbit-garmin.md, "Garmin"): the code and
 * refresh grants at diauth.garmin.com and the OAuth 1 → OAuth 2 token exchange all answer
 * {access_token, refresh_token, expires_in (s, 24 h), refresh_token_expires_in (s, about 90
 * days), token_type, scope?}. Pure.
 */
import { ProviderError } from '../provider-fetch';
import { recordOrNull } from '../../shared/record';

export interface GarminGrant {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
  readonly refreshExpiresAtMs: number;
}

/** When Garmin gives no refresh lifetime: the 90 days its guide names. */
export const DEFAULT_REFRESH_LIFETIME_S = 90 * 86_400;

function seconds(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** The grant of a token answer; a ProviderError (final) when it lacks a token or a lifetime. */
export function parseGarminGrant(json: unknown, nowMs: number): GarminGrant {
  const body = recordOrNull(json) ?? {};
  const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
  const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  const expiresIn = seconds(body.expires_in);
  if (accessToken === '' || refreshToken === '' || expiresIn === null)
    throw new ProviderError(
      'Garmin token answer without access_token, refresh_token or expires_in',
      200,
    );
  const refreshIn = seconds(body.refresh_token_expires_in) ?? DEFAULT_REFRESH_LIFETIME_S;
  return {
    accessToken,
    refreshToken,
    expiresAtMs: nowMs + expiresIn * 1000,
    refreshExpiresAtMs: nowMs + refreshIn * 1000,
  };
}
