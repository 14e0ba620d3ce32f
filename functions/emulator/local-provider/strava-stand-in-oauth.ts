/**
 * The Strava stand-in's OAuth side (docs/trackers.md "Strava", "Local stand-in"), played by the
 * shared OAuth 2.0 stand-in (oauth2-stand-in.ts) with Strava's descriptor:
 * - GET /oauth/authorize?client_id&redirect_uri&response_type=code&approval_prompt&scope&state:
 *   the consent page; Authorize → redirect_uri?state=&code=&scope=read,activity:read
 *   (scope=read when 'Allow reading activities' is unchecked); Cancel →
 *   redirect_uri?state=&error=access_denied.
 *   Only local redirect targets (localhost, 127.0.0.1) and the hosts of the suite's deployment
 *   (deployments.json appOrigins: a custom domain mapped to this machine), as Strava allows only
 *   the app's domain (stand-in-request.ts, localRedirect).
 * - POST /oauth/token: authorization_code and refresh_token grants (client_id and
 *   client_secret in the body) → access_token, refresh_token, expires_at (s), expires_in,
 *   athlete {id} (the code grant only); the refresh token stays until revoked, as Strava's.
 * - POST /oauth/revoke (HTTP Basic client_id:client_secret; `token` = an access or refresh
 *   token): the athlete's grant ends, the other token with it; recorded in
 *   local_provider/strava/revocations.
 * - POST /oauth/deauthorize: retired (410), as Strava's 2026 developer-program update says.
 * Tokens are read from the Authorization header only: an access_token sent as a form or query
 * parameter is refused (400, Strava's error shape).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { providerConfig } from '../../src/trackers/provider-config';
import type { OAuth2StandInDescriptor, StandInGrant } from './oauth2-stand-in';
import { requestField as field } from './stand-in-request';
import { renderAuthorizePage, renderMessage } from './strava-stand-in-pages';
import {
  col,
  issueTokens,
  newNumericId,
  revokeAthlete,
  ROOT,
  validToken,
  type StandInAthlete,
} from './strava-stand-in-store';

export { localRedirect } from './stand-in-request';

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

/** An access token sent where Strava no longer reads one (a form or query parameter). */
export function tokenInParameters(req: Request): boolean {
  return field(req.body, 'access_token') !== '' || field(req.query, 'access_token') !== '';
}

/** The bearer token of a request: the Authorization header only. */
export function bearer(req: Request): string {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** Answers 400 when a token came as a parameter; true when it did. */
export function refusedTokenParameter(req: Request, res: Response): boolean {
  if (!tokenInParameters(req)) return false;
  stravaError(res, 400, 'Bad Request', 'Authorization', 'access_token', 'not_allowed_as_parameter');
  return true;
}

function athleteOf(id: string): StandInAthlete {
  return { id, firstname: 'Local', lastname: `Athlete ${id}`, authorized: true, scope: '' };
}

async function issue(db: Firestore, athleteId: string, scope: string): Promise<StandInGrant> {
  await col(db, 'athletes')
    .doc(athleteId)
    .set({ ...athleteOf(athleteId), scope });
  const issued = await issueTokens(db, athleteId, scope, 'authorization_code');
  return { accountId: athleteId, scope, ...issued };
}

async function refresh(db: Firestore, refreshToken: string): Promise<StandInGrant | null> {
  const stored = await validToken(db, refreshToken, 'refresh');
  if (!stored) return null;
  // Like Strava: a new access token; the refresh token stays the same until it is revoked.
  const issued = await issueTokens(
    db,
    stored.athleteId,
    stored.scope,
    'refresh_token',
    refreshToken,
  );
  return { accountId: stored.athleteId, scope: stored.scope, ...issued };
}

/** POST /oauth/revoke: `token` is an access or a refresh token; revoking one revokes the other. */
async function revoke(db: Firestore, req: Request, res: Response): Promise<void> {
  const token = field(req.body, 'token');
  const stored =
    (await validToken(db, token, 'access')) ?? (await validToken(db, token, 'refresh'));
  if (!stored) return stravaError(res, 400, 'Bad Request', 'Token', 'token');
  await revokeAthlete(db, stored.athleteId);
  await db.collection(`${ROOT}/revocations`).add({
    athleteId: stored.athleteId,
    kind: stored.kind,
    at: FieldValue.serverTimestamp(),
  });
  res.status(200).json({});
}

export const STRAVA_OAUTH: OAuth2StandInDescriptor = {
  host: 'strava',
  paths: { authorize: '/oauth/authorize', token: '/oauth/token', revoke: '/oauth/revoke' },
  client: () => providerConfig().strava,
  clientAuthentication: { token: 'form', revoke: 'basic' },
  // Strava's token exchange takes no redirect_uri (developers.strava.com/docs/authentication).
  checksRedirectUri: false,
  renderConsent: (input) => renderAuthorizePage({ ...input, athleteId: newNumericId() }),
  renderMessage,
  consentGrant: (form) => {
    const athleteId = field(form, 'athlete');
    if (!/^[1-9][0-9]{0,11}$/.test(athleteId)) return null;
    const scope = field(form, 'activity_read') === 'on' ? 'read,activity:read' : 'read';
    return { accountId: athleteId, scope };
  },
  redirectExtras: { allow: (scope) => ({ scope }) },
  denyExtras: {},
  error: (res, status, code) =>
    stravaError(
      res,
      status,
      'Bad Request',
      code === 'invalid_client' ? 'Application' : 'Grant',
      code,
    ),
  store: { issue, refresh, revoke },
  tokenAnswer: (grant, kind) => ({
    token_type: 'Bearer',
    access_token: grant.accessToken,
    refresh_token: grant.refreshToken,
    expires_at: Math.floor(grant.expiresAtMs / 1000),
    expires_in: Math.floor((grant.expiresAtMs - Date.now()) / 1000),
    ...(kind === 'authorization_code'
      ? {
          athlete: {
            id: Number(grant.accountId),
            firstname: athleteOf(grant.accountId).firstname,
            lastname: athleteOf(grant.accountId).lastname,
          },
        }
      : {}),
  }),
};

/** POST /oauth/deauthorize: retired by Strava's 2026 update; /oauth/revoke replaces it. */
export function deauthorizeRetired(res: Response): void {
  stravaError(
    res,
    410,
    'oauth/deauthorize is retired: use oauth/revoke',
    'Application',
    'path',
    'retired',
  );
}
