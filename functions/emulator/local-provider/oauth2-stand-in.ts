/**
 * ONE OAuth 2.0 authorization server for the local provider stand-ins (emulator only;
 * docs/trackers.md "Local stand-in"), parameterised by a provider descriptor. It speaks
 * RFC 6749's authorization-code flow with RFC 7636's PKCE as the providers document it:
 * - GET {authorize}: the consent page (the descriptor renders it) for a known client_id, a
 *   local redirect_uri and response_type=code; a code_challenge, when sent, must be S256.
 * - POST {authorize}: Allow → redirect_uri?code=…&state=… (plus the descriptor's extras, e.g.
 *   Strava's scope); Deny → redirect_uri?error=access_denied&state=… (plus its extras).
 * - POST {token}: grant_type=authorization_code (client credentials as the descriptor says;
 *   the code once, within ten minutes; redirect_uri equal to the authorize step's when the
 *   descriptor checks it; S256(code_verifier) equal to the code_challenge when the
 *   authorization carried one; else `invalid_grant`) and grant_type=refresh_token.
 * - POST {revoke}: the descriptor's revocation (client authentication first).
 *
 * How a provider plugs in: write an OAuth2StandInDescriptor (its host folder, paths, client,
 * consent page, the shapes of its answers and errors, and its token store), then route its
 * paths to `oauth2Route(descriptor, …)` from its stand-in (strava-stand-in.ts does), and add
 * its stand-in to local-provider.ts's STAND_INS: one line there.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { localRedirect, requestField as field } from './stand-in-request';
import { newSecret } from './strava-stand-in-store';

/** What a token request's grant gave: the account, its scope, and the tokens issued. */
export interface StandInGrant {
  readonly accountId: string;
  readonly scope: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
}

export interface OAuth2StandInDescriptor {
  /** Its folder below …/localProvider and its state's root local_provider/{host}. */
  readonly host: string;
  readonly paths: { readonly authorize: string; readonly token: string; readonly revoke: string };
  readonly client: () => { readonly clientId: string; readonly clientSecret: string };
  /** Where each endpoint reads the client's credentials (the form or the body; HTTP Basic). */
  readonly clientAuthentication: {
    readonly token: 'form' | 'basic';
    readonly revoke: 'form' | 'basic';
  };
  /** Whether the token request must repeat the authorize step's redirect_uri (RFC 6749 §4.1.3). */
  readonly checksRedirectUri: boolean;
  readonly renderConsent: (input: ConsentInput) => string;
  readonly renderMessage: (title: string, text: string) => string;
  /** The account and scope her answer on the consent page grants, or null (a bad form). */
  readonly consentGrant: (form: unknown) => { accountId: string; scope: string } | null;
  /** What the redirect adds on an Allow (Strava: scope) and on a Deny (Google: error_description). */
  readonly redirectExtras: { readonly allow: (scope: string) => Record<string, string> };
  readonly denyExtras: Readonly<Record<string, string>>;
  /** The provider's error answer (Strava's {message, errors}, RFC 6749's {error, …}). */
  readonly error: (res: Response, status: number, code: string, text: string) => void;
  readonly store: {
    readonly issue: (db: Firestore, accountId: string, scope: string) => Promise<StandInGrant>;
    readonly refresh: (db: Firestore, refreshToken: string) => Promise<StandInGrant | null>;
    readonly revoke: (db: Firestore, req: Request, res: Response) => Promise<void>;
  };
  /** The token answer's JSON (the provider's shape). */
  readonly tokenAnswer: (
    grant: StandInGrant,
    kind: 'authorization_code' | 'refresh_token',
  ) => object;
}

export interface ConsentInput {
  readonly action: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
}

const CODE_LIFETIME_MS = 10 * 60_000;

const codes = (db: Firestore, d: OAuth2StandInDescriptor) =>
  db.collection(`local_provider/${d.host}/codes`);

/** Whether the request carries the configured client credentials where the descriptor says. */
export function clientAuthenticated(
  d: OAuth2StandInDescriptor,
  req: Request,
  endpoint: 'token' | 'revoke',
): boolean {
  const { clientId, clientSecret } = d.client();
  if (d.clientAuthentication[endpoint] === 'form')
    return (
      field(req.body, 'client_id') === clientId && field(req.body, 'client_secret') === clientSecret
    );
  const header = req.get('authorization') ?? '';
  return (
    header.startsWith('Basic ') &&
    Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8') ===
      `${clientId}:${clientSecret}`
  );
}

async function authorizePage(
  d: OAuth2StandInDescriptor,
  req: Request,
  res: Response,
  action: string,
) {
  const redirect = localRedirect(field(req.query, 'redirect_uri'));
  const challenge = field(req.query, 'code_challenge');
  const method = field(req.query, 'code_challenge_method');
  if (
    field(req.query, 'client_id') !== d.client().clientId ||
    !redirect ||
    field(req.query, 'response_type') !== 'code' ||
    (challenge !== '' && method !== 'S256')
  ) {
    const text =
      'client_id, a local redirect_uri, response_type=code and (with PKCE) S256 are required.';
    res.status(400).type('html').send(d.renderMessage('Bad request', text));
    return;
  }
  const state = field(req.query, 'state');
  const page = d.renderConsent({
    action,
    redirectUri: redirect.toString(),
    state,
    codeChallenge: challenge,
  });
  res.status(200).type('html').send(page);
}

async function consentAnswer(
  d: OAuth2StandInDescriptor,
  db: Firestore,
  req: Request,
  res: Response,
) {
  const redirectUri = field(req.body, 'redirect_uri');
  const redirect = localRedirect(redirectUri);
  if (!redirect) {
    res
      .status(400)
      .type('html')
      .send(d.renderMessage('Bad request', 'A local redirect_uri is required.'));
    return;
  }
  const answer = (extras: Record<string, string>) => {
    redirect.searchParams.set('state', field(req.body, 'state'));
    for (const [name, value] of Object.entries(extras)) redirect.searchParams.set(name, value);
    res.redirect(303, redirect.toString());
  };
  if (field(req.body, 'action') !== 'authorize')
    return answer({ error: 'access_denied', ...d.denyExtras });
  const grant = d.consentGrant(req.body);
  if (!grant) {
    res
      .status(400)
      .type('html')
      .send(d.renderMessage('Bad request', 'The account id is not valid.'));
    return;
  }
  const code = newSecret('local-code-');
  await codes(db, d)
    .doc(code)
    .set({
      ...grant,
      redirectUri,
      codeChallenge: field(req.body, 'code_challenge'),
      createdAtMs: Date.now(),
      used: false,
    });
  answer({ code, ...d.redirectExtras.allow(grant.scope) });
}

/** The code's grant if it is good now for this request, used once; null otherwise. */
async function claimCode(d: OAuth2StandInDescriptor, db: Firestore, req: Request) {
  const code = field(req.body, 'code');
  if (!/^[A-Za-z0-9-]{1,100}$/.test(code)) return null;
  const ref = codes(db, d).doc(code);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || data.used === true || Date.now() - Number(data.createdAtMs) > CODE_LIFETIME_MS)
      return null;
    // Spent by any attempt, as a provider does: a wrong verifier does not leave it to guess again.
    tx.update(ref, { used: true });
    if (d.checksRedirectUri && data.redirectUri !== field(req.body, 'redirect_uri')) return null;
    const challenge = String(data.codeChallenge ?? '');
    const verifier = field(req.body, 'code_verifier');
    if (challenge !== '' && createHash('sha256').update(verifier).digest('base64url') !== challenge)
      return null;
    return { accountId: String(data.accountId), scope: String(data.scope) };
  });
}

async function token(d: OAuth2StandInDescriptor, db: Firestore, req: Request, res: Response) {
  if (!clientAuthenticated(d, req, 'token'))
    return d.error(res, 401, 'invalid_client', 'Client authentication failed.');
  const grantType = field(req.body, 'grant_type');
  if (grantType === 'authorization_code') {
    const claimed = await claimCode(d, db, req);
    if (!claimed)
      return d.error(
        res,
        400,
        'invalid_grant',
        'The code is invalid, used, expired or does not match.',
      );
    const grant = await d.store.issue(db, claimed.accountId, claimed.scope);
    res.status(200).json(d.tokenAnswer(grant, 'authorization_code'));
    return;
  }
  if (grantType === 'refresh_token') {
    const grant = await d.store.refresh(db, field(req.body, 'refresh_token'));
    if (!grant) return d.error(res, 400, 'invalid_grant', 'The refresh token is invalid.');
    res.status(200).json(d.tokenAnswer(grant, 'refresh_token'));
    return;
  }
  d.error(res, 400, 'unsupported_grant_type', 'The grant_type is not supported.');
}

/**
 * Answers the request if it is one of the descriptor's OAuth paths; false when it is not
 * (the provider's stand-in answers it then). `base` is the stand-in's own address.
 */
export async function oauth2Route(
  d: OAuth2StandInDescriptor,
  db: Firestore,
  req: Request,
  res: Response,
  path: string,
  base: string,
): Promise<boolean> {
  const route = `${req.method} ${path}`;
  if (route === `GET ${d.paths.authorize}`)
    await authorizePage(d, req, res, `${base}${d.paths.authorize}`);
  else if (route === `POST ${d.paths.authorize}`) await consentAnswer(d, db, req, res);
  else if (route === `POST ${d.paths.token}`) await token(d, db, req, res);
  else if (route === `POST ${d.paths.revoke}`) {
    if (!clientAuthenticated(d, req, 'revoke'))
      d.error(res, 401, 'invalid_client', 'Client authentication failed.');
    else await d.store.revoke(db, req, res);
  } else return false;
  return true;
}
