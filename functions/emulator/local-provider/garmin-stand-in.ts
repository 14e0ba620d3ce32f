/**
 * The local Garmin (emulator only; docs/trackers-fitbit-garmin.md "Local stand-ins"), under
 * …/localProvider/garmin (garmin-stand-in-auth.ts, garmin-stand-in-user.ts):
 *   GET/POST /oauth2Confirm, POST /di-oauth2-service/oauth/token
 *                                                    OAuth 2.0 with PKCE (garmin-stand-in-oauth2.ts
 *                                                    on the shared oauth2-stand-in.ts)
 *   POST /partner-gateway/rest/user/token-exchange   OAuth 1 → OAuth 2 (signed with the OAuth 1 pair)
 *   GET  /wellness-api/rest/user/id, DELETE /wellness-api/rest/user/registration   (bearer or signed)
 *   GET  /wellness-api/rest/activities | dailies     what a ping names (garmin-stand-in-pull.ts)
 *   GET  /users, /users/{id}                         the users, a user's page
 *   POST /users/{id}/activities | dailies | permissions | deregister   → a push (or, with
 *        delivery=ping, a ping) to garmin-webhook
 * State: local_provider/garmin/… (garmin-stand-in-store.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { standInBaseUrl } from '../../src/trackers/provider-config';
import { failedAsPlanned, registrationApi, tokenExchange, userIdApi } from './garmin-stand-in-auth';
import { GARMIN_OAUTH } from './garmin-stand-in-oauth2';
import { oauth2Route } from './oauth2-stand-in';
import { summariesApi } from './garmin-stand-in-pull';
import { userAction, userList, userPage } from './garmin-stand-in-user';

export async function garminStandIn(req: Request, res: Response, path: string): Promise<void> {
  const db = getFirestore();
  const base = standInBaseUrl('garmin');
  const parts = path.split('/').filter((p) => p !== '');
  const clean = `/${parts.join('/')}`;
  const route = `${req.method} ${clean}`;
  if (route === 'POST /partner-gateway/rest/user/token-exchange')
    return tokenExchange(db, req, res, clean);
  if (route === 'POST /di-oauth2-service/oauth/token' && (await failedAsPlanned(db, res))) return;
  if (await oauth2Route(GARMIN_OAUTH, db, req, res, clean, base)) return;
  if (route === 'GET /wellness-api/rest/user/id') return userIdApi(db, req, res, clean);
  if (route === 'GET /wellness-api/rest/activities')
    return summariesApi(db, req, res, clean, 'activity');
  if (route === 'GET /wellness-api/rest/dailies') return summariesApi(db, req, res, clean, 'daily');
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
