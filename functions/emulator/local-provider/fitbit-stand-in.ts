/**
 * The local Fitbit (emulator only; docs/trackers.md "Local stand-in"), under
 * …/localProvider/fitbit:
 *   GET  /oauth2/authorize, POST /oauth2/authorize      the consent page (fitbit-stand-in-oauth.ts)
 *   POST /oauth2/token, POST /oauth2/revoke             Fitbit's OAuth 2 endpoints
 *   POST|DELETE /1/user/-/activities/apiSubscriptions/{id}.json, GET /1/user/-/activities/list.json
 *   GET  /users, /users/{id}                            the users, a user's page
 *   POST /users/{id}/activities[/{logId}/delete], /users/{id}/revoke → a signed notification
 * State: local_provider/fitbit/… (fitbit-stand-in-store.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { standInBaseUrl } from '../../src/trackers/provider-config';
import {
  authorizeAnswer,
  authorizePage,
  fitbitError,
  revoke,
  token,
} from './fitbit-stand-in-oauth';
import { listApi, subscriptionApi, userAction, userList, userPage } from './fitbit-stand-in-user';

const SUBSCRIPTION = /^\/1\/user\/-\/activities\/apiSubscriptions\/([^/]+)\.json$/;
const LIST = '/1/user/-/activities/list.json';

export async function fitbitStandIn(req: Request, res: Response, path: string): Promise<void> {
  const db = getFirestore();
  const base = standInBaseUrl('fitbit');
  const parts = path.split('/').filter((p) => p !== '');
  const clean = `/${parts.join('/')}`;
  const route = `${req.method} ${clean}`;
  if (route === 'GET /oauth2/authorize') return authorizePage(req, res, `${base}/oauth2/authorize`);
  if (route === 'POST /oauth2/authorize') return authorizeAnswer(db, req, res);
  if (route === 'POST /oauth2/token') return token(db, req, res);
  if (route === 'POST /oauth2/revoke') return revoke(db, req, res);
  const subscription = SUBSCRIPTION.exec(clean);
  if (subscription && (req.method === 'POST' || req.method === 'DELETE'))
    return subscriptionApi(db, req, res, String(subscription[1]));
  if (route === `GET ${LIST}`) return listApi(db, req, res, `${base}${LIST}`);
  if (req.method === 'GET' && (parts.length === 0 || route === 'GET /users'))
    return userList(db, res, base);
  if (req.method === 'GET' && parts.length === 2 && parts[0] === 'users')
    return userPage(db, res, base, String(parts[1]));
  if (req.method === 'POST' && parts.length >= 3 && parts[0] === 'users')
    return userAction(db, req, res, base, String(parts[1]), parts.slice(2));
  fitbitError(res, 404, 'not_found', 'The API you are requesting could not be found.');
}
