/**
 * The local Fitbit, which is now Google's (emulator only; docs/trackers.md "Local stand-in"),
 * under …/localProvider/fitbit. Consent, tokens and revocation are the OAuth 2.0 stand-in's
 * Google (…/localProvider/google); here:
 *   GET  /v4/users/me/identity, /v4/users/me/dataTypes/exercise/dataPoints[/{id}]  the Health API
 *   GET  /users, /users/{healthUserId}                  the users, a user's page
 *   POST /users/{id}/exercises[/{x}[/delete]], /users/{id}/resend → a notification
 *   POST /legacy-sweep                                  runs the daily reminder of old connections
 *   /oauth2/…, /1/user/…                                Fitbit's retired endpoints: 410 Gone
 * State: local_provider/fitbit/… (health-stand-in-store.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { remindLegacyFitbit } from '../../src/trackers/fitbit/fitbit-legacy';
import { standInBaseUrl } from '../../src/trackers/provider-config';
import { googleError, healthApi } from './health-stand-in-api';
import { isRetiredFitbitPath, retired } from './health-stand-in-retired';
import { healthUserAction, healthUserList, healthUserPage } from './health-stand-in-user';

export async function fitbitStandIn(req: Request, res: Response, path: string): Promise<void> {
  const db = getFirestore();
  const base = standInBaseUrl('fitbit');
  const parts = path.split('/').filter((p) => p !== '');
  const clean = `/${parts.join('/')}`;
  if (isRetiredFitbitPath(clean)) return retired(res);
  if (clean.startsWith('/v4/')) return healthApi(db, req, res, clean);
  if (req.method === 'POST' && clean === '/legacy-sweep') {
    res.status(200).json({ told: await remindLegacyFitbit(db) });
    return;
  }
  if (req.method === 'GET' && (parts.length === 0 || clean === '/users'))
    return healthUserList(db, res, base);
  if (req.method === 'GET' && parts.length === 2 && parts[0] === 'users')
    return healthUserPage(db, res, base, String(parts[1]));
  if (req.method === 'POST' && parts.length >= 3 && parts[0] === 'users')
    return healthUserAction(db, req, res, base, String(parts[1]), parts.slice(2));
  googleError(res, 404, 'Not found.');
}
