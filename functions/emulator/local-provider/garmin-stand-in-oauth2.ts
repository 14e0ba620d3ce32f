/**
 * The Garmin stand-in's OAuth 2.0 with PKCE (docs/trackers-fitbit-garmin.md, "Local stand-ins"),
 * played by the shared OAuth 2.0 stand-in (oauth2-stand-in.ts) with Garmin's descriptor:
 * - GET /oauth2Confirm?client_id&response_type=code&code_challenge&code_challenge_method=S256
 *   &redirect_uri&state: the consent page (a Garmin user id: a new one each time, type an
 *   earlier one to reconnect it; what she shares: activities, daily health); Authorize →
 *   redirect_uri?code=&state=; Cancel → redirect_uri?error=access_denied&state=.
 * - POST /di-oauth2-service/oauth/token: authorization_code (client_id and client_secret in the
 *   form, the redirect_uri of the consent step, S256(code_verifier) = the code_challenge) and
 *   refresh_token (a refresh token works once) → access_token, refresh_token, expires_in
 *   (24 h), refresh_token_expires_in (about 90 days), as Garmin answers.
 * Garmin has no revocation endpoint: a registration ends with DELETE
 * /wellness-api/rest/user/registration (garmin-stand-in-auth.ts); the descriptor's revoke path
 * answers 404 saying so.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Response } from 'firebase-functions/v2/https';
import { providerConfig } from '../../src/trackers/provider-config';
import { renderGarminConsentPage, renderGarminMessage } from './garmin-stand-in-pages';
import type { OAuth2StandInDescriptor, StandInGrant } from './oauth2-stand-in';
import { requestField as field } from './stand-in-request';
import {
  ACCESS_LIFETIME_S,
  ALL_PERMISSIONS,
  col,
  deregister,
  issueOAuth2,
  REFRESH_LIFETIME_S,
  type StandInRefreshToken,
} from './garmin-stand-in-store';

function garminError(res: Response, status: number, code: string, text: string) {
  res.status(status).json({ error: code, error_description: text });
}

/** What she shares on the consent page, as Garmin's permission names (space-separated). */
function sharedOf(form: unknown): string {
  const shared = [
    ...(field(form, 'activities') === 'on' ? ['ACTIVITY_EXPORT'] : []),
    ...(field(form, 'health') === 'on' ? ['HEALTH_EXPORT'] : []),
  ];
  return shared.join(' ');
}

async function issue(db: Firestore, userId: string, scope: string): Promise<StandInGrant> {
  // Garmin keeps one registration per user and app: a new grant ends the earlier one.
  await deregister(db, userId);
  const tokens = await issueOAuth2(db, userId);
  const permissions = scope === '' ? [] : scope.split(' ');
  await col(db, 'users').doc(userId).set({ permissions }, { merge: true });
  return {
    accountId: userId,
    scope,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAtMs: Date.now() + tokens.expires_in * 1000,
  };
}

async function refresh(db: Firestore, refreshToken: string): Promise<StandInGrant | null> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(refreshToken)) return null;
  const ref = col(db, 'refreshTokens').doc(refreshToken);
  const userId = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data() as StandInRefreshToken | undefined;
    if (!data || data.used || data.expiresAtMs <= Date.now()) return null;
    tx.update(ref, { used: true });
    return data.userId;
  });
  if (!userId) return null;
  const user = (await col(db, 'users').doc(userId).get()).data();
  const permissions = (user?.permissions as string[] | undefined) ?? [...ALL_PERMISSIONS];
  return issue(db, userId, permissions.join(' '));
}

export const GARMIN_OAUTH: OAuth2StandInDescriptor = {
  host: 'garmin',
  paths: {
    authorize: '/oauth2Confirm',
    token: '/di-oauth2-service/oauth/token',
    revoke: '/di-oauth2-service/oauth/revoke',
  },
  client: () => {
    const config = providerConfig().garmin;
    return { clientId: config.clientId, clientSecret: config.clientSecret };
  },
  clientAuthentication: { token: 'form', revoke: 'form' },
  checksRedirectUri: true,
  renderConsent: renderGarminConsentPage,
  renderMessage: renderGarminMessage,
  consentGrant: (form) => {
    const userId = field(form, 'user');
    return /^[0-9a-f]{32}$/.test(userId) ? { accountId: userId, scope: sharedOf(form) } : null;
  },
  redirectExtras: { allow: () => ({}) },
  denyExtras: {},
  error: garminError,
  store: {
    issue,
    refresh,
    revoke: async (_db, _req, res) =>
      garminError(
        res,
        404,
        'not_found',
        'Garmin has no revocation endpoint: DELETE /wellness-api/rest/user/registration.',
      ),
  },
  tokenAnswer: (grant) => ({
    access_token: grant.accessToken,
    refresh_token: grant.refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_LIFETIME_S,
    refresh_token_expires_in: REFRESH_LIFETIME_S,
    scope: grant.scope,
  }),
};
