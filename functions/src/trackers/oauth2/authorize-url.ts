/**
 * The provider's authorize address for one pending authorization (RFC 6749 §4.1.1 with
 * RFC 7636 §4.3): response_type=code, client_id, redirect_uri, scope, state, code_challenge,
 * code_challenge_method=S256, then the provider's own parameters. Pure.
 */
import type { OAuth2Descriptor } from './oauth2-providers';

/** Where the provider sends her back: the app's origin and the provider's return page. */
export function redirectUriFor(descriptor: Pick<OAuth2Descriptor, 'returnPath'>, origin: string) {
  return new URL(descriptor.returnPath, origin).toString();
}

export interface AuthorizeInput {
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
}

export function authorizeUrl(descriptor: OAuth2Descriptor, input: AuthorizeInput): string {
  const url = new URL(descriptor.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: descriptor.clientId,
    redirect_uri: input.redirectUri,
    ...(descriptor.scope === '' ? {} : { scope: descriptor.scope }),
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    ...descriptor.authorizeExtras,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
