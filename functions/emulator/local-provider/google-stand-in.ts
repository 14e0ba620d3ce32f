/**
 * Google's OAuth 2.0 for web server apps, as the local stand-in plays it for Fitbit's data
 * (emulator only; docs/trackers.md "Local stand-in"), under …/localProvider/google: the shared
 * OAuth 2.0 stand-in (oauth2-stand-in.ts) with Google's descriptor.
 *   GET|POST /o/oauth2/v2/auth   the consent page: her Google Health user id, 'Allow reading
 *                                activities' (the activity scope), Allow → code and state,
 *                                Cancel → error=access_denied
 *   POST /token                  authorization_code (PKCE S256, the same redirect_uri) and
 *                                refresh_token grants, client id and secret in the form
 *   POST /revoke                 token=… ends her grant and every token of it
 * Google's answers: {access_token, expires_in, refresh_token (code grant only), scope,
 * token_type: 'Bearer'}; errors {error, error_description}.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { emulatorFunctionUrl } from '../../src/shared/emulator-url';
import { providerConfig } from '../../src/trackers/provider-config';
import { renderGoogleConsent, renderGoogleMessage } from './google-stand-in-pages';
import { issueGoogleTokens, refreshGoogleTokens, revokeGoogleToken } from './google-stand-in-store';
import { oauth2Route, type OAuth2StandInDescriptor } from './oauth2-stand-in';
import { requestField } from './stand-in-request';

/** The scope her consent grants when 'Allow reading activities' stays checked. */
const ACTIVITY_SCOPE = 'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly';
const HEALTH_USER_ID = /^[0-9]{6,20}$/;

function googleError(res: Response, status: number, code: string, text: string): void {
  res.status(status).json({ error: code, error_description: text });
}

export const GOOGLE_DESCRIPTOR: OAuth2StandInDescriptor = {
  host: 'google',
  paths: { authorize: '/o/oauth2/v2/auth', token: '/token', revoke: '/revoke' },
  client: () => {
    const config = providerConfig().fitbit;
    return { clientId: config.clientId, clientSecret: config.clientSecret };
  },
  clientAuthentication: { token: 'form', revoke: 'form' },
  checksRedirectUri: true,
  renderConsent: renderGoogleConsent,
  renderMessage: renderGoogleMessage,
  consentGrant: (form) => {
    const healthUserId = requestField(form, 'health_user_id');
    if (!HEALTH_USER_ID.test(healthUserId)) return null;
    // Unticking the box grants only the identity scopes Google always adds.
    const scope = requestField(form, 'activity') === 'on' ? `${ACTIVITY_SCOPE} openid` : 'openid';
    return { accountId: healthUserId, scope };
  },
  redirectExtras: { allow: (scope) => ({ scope }) },
  denyExtras: {},
  error: googleError,
  store: {
    issue: issueGoogleTokens,
    refresh: refreshGoogleTokens,
    revoke: async (db, req, res) => {
      const revoked = await revokeGoogleToken(db, requestField(req.body, 'token'));
      if (revoked) res.status(200).json({});
      else googleError(res, 400, 'invalid_token', 'Token expired or revoked');
    },
  },
  tokenAnswer: (grant, kind) => ({
    access_token: grant.accessToken,
    expires_in: Math.max(1, Math.round((grant.expiresAtMs - Date.now()) / 1000)),
    ...(kind === 'authorization_code' ? { refresh_token: grant.refreshToken } : {}),
    scope: grant.scope,
    token_type: 'Bearer',
  }),
};

export async function googleStandIn(req: Request, res: Response, path: string): Promise<void> {
  const clean = `/${path
    .split('/')
    .filter((p) => p !== '')
    .join('/')}`;
  const base = emulatorFunctionUrl('localProvider').concat('/google');
  if (await oauth2Route(GOOGLE_DESCRIPTOR, getFirestore(), req, res, clean, base)) return;
  googleError(res, 404, 'not_found', 'Not found.');
}
