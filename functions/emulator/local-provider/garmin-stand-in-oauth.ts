/**
 * The Garmin stand-in's OAuth 1.0a side, shaped like Garmin's (spec 02 §7). Every API request
 * must be signed (HMAC-SHA1, the configured consumer key and secret, plus the token's secret):
 * a wrong signature is 401.
 * - POST /oauth-service/oauth/request_token (oauth_callback, a local address) →
 *   oauth_token=…&oauth_token_secret=…&oauth_callback_confirmed=true
 * - GET /oauthConfirm?oauth_token=…: the confirmation page (Garmin user id, Authorize, Cancel);
 *   POST it: Authorize → the callback ?oauth_token=…&oauth_verifier=…; Cancel → the callback
 *   ?oauth_token=…&oauth_verifier=null (as Garmin does).
 * - POST /oauth-service/oauth/access_token (request token + oauth_verifier; used once) →
 *   oauth_token=…&oauth_token_secret=…
 * - GET /wellness-api/rest/user/id → {userId}; DELETE /wellness-api/rest/user/registration → 204.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { expectedSignature, parseAuthorizationHeader } from '../../src/trackers/garmin/oauth1';
import { providerConfig, standInBaseUrl } from '../../src/trackers/provider-config';
import { renderGarminConfirmPage, renderGarminMessage } from './garmin-stand-in-pages';
import {
  col,
  deregister,
  newGarminUserId,
  newSecret,
  type StandInAccessToken,
  type StandInGarminUser,
  type StandInRequestToken,
} from './garmin-stand-in-store';
import { localRedirect } from './strava-stand-in-oauth';

/** Timestamps further than this from the stand-in's clock are refused (replays). */
const CLOCK_SKEW_S = 10 * 60;
/** A request token waits this long for its confirmation and exchange. */
const REQUEST_TOKEN_MS = 15 * 60_000;

function field(source: unknown, name: string): string {
  const value =
    typeof source === 'object' && source !== null
      ? (source as Record<string, unknown>)[name]
      : undefined;
  return typeof value === 'string' ? value : '';
}

/** The URL the client signed: the stand-in's base, the path, the query as sent. */
function signedUrl(req: Request, path: string): string {
  const query = req.originalUrl.includes('?')
    ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
    : '';
  return `${standInBaseUrl('garmin')}${path}${query}`;
}

type TokenSecretOf = (token: string) => Promise<string | null>;

/** The checked protocol parameters of a signed request, or null (answered 401). */
async function signedRequest(
  req: Request,
  res: Response,
  path: string,
  secretOf: TokenSecretOf | null,
) {
  const oauth = parseAuthorizationHeader(req.get('authorization'));
  const config = providerConfig().garmin;
  const timestamp = Number(oauth?.oauth_timestamp);
  const fresh =
    Number.isFinite(timestamp) && Math.abs(timestamp - Date.now() / 1000) <= CLOCK_SKEW_S;
  if (
    !oauth ||
    oauth.oauth_consumer_key !== config.consumerKey ||
    oauth.oauth_signature_method !== 'HMAC-SHA1' ||
    !fresh
  ) {
    res.status(401).send('Invalid OAuth request');
    return null;
  }
  const token = oauth.oauth_token ?? '';
  const tokenSecret = secretOf
    ? /^[A-Za-z0-9-]{1,100}$/.test(token)
      ? await secretOf(token)
      : null
    : '';
  if (tokenSecret === null) {
    res.status(401).send('Invalid OAuth token');
    return null;
  }
  if (
    expectedSignature(
      { method: req.method, url: signedUrl(req, path) },
      oauth,
      config.consumerSecret,
      tokenSecret,
    ) !== oauth.oauth_signature
  ) {
    res.status(401).send('Invalid OAuth signature');
    return null;
  }
  return { ...oauth, oauth_token: token } as Record<string, string> & { oauth_token: string };
}

function accessSecret(db: Firestore): TokenSecretOf {
  return async (token) => {
    const data = (await col(db, 'accessTokens').doc(token).get()).data() as
      StandInAccessToken | undefined;
    return data && !data.revoked ? data.tokenSecret : null;
  };
}

export async function requestToken(db: Firestore, req: Request, res: Response, path: string) {
  const oauth = await signedRequest(req, res, path, null);
  if (!oauth) return;
  const callback = localRedirect(oauth.oauth_callback ?? '');
  if (!callback) {
    res.status(400).send('oauth_callback must be a local address');
    return;
  }
  const token = newSecret('local-garmin-request-');
  const data: StandInRequestToken = {
    tokenSecret: newSecret('local-garmin-request-secret-'),
    callback: callback.toString(),
    createdAtMs: Date.now(),
    userId: null,
    verifier: null,
    used: false,
  };
  await col(db, 'requestTokens').doc(token).set(data);
  res
    .status(200)
    .type('text/plain')
    .send(
      new URLSearchParams({
        oauth_token: token,
        oauth_token_secret: data.tokenSecret,
        oauth_callback_confirmed: 'true',
      }).toString(),
    );
}

async function pendingRequest(db: Firestore, token: string): Promise<StandInRequestToken | null> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(token)) return null;
  const data = (await col(db, 'requestTokens').doc(token).get()).data() as
    StandInRequestToken | undefined;
  return data && !data.used && Date.now() - data.createdAtMs <= REQUEST_TOKEN_MS ? data : null;
}

export async function confirmPage(db: Firestore, req: Request, res: Response, action: string) {
  const token = field(req.query, 'oauth_token');
  if (!(await pendingRequest(db, token))) {
    res
      .status(400)
      .type('html')
      .send(renderGarminMessage('Bad request', 'This oauth_token is unknown, used or expired.'));
    return;
  }
  res
    .status(200)
    .type('html')
    .send(renderGarminConfirmPage({ action, token, userId: newGarminUserId() }));
}

export async function confirmAnswer(db: Firestore, req: Request, res: Response) {
  const token = field(req.body, 'oauth_token');
  const pending = await pendingRequest(db, token);
  if (!pending) {
    res
      .status(400)
      .type('html')
      .send(renderGarminMessage('Bad request', 'This oauth_token is unknown, used or expired.'));
    return;
  }
  const callback = new URL(pending.callback);
  callback.searchParams.set('oauth_token', token);
  if (field(req.body, 'action') !== 'authorize') {
    callback.searchParams.set('oauth_verifier', 'null');
    res.redirect(303, callback.toString());
    return;
  }
  const userId = field(req.body, 'user');
  if (!/^[0-9a-f]{32}$/.test(userId)) {
    res
      .status(400)
      .type('html')
      .send(renderGarminMessage('Bad request', 'A Garmin user id is 32 hexadecimal digits.'));
    return;
  }
  const verifier = newSecret('local-garmin-verifier-');
  await col(db, 'requestTokens').doc(token).update({ userId, verifier });
  callback.searchParams.set('oauth_verifier', verifier);
  res.redirect(303, callback.toString());
}

export async function accessToken(db: Firestore, req: Request, res: Response, path: string) {
  const requestSecret: TokenSecretOf = async (token) =>
    (await pendingRequest(db, token))?.tokenSecret ?? null;
  const oauth = await signedRequest(req, res, path, requestSecret);
  if (!oauth) return;
  const ref = col(db, 'requestTokens').doc(oauth.oauth_token);
  const userId = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data() as StandInRequestToken | undefined;
    if (
      !data ||
      data.used ||
      data.verifier === null ||
      data.verifier !== oauth.oauth_verifier ||
      data.userId === null
    )
      return null;
    tx.update(ref, { used: true });
    return data.userId;
  });
  if (!userId) {
    res.status(401).send('Invalid oauth_verifier');
    return;
  }
  // Garmin keeps one registration per user and app: a new access token replaces the old one.
  await deregister(db, userId);
  const token = newSecret('local-garmin-access-');
  const tokenSecret = newSecret('local-garmin-access-secret-');
  await col(db, 'accessTokens')
    .doc(token)
    .set({ tokenSecret, userId, revoked: false } satisfies StandInAccessToken);
  await col(db, 'users')
    .doc(userId)
    .set({ id: userId, accessToken: token } satisfies StandInGarminUser);
  res
    .status(200)
    .type('text/plain')
    .send(new URLSearchParams({ oauth_token: token, oauth_token_secret: tokenSecret }).toString());
}

async function accessUser(
  db: Firestore,
  req: Request,
  res: Response,
  path: string,
): Promise<string | null> {
  const oauth = await signedRequest(req, res, path, accessSecret(db));
  if (!oauth) return null;
  const data = (await col(db, 'accessTokens').doc(oauth.oauth_token).get()).data() as
    StandInAccessToken | undefined;
  return data?.userId ?? null;
}

export async function userIdApi(db: Firestore, req: Request, res: Response, path: string) {
  const userId = await accessUser(db, req, res, path);
  if (userId) res.status(200).json({ userId });
}

export async function registrationApi(db: Firestore, req: Request, res: Response, path: string) {
  const userId = await accessUser(db, req, res, path);
  if (!userId) return;
  await deregister(db, userId);
  res.status(204).end();
}
