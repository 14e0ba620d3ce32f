/**
 * The Garmin stand-in's authorization side (docs/trackers-fitbit-garmin.md, "Local stand-ins"),
 * as Garmin documents it after the move to OAuth 2.0:
 * - API requests carry an OAuth 2.0 bearer token, or, for a link not yet moved, the OAuth 1.0a
 *   signature of its token pair (HMAC-SHA1, the configured consumer key and secret); else 401.
 * - POST /partner-gateway/rest/user/token-exchange, signed with an OAuth 1 pair: that pair ends
 *   and OAuth 2.0 tokens are answered (JSON).
 * Test hook: local_provider/garmin {failNext: {status, count}} makes the next `count` calls
 * (exchange, token endpoint, user id, registration, pulls) answer `status` (429 with Retry-After: 1).
 * - GET /wellness-api/rest/user/id → {userId}; DELETE /wellness-api/rest/user/registration → 204.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { expectedSignature, parseAuthorizationHeader } from '../../src/trackers/garmin/oauth1';
import { providerConfig, standInBaseUrl } from '../../src/trackers/provider-config';
import {
  col,
  deregister,
  issueOAuth2,
  ROOT,
  type StandInAccessToken,
} from './garmin-stand-in-store';

/** Timestamps further than this from the stand-in's clock are refused (replays). */
const CLOCK_SKEW_S = 10 * 60;
const TOKEN = /^[A-Za-z0-9-]{1,100}$/;

async function liveToken(db: Firestore, token: string): Promise<StandInAccessToken | null> {
  if (!TOKEN.test(token)) return null;
  const data = (await col(db, 'accessTokens').doc(token).get()).data() as
    StandInAccessToken | undefined;
  if (!data || data.revoked) return null;
  if (data.expiresAtMs !== undefined && data.expiresAtMs <= Date.now()) return null;
  return data;
}

/** The URL the client signed: the stand-in's base, the path, the query as sent. */
function signedUrl(req: Request, path: string): string {
  const query = req.originalUrl.includes('?')
    ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
    : '';
  return `${standInBaseUrl('garmin')}${path}${query}`;
}

/** The OAuth 1 pair a signed request names, when its signature holds. */
async function signedBy(db: Firestore, req: Request, path: string) {
  const oauth = parseAuthorizationHeader(req.get('authorization'));
  const config = providerConfig().garmin;
  const timestamp = Number(oauth?.oauth_timestamp);
  if (
    !oauth ||
    oauth.oauth_consumer_key !== config.consumerKey ||
    oauth.oauth_signature_method !== 'HMAC-SHA1' ||
    !(Math.abs(timestamp - Date.now() / 1000) <= CLOCK_SKEW_S)
  )
    return null;
  const token = oauth.oauth_token ?? '';
  const data = await liveToken(db, token);
  if (!data?.tokenSecret) return null;
  const expected = expectedSignature(
    { method: req.method, url: signedUrl(req, path) },
    oauth,
    config.consumerSecret,
    data.tokenSecret,
  );
  return expected === oauth.oauth_signature ? { token, userId: data.userId } : null;
}

/** The Garmin user an API request is made for (bearer or OAuth 1 signature), or null (401 sent). */
export async function requestUser(db: Firestore, req: Request, res: Response, path: string) {
  const bearer = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  let userId: string | null;
  if (bearer) {
    const token = await liveToken(db, bearer);
    userId = token && token.tokenSecret === undefined ? token.userId : null;
  } else userId = (await signedBy(db, req, path))?.userId ?? null;
  if (!userId) res.status(401).json({ errorMessage: 'Unauthorized' });
  return userId;
}

export async function userIdApi(db: Firestore, req: Request, res: Response, path: string) {
  if (await failedAsPlanned(db, res)) return;
  const userId = await requestUser(db, req, res, path);
  if (userId) res.status(200).json({ userId });
}

export async function registrationApi(db: Firestore, req: Request, res: Response, path: string) {
  if (await failedAsPlanned(db, res)) return;
  const userId = await requestUser(db, req, res, path);
  if (!userId) return;
  await deregister(db, userId);
  res.status(204).end();
}

/** The next call's planned failure (the test hook), answered; true when it was. */
export async function failedAsPlanned(db: Firestore, res: Response): Promise<boolean> {
  const status = await plannedFailure(db);
  if (status === null) return false;
  if (status === 429) res.set('Retry-After', '1');
  res.status(status).json({ errorMessage: 'planned failure (local_provider/garmin failNext)' });
  return true;
}

async function plannedFailure(db: Firestore): Promise<number | null> {
  const ref = db.doc(ROOT);
  return db.runTransaction(async (tx) => {
    const fail = (await tx.get(ref)).data()?.failNext as
      { status?: unknown; count?: unknown } | undefined;
    const count = typeof fail?.count === 'number' ? fail.count : 0;
    if (count <= 0 || typeof fail?.status !== 'number') return null;
    tx.update(ref, { 'failNext.count': count - 1 });
    return fail.status;
  });
}

export async function tokenExchange(db: Firestore, req: Request, res: Response, path: string) {
  const signed = await signedBy(db, req, path);
  if (!signed) {
    res.status(401).json({ errorMessage: 'Invalid OAuth 1.0a signature or token' });
    return;
  }
  if (await failedAsPlanned(db, res)) return;
  await col(db, 'accessTokens').doc(signed.token).update({ revoked: true });
  res.status(200).json(await issueOAuth2(db, signed.userId));
}
