/**
 * The shared OAuth 2.0 token-endpoint client (RFC 6749 §4.1.3, §6; RFC 7636 §4.5): the
 * authorization_code grant with the claimed verifier and redirect_uri, and the refresh_token
 * grant, as a form POST with the client's credentials as the descriptor says. Failures are
 * providerFetch's kinds (provider-fetch.ts): 429 and 5xx retryable; a 400 (invalid_grant: a
 * code used, expired or not matching its verifier; a refresh token revoked) final.
 */
import { ProviderError, providerFetch } from '../provider-fetch';
import { record } from '../../shared/record';
import type { OAuth2Descriptor } from './oauth2-providers';

type Client = Pick<
  OAuth2Descriptor,
  'tokenUrl' | 'clientId' | 'clientSecret' | 'clientAuthentication'
>;

/** The token endpoint's answer (RFC 6749 §5.1), with what a provider adds kept raw. */
export interface OAuth2Grant {
  readonly accessToken: string;
  /** Absent from a refresh answer that keeps the refresh token (Google's). */
  readonly refreshToken: string | null;
  /** ms since the epoch; null when the answer has no expires_in. */
  readonly expiresAtMs: number | null;
  /** The granted scope (space-separated), or null when the answer does not say. */
  readonly scope: string | null;
  readonly raw: Readonly<Record<string, unknown>>;
}

export function parseOAuth2Grant(json: unknown, nowMs: number): OAuth2Grant {
  const data = record(json);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const accessToken = text(data.access_token);
  if (accessToken === null) throw new ProviderError('Token answer without access_token', 200);
  const expiresIn = data.expires_in;
  return {
    accessToken,
    refreshToken: text(data.refresh_token),
    expiresAtMs:
      typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? nowMs + expiresIn * 1000 : null,
    scope: typeof data.scope === 'string' ? data.scope : null,
    raw: data,
  };
}

/** The form and headers of one grant request. Pure. */
export function tokenRequest(
  client: Client,
  grant: Readonly<Record<string, string>>,
): { readonly headers: Record<string, string>; readonly body: string } {
  const form = new URLSearchParams(grant);
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  };
  if (client.clientAuthentication === 'form') {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  } else {
    // RFC 6749 §2.3.1: each part form-encoded before the Basic encoding.
    const user = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.Authorization = `Basic ${Buffer.from(user).toString('base64')}`;
  }
  return { headers, body: form.toString() };
}

async function grantRequest(client: Client, grant: Record<string, string>): Promise<OAuth2Grant> {
  const { headers, body } = tokenRequest(client, grant);
  const json = await providerFetch(client.tokenUrl, { method: 'POST', headers, body });
  return parseOAuth2Grant(json, Date.now());
}

export function exchangeAuthorizationCode(
  client: Client,
  input: { readonly code: string; readonly redirectUri: string; readonly codeVerifier: string },
): Promise<OAuth2Grant> {
  return grantRequest(client, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
}

export function refreshAccessToken(client: Client, refreshToken: string): Promise<OAuth2Grant> {
  return grantRequest(client, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** RFC 6749 §5.2's error code of a refused grant (invalid_grant, invalid_client …), or null. */
export function oauth2ErrorOf(error: unknown): string | null {
  if (!(error instanceof ProviderError) || error.body === '') return null;
  try {
    const code = record(JSON.parse(error.body) as unknown).error;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
