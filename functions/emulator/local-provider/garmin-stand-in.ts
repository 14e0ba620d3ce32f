/**
 * The local Garmin (emulator only; docs/trackers.md "Local stand-in"), under
 * …/localProvider/garmin:
 *   POST /oauth-service/oauth/request_token, /oauth-service/oauth/access_token   OAuth 1.0a (signed)
 *   GET  /oauthConfirm, POST /oauthConfirm           the confirmation page (garmin-stand-in-oauth.ts)
 *   GET  /wellness-api/rest/user/id, DELETE /wellness-api/rest/user/registration   (signed)
 *   GET  /users, /users/{id}                         the users, a user's page
 *   POST /users/{id}/activities | dailies | deregister   → a push to garmin-webhook
 * State: local_provider/garmin/… (garmin-stand-in-store.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { standInBaseUrl } from '../../src/trackers/provider-config';
import {
  accessToken,
  confirmAnswer,
  confirmPage,
  registrationApi,
  requestToken,
  userIdApi,
} from './garmin-stand-in-oauth';
import { userAction, userList, userPage } from './garmin-stand-in-user';

export async function garminStandIn(req: Request, res: Response, path: string): Promise<void> {
  const db = getFirestore();
  const base = standInBaseUrl('garmin');
  const parts = path.split('/').filter((p) => p !== '');
  const clean = `/${parts.join('/')}`;
  const route = `${req.method} ${clean}`;
  if (route === 'POST /oauth-service/oauth/request_token') return requestToken(db, req, res, clean);
  if (route === 'POST /oauth-service/oauth/access_token') return accessToken(db, req, res, clean);
  if (route === 'GET /oauthConfirm') return confirmPage(db, req, res, `${base}/oauthConfirm`);
  if (route === 'POST /oauthConfirm') return confirmAnswer(db, req, res);
  if (route === 'GET /wellness-api/rest/user/id') return userIdApi(db, req, res, clean);
  if (route === 'DELETE /wellness-api/rest/user/registration')
    return registrationApi(db, req, res, clean);
  if (req.method === 'GET' && (parts.length === 0 || route === 'GET /users'))
    return userList(db, res, base);
  if (req.method === 'GET' && parts.length === 2 && parts[0] === 'users')
    return userPage(db, res, base, String(parts[1]));
  if (req.method === 'POST' && parts.length >= 3 && parts[0] === 'users')
    return userAction(db, req, res, base, String(parts[1]), parts.slice(2));
  res.status(404).json({ message: 'Not found' });
}
