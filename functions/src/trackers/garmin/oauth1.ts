/**
 * OAuth 1.0a request signing (RFC 5849), HMAC-SHA1, as Garmin wants it until OAuth 1.0a is
 * retired (2026-12-31): only the calls made with a link not yet moved to OAuth 2.0 (user id,
 * deregistration) and the OAuth 1 → OAuth 2 token exchange that moves it
 * (docs/trackers-fitbit-garmin.md, "Garmin"). Pure, apart from the nonce and clock the caller
 * passes in.
 */
import { createHmac } from 'node:crypto';

/** RFC 5849 §3.6: RFC 3986 unreserved characters stay, everything else is %XX (UTF-8, upper case). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export type Param = readonly [name: string, value: string];

/** RFC 5849 §3.4.1.2: scheme and host lower case, default port dropped, no query or fragment. */
export function baseStringUri(url: string): string {
  const parsed = new URL(url);
  const defaultPort =
    (parsed.protocol === 'http:' && parsed.port === '80') ||
    (parsed.protocol === 'https:' && parsed.port === '443');
  const host = parsed.port && !defaultPort ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  return `${parsed.protocol}//${host.toLowerCase()}${parsed.pathname}`;
}

/** The query parameters of a URL, decoded (RFC 5849 §3.4.1.3.1: '+' in a query is a space). */
export function queryParams(url: string): Param[] {
  return [...new URL(url).searchParams.entries()];
}

/** RFC 5849 §3.4.1.3.2: encode names and values, sort by name then value, join with & and =. */
export function normalizedParams(params: readonly Param[]): string {
  return params
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * RFC 5849 §3.4.1: METHOD&uri&params, each part percent-encoded. `params` are the oauth_*
 * protocol parameters (without oauth_signature), the query's and a form body's.
 */
export function signatureBaseString(method: string, url: string, params: readonly Param[]): string {
  return [method.toUpperCase(), baseStringUri(url), normalizedParams(params)]
    .map(percentEncode)
    .join('&');
}

/** RFC 5849 §3.4.2: base64 HMAC-SHA1 with key consumerSecret&tokenSecret (both encoded). */
export function hmacSha1Signature(
  baseString: string,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString).digest('base64');
}

export interface OAuth1Credentials {
  readonly consumerKey: string;
  readonly consumerSecret: string;
  /** The request token (access-token step) or the access token (API calls); absent for a request token. */
  readonly token?: string;
  readonly tokenSecret?: string;
}

export interface OAuth1Request {
  readonly method: string;
  /** The full URL, its query included. */
  readonly url: string;
  /** application/x-www-form-urlencoded body parameters, if any (they are signed too). */
  readonly form?: readonly Param[];
  /** Extra protocol parameters: oauth_callback (request token), oauth_verifier (access token). */
  readonly extra?: Readonly<Record<string, string>>;
}

/** The protocol parameters of one request, oauth_signature included. */
export function signedOAuthParams(
  request: OAuth1Request,
  credentials: OAuth1Credentials,
  nonce: string,
  timestampSeconds: number,
): Record<string, string> {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(timestampSeconds),
    oauth_version: '1.0',
    ...(credentials.token ? { oauth_token: credentials.token } : {}),
    ...request.extra,
  };
  return {
    ...oauth,
    oauth_signature: expectedSignature(
      request,
      oauth,
      credentials.consumerSecret,
      credentials.tokenSecret,
    ),
  };
}

/**
 * The signature of a request with these protocol parameters (oauth_signature itself left out):
 * what the client sends, and what a provider (the local stand-in) checks.
 */
export function expectedSignature(
  request: Omit<OAuth1Request, 'extra'>,
  oauth: Readonly<Record<string, string>>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const { oauth_signature: _signature, ...protocol } = oauth;
  const params: Param[] = [
    ...Object.entries(protocol),
    ...queryParams(request.url),
    ...(request.form ?? []),
  ];
  return hmacSha1Signature(
    signatureBaseString(request.method, request.url, params),
    consumerSecret,
    tokenSecret,
  );
}

/** RFC 5849 §3.5.1: the Authorization header carrying the protocol parameters. */
export function authorizationHeader(oauth: Readonly<Record<string, string>>): string {
  const parts = Object.entries(oauth).map(
    ([name, value]) => `${percentEncode(name)}="${percentEncode(value)}"`,
  );
  return `OAuth ${parts.join(', ')}`;
}

/** The protocol parameters of an Authorization: OAuth … header (what a provider reads); null when not one. */
export function parseAuthorizationHeader(
  header: string | undefined,
): Record<string, string> | null {
  if (!header || !/^OAuth\s/i.test(header)) return null;
  const params: Record<string, string> = {};
  const pattern = /([A-Za-z0-9_%.~-]+)="([^"]*)"/g;
  for (let match = pattern.exec(header); match; match = pattern.exec(header)) {
    const [, name = '', value = ''] = match;
    if (name.toLowerCase() === 'realm') continue;
    params[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return params;
}
