/**
 * The Fitbit stand-in's OAuth 2 endpoints, shaped like Fitbit's (spec 02 §7):
 * - GET /oauth2/authorize?response_type=code&client_id&redirect_uri&scope: the consent page;
 *   POST it: Authorize → redirect_uri?code= (scope 'activity' while 'Allow reading activities'
 *   is checked, 'profile' otherwise); Cancel → redirect_uri?error=access_denied&error_description=
 *   The+user+denied+the+request. Only local redirect targets (localhost, 127.0.0.1).
 * - POST /oauth2/token (HTTP Basic client_id:client_secret): authorization_code (the code's
 *   redirect_uri must match) and refresh_token grants → {access_token, refresh_token,
 *   expires_in, scope, token_type, user_id}. Refresh tokens are single-use; using one again
 *   within two minutes answers the same tokens (as Fitbit does).
 * - POST /oauth2/revoke (Basic; token=access or refresh token): the user's grant ends.
 * Errors are Fitbit's shape: {errors: [{errorType, message}], success: false}.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { providerConfig } from '../../src/trackers/provider-config';
import { renderFitbitAuthorizePage, renderFitbitMessage } from './fitbit-stand-in-pages';
import {
  col,
  issueTokens,
  newSecret,
  newUserId,
  revokeUser,
  validToken,
  type StandInFitbitUser,
  type StandInToken,
} from './fitbit-stand-in-store';
import { localRedirect } from './strava-stand-in-oauth';

const REUSE_MS = 2 * 60_000;

export function field(source: unknown, name: string): string {
  const value =
    typeof source === 'object' && source !== null
      ? (source as Record<string, unknown>)[name]
      : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function fitbitError(res: Response, status: number, errorType: string, message: string) {
  res.status(status).json({ errors: [{ errorType, message }], success: false });
}

/** Whether the request carries HTTP Basic with the configured client id and secret. */
function clientAuthenticated(req: Request): boolean {
  const header = req.get('authorization') ?? '';
  if (!header.startsWith('Basic ')) return false;
  const config = providerConfig().fitbit;
  return (
    Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8') ===
    `${config.clientId}:${config.clientSecret}`
  );
}

export async function authorizePage(req: Request, res: Response, action: string) {
  const redirect = localRedirect(field(req.query, 'redirect_uri'));
  if (
    field(req.query, 'client_id') !== providerConfig().fitbit.clientId ||
    !redirect ||
    field(req.query, 'response_type') !== 'code'
  ) {
    res
      .status(400)
      .type('html')
      .send(
        renderFitbitMessage(
          'Bad request',
          'client_id, a local redirect_uri and response_type=code are required.',
        ),
      );
    return;
  }
  res
    .status(200)
    .type('html')
    .send(
      renderFitbitAuthorizePage({
        action,
        clientId: field(req.query, 'client_id'),
        redirectUri: field(req.query, 'redirect_uri'),
        state: field(req.query, 'state'),
        userId: newUserId(),
      }),
    );
}

export async function authorizeAnswer(db: Firestore, req: Request, res: Response) {
  const redirectUri = field(req.body, 'redirect_uri');
  const redirect = localRedirect(redirectUri);
  if (!redirect) {
    res
      .status(400)
      .type('html')
      .send(renderFitbitMessage('Bad request', 'A local redirect_uri is required.'));
    return;
  }
  const state = field(req.body, 'state');
  if (state !== '') redirect.searchParams.set('state', state);
  if (field(req.body, 'action') !== 'authorize') {
    redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('error_description', 'The user denied the request.');
    res.redirect(303, redirect.toString());
    return;
  }
  const userId = field(req.body, 'user');
  if (!/^[0-9A-Z]{6}$/.test(userId)) {
    res
      .status(400)
      .type('html')
      .send(renderFitbitMessage('Bad request', 'A Fitbit user id is six digits or capitals.'));
    return;
  }
  const scope = field(req.body, 'activity') === 'on' ? 'activity' : 'profile';
  const code = newSecret('local-fitbit-code-');
  await col(db, 'codes')
    .doc(code)
    .set({ userId, scope, redirectUri, createdAtMs: Date.now(), used: false });
  redirect.searchParams.set('code', code);
  res.redirect(303, redirect.toString());
}

async function codeGrant(db: Firestore, code: string, redirectUri: string) {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(code)) return null;
  const ref = col(db, 'codes').doc(code);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    // A code is good once, for ten minutes, with the redirect_uri it was issued for.
    if (
      !data ||
      data.used === true ||
      Date.now() - Number(data.createdAtMs) > 10 * 60_000 ||
      data.redirectUri !== redirectUri
    )
      return null;
    tx.update(ref, { used: true });
    return { userId: String(data.userId), scope: String(data.scope) };
  });
}

function grantJson(
  issued: { accessToken: string; refreshToken: string; expiresAtMs: number },
  userId: string,
  scope: string,
) {
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    expires_in: Math.max(0, Math.floor((issued.expiresAtMs - Date.now()) / 1000)),
    scope,
    token_type: 'Bearer',
    user_id: userId,
  };
}

async function refreshGrant(db: Firestore, refreshToken: string) {
  const stored = await validToken(db, refreshToken, 'refresh');
  if (!stored) return null;
  if (stored.replacedBy)
    return Date.now() - (stored.usedAtMs ?? 0) <= REUSE_MS
      ? { issued: stored.replacedBy, stored }
      : null;
  const issued = await issueTokens(db, stored.userId, stored.scope);
  const update: Partial<StandInToken> = { usedAtMs: Date.now(), replacedBy: issued };
  await col(db, 'tokens').doc(refreshToken).update(update);
  return { issued, stored };
}

export async function token(db: Firestore, req: Request, res: Response) {
  if (!clientAuthenticated(req))
    return fitbitError(res, 401, 'invalid_client', 'Invalid authorization header format.');
  const grantType = field(req.body, 'grant_type');
  if (grantType === 'authorization_code') {
    const grant = await codeGrant(db, field(req.body, 'code'), field(req.body, 'redirect_uri'));
    if (!grant)
      return fitbitError(
        res,
        400,
        'invalid_grant',
        'Authorization code invalid or redirect_uri mismatch.',
      );
    const user: StandInFitbitUser = { id: grant.userId, authorized: true, scope: grant.scope };
    await col(db, 'users').doc(grant.userId).set(user);
    res
      .status(200)
      .json(grantJson(await issueTokens(db, grant.userId, grant.scope), grant.userId, grant.scope));
    return;
  }
  if (grantType === 'refresh_token') {
    const refreshed = await refreshGrant(db, field(req.body, 'refresh_token'));
    if (!refreshed) return fitbitError(res, 400, 'invalid_grant', 'Refresh token invalid.');
    res
      .status(200)
      .json(grantJson(refreshed.issued, refreshed.stored.userId, refreshed.stored.scope));
    return;
  }
  fitbitError(res, 400, 'unsupported_grant_type', 'The grant_type is not supported.');
}

export async function revoke(db: Firestore, req: Request, res: Response) {
  if (!clientAuthenticated(req))
    return fitbitError(res, 401, 'invalid_client', 'Invalid authorization header format.');
  const given = field(req.body, 'token');
  const stored =
    (await validToken(db, given, 'access')) ?? (await validToken(db, given, 'refresh'));
  if (!stored) return fitbitError(res, 400, 'invalid_request', 'Token invalid.');
  await revokeUser(db, stored.userId);
  res.status(200).json({});
}

/** The bearer token's user, or null (answered 401 then). */
export async function bearerUser(
  db: Firestore,
  req: Request,
  res: Response,
): Promise<(StandInToken & { id: string }) | null> {
  const header = req.get('authorization') ?? '';
  const stored = header.startsWith('Bearer ')
    ? await validToken(db, header.slice('Bearer '.length).trim(), 'access')
    : null;
  if (!stored) fitbitError(res, 401, 'invalid_token', 'Access token invalid or expired.');
  return stored;
}
