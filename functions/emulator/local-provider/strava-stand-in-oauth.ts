/**
 * The Strava stand-in's OAuth endpoints, shaped like Strava's (spec 02 §7):
 * - GET /oauth/authorize?client_id&redirect_uri&response_type=code&scope&state: the page;
 *   POST it: Authorize → redirect_uri?state=&code=&scope=read,activity:read (scope=read when
 *   'Allow reading activities' is unchecked); Cancel → redirect_uri?state=&error=access_denied.
 *   Only local redirect targets (localhost, 127.0.0.1) and the hosts of the suite's deployment
 *   (deployments.json appOrigins: a custom domain mapped to this machine), as Strava allows only
 *   the app's domain.
 * - POST /oauth/token: authorization_code and refresh_token grants (client_id and
 *   client_secret must be the configured ones) → access_token, refresh_token, expires_at (s),
 *   expires_in, athlete {id} (the code grant only).
 * - POST /oauth/deauthorize (access_token): the athlete's grant ends, every token with it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { deploymentHere } from '../../../src/config/deployment-here';
import { providerConfig } from '../../src/trackers/provider-config';
import { renderAuthorizePage, renderMessage } from './strava-stand-in-pages';
import {
  col,
  issueTokens,
  newNumericId,
  newSecret,
  revokeAthlete,
  validToken,
  type StandInAthlete,
} from './strava-stand-in-store';

function field(source: unknown, name: string): string {
  const value =
    typeof source === 'object' && source !== null
      ? (source as Record<string, unknown>)[name]
      : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A redirect target on this machine or the app's domain, or null. */
export function localRedirect(value: string): URL | null {
  try {
    const url = new URL(value);
    const appHosts = deploymentHere().appOrigins.map((origin) => new URL(origin).hostname);
    const local =
      url.hostname === 'localhost' ||
      url.hostname === '127.0.0.1' ||
      appHosts.includes(url.hostname);
    return local && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
  } catch {
    return null;
  }
}

/** Strava's error shape: {message, errors: [{resource, field, code}]}. */
export function stravaError(
  res: Response,
  status: number,
  message: string,
  resource: string,
  fieldName: string,
  code = 'invalid',
) {
  res.status(status).json({ message, errors: [{ resource, field: fieldName, code }] });
}

export async function authorizePage(req: Request, res: Response, action: string) {
  const redirect = localRedirect(field(req.query, 'redirect_uri'));
  if (
    field(req.query, 'client_id') !== providerConfig().strava.clientId ||
    !redirect ||
    field(req.query, 'response_type') !== 'code'
  ) {
    res
      .status(400)
      .type('html')
      .send(
        renderMessage(
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
      renderAuthorizePage({
        action,
        redirectUri: redirect.toString(),
        state: field(req.query, 'state'),
        athleteId: newNumericId(),
      }),
    );
}

export async function authorizeAnswer(db: Firestore, req: Request, res: Response) {
  const redirect = localRedirect(field(req.body, 'redirect_uri'));
  if (!redirect) {
    res
      .status(400)
      .type('html')
      .send(renderMessage('Bad request', 'A local redirect_uri is required.'));
    return;
  }
  redirect.searchParams.set('state', field(req.body, 'state'));
  if (field(req.body, 'action') !== 'authorize') {
    redirect.searchParams.set('error', 'access_denied');
    res.redirect(303, redirect.toString());
    return;
  }
  const athleteId = field(req.body, 'athlete');
  if (!/^[1-9][0-9]{0,11}$/.test(athleteId)) {
    res.status(400).type('html').send(renderMessage('Bad request', 'The athlete id is a number.'));
    return;
  }
  const scope = field(req.body, 'activity_read') === 'on' ? 'read,activity:read' : 'read';
  const code = newSecret('local-code-');
  await col(db, 'codes').doc(code).set({
    athleteId,
    scope,
    redirectUri: redirect.toString(),
    createdAtMs: Date.now(),
    used: false,
  });
  redirect.searchParams.set('code', code);
  redirect.searchParams.set('scope', scope);
  res.redirect(303, redirect.toString());
}

async function codeGrant(db: Firestore, code: string) {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(code)) return null;
  const ref = col(db, 'codes').doc(code);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    // A code is good once, for ten minutes.
    if (!data || data.used === true || Date.now() - Number(data.createdAtMs) > 10 * 60_000)
      return null;
    tx.update(ref, { used: true });
    return { athleteId: String(data.athleteId), scope: String(data.scope) };
  });
}

export async function token(db: Firestore, req: Request, res: Response) {
  const config = providerConfig().strava;
  const body = req.body;
  if (
    field(body, 'client_id') !== config.clientId ||
    field(body, 'client_secret') !== config.clientSecret
  ) {
    stravaError(res, 401, 'Bad Request', 'Application', 'client_id');
    return;
  }
  const grantType = field(body, 'grant_type');
  if (grantType === 'authorization_code') {
    const grant = await codeGrant(db, field(body, 'code'));
    if (!grant) {
      stravaError(res, 400, 'Bad Request', 'AuthorizationCode', 'code');
      return;
    }
    const athlete: StandInAthlete = {
      id: grant.athleteId,
      firstname: 'Local',
      lastname: `Athlete ${grant.athleteId}`,
      authorized: true,
      scope: grant.scope,
    };
    await col(db, 'athletes').doc(grant.athleteId).set(athlete);
    const issued = await issueTokens(db, grant.athleteId, grant.scope, 'authorization_code');
    res.status(200).json({
      token_type: 'Bearer',
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      expires_at: Math.floor(issued.expiresAtMs / 1000),
      expires_in: Math.floor((issued.expiresAtMs - Date.now()) / 1000),
      athlete: { id: Number(athlete.id), firstname: athlete.firstname, lastname: athlete.lastname },
    });
    return;
  }
  if (grantType === 'refresh_token') {
    const refreshToken = field(body, 'refresh_token');
    const stored = await validToken(db, refreshToken, 'refresh');
    if (!stored) {
      stravaError(res, 400, 'Bad Request', 'RefreshToken', 'refresh_token');
      return;
    }
    // Like Strava: a new access token; the refresh token stays the same until it is revoked.
    const issued = await issueTokens(
      db,
      stored.athleteId,
      stored.scope,
      'refresh_token',
      refreshToken,
    );
    res.status(200).json({
      token_type: 'Bearer',
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      expires_at: Math.floor(issued.expiresAtMs / 1000),
      expires_in: Math.floor((issued.expiresAtMs - Date.now()) / 1000),
    });
    return;
  }
  stravaError(res, 400, 'Bad Request', 'Application', 'grant_type');
}

/** The bearer token of a request (Authorization header, or access_token in the body or query). */
export function bearer(req: Request): string {
  const header = req.get('authorization') ?? '';
  if (header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return field(req.body, 'access_token') || field(req.query, 'access_token');
}

export async function deauthorizeApi(db: Firestore, req: Request, res: Response) {
  const accessToken = bearer(req);
  const stored = await validToken(db, accessToken, 'access');
  if (!stored) {
    stravaError(res, 401, 'Authorization Error', 'Athlete', 'access_token');
    return;
  }
  await revokeAthlete(db, stored.athleteId);
  res.status(200).json({ access_token: accessToken });
}
