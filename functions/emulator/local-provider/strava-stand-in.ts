/**
 * The local Strava (emulator only; docs/trackers.md "Local stand-in"), under
 * …/localProvider/strava:
 *   GET/POST /oauth/authorize, POST /oauth/token, POST /oauth/revoke
 *                                     Strava's OAuth (strava-stand-in-oauth.ts on oauth2-stand-in.ts)
 *   POST /oauth/deauthorize           retired (410)
 *   GET  /api-v3/activities/{id}      the activity endpoint at the API's own host
 *                                     (www.api-v3.strava.com; bearer; 404 once deleted)
 *   GET  /api-v3/athlete              the token's athlete (bearer; 401 once access is revoked)
 *   GET  /athletes, /athletes/{id}                 the athletes, an athlete's page
 *   POST /athletes/{id}/activities[/{activityId}]  add / change / delete an activity → webhook event
 *   POST /athletes/{id}/deauthorize                the athlete revokes access → webhook event
 *   POST /deliveries/{id}/resend                   a delivered event again (a replay)
 *   POST /deliveries/redeliver                     Strava's retries of unanswered deliveries
 * The API answers 400 to an access_token sent as a form or query parameter (headers only).
 * The JSON endpoints honour the test fault hook local_provider/strava.failNext
 * {status, count, retryAfterSeconds?}: the next `count` calls answer `status`.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { standInBaseUrl } from '../../src/trackers/provider-config';
import {
  activityApi,
  athleteAction,
  athleteApi,
  athleteList,
  athletePage,
  redeliver,
  resend,
} from './strava-stand-in-athlete';
import { oauth2Route } from './oauth2-stand-in';
import {
  deauthorizeRetired,
  refusedTokenParameter,
  STRAVA_OAUTH,
  stravaError,
} from './strava-stand-in-oauth';
import { takeFault } from './strava-stand-in-store';

/** Answers with the hooked fault, if one is set; true when it did. */
async function faulted(res: Response): Promise<boolean> {
  const fault = await takeFault(getFirestore());
  if (!fault) return false;
  if (fault.retryAfterSeconds !== null) res.set('Retry-After', String(fault.retryAfterSeconds));
  if (fault.status === 429)
    stravaError(res, 429, 'Rate Limit Exceeded', 'Application', 'rate limit', 'exceeded');
  else res.status(fault.status).json({ message: 'Local fault (local_provider/strava.failNext)' });
  return true;
}

/** The API's own paths below /api-v3 (www.api-v3.strava.com): 'athlete' or 'activities/{id}'. */
function apiRoute(req: Request, parts: readonly string[]): string | null {
  if (req.method !== 'GET' || parts[0] !== 'api-v3') return null;
  if (parts.length === 2 && parts[1] === 'athlete') return 'athlete';
  if (parts.length === 3 && parts[1] === 'activities') return 'activity';
  return null;
}

export async function stravaStandIn(req: Request, res: Response, path: string): Promise<void> {
  const db = getFirestore();
  const base = standInBaseUrl('strava');
  const parts = path.split('/').filter((p) => p !== '');
  const route = `${req.method} /${parts.join('/')}`;
  if (route === 'GET /oauth/authorize' || route === 'POST /oauth/authorize')
    return void (await oauth2Route(
      STRAVA_OAUTH,
      db,
      req,
      res,
      route.slice(route.indexOf(' ') + 1),
      base,
    ));
  if (route === 'POST /oauth/deauthorize') return deauthorizeRetired(res);
  const api = apiRoute(req, parts);
  if (route === 'POST /oauth/token' || route === 'POST /oauth/revoke' || api !== null) {
    if (await faulted(res)) return;
    if (refusedTokenParameter(req, res)) return;
    if (api === null)
      return void (await oauth2Route(STRAVA_OAUTH, db, req, res, `/${parts.join('/')}`, base));
    if (api === 'athlete') return athleteApi(db, req, res);
    return activityApi(db, req, res, String(parts[2]));
  }
  if (req.method === 'GET' && (parts.length === 0 || route === 'GET /athletes'))
    return athleteList(db, res, base);
  if (req.method === 'GET' && parts.length === 2 && parts[0] === 'athletes')
    return athletePage(db, res, base, String(parts[1]));
  if (req.method === 'POST' && parts.length >= 3 && parts[0] === 'athletes')
    return athleteAction(db, req, res, base, String(parts[1]), parts.slice(2));
  if (route === 'POST /deliveries/redeliver') return redeliver(db, req, res);
  if (
    req.method === 'POST' &&
    parts.length === 3 &&
    parts[0] === 'deliveries' &&
    parts[2] === 'resend'
  )
    return resend(db, res, base, String(parts[1]));
  res.status(404).json({
    message: 'Record Not Found',
    errors: [{ resource: 'Path', field: 'path', code: 'invalid' }],
  });
}
