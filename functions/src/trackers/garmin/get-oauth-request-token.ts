/**
 * Callable `garmin-getOAuthRequestToken` {} → {temporaryToken} (docs/trackers.md; spec 02 §7,
 * §5: the step fails when no temporary token is returned). Asks Garmin for an OAuth 1.0a
 * request token (signed with our consumer key and secret), with the calling app's /garminAuth
 * page as oauth_callback. The token's secret stays on the server, in
 * oauth_tokens/{uid}.garminRequest, until garmin-exchangeAccessToken uses it; the browser gets
 * the token only and opens Garmin's confirmation page with it.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  connectTexts,
  GARMIN_REQUEST_TOKEN,
  GARMIN_TEXTS,
  type GarminRequestTokenResponse,
} from '../../../../src/contract/callables/tracker-connect';
import { callableFunction } from '../../shared/callable';
import { deployedSecrets, providerConfig } from '../provider-config';
import { RetryableProviderError } from '../provider-fetch';
import { tokensRef, type GarminRequestToken } from '../token-store';
import { requestToken, type OAuthTokenPair } from './garmin-api';
import { callbackOf } from './garmin-connect';

export const getOAuthRequestToken = callableFunction(
  GARMIN_REQUEST_TOKEN,
  async (_none, { uid, request }): Promise<GarminRequestTokenResponse> => {
    const callback = callbackOf(request.rawRequest.headers.origin);
    if (callback === null)
      throw new HttpsError('invalid-argument', connectTexts('garmin').fromTheApp);
    let pair: OAuthTokenPair | null;
    try {
      pair = await requestToken(providerConfig().garmin, callback);
    } catch (error) {
      logger.warn('Garmin request token failed', { uid, error: String(error) });
      if (error instanceof RetryableProviderError)
        throw new HttpsError('unavailable', connectTexts('garmin').unreachable);
      throw new HttpsError('failed-precondition', GARMIN_TEXTS.noTemporaryToken);
    }
    if (!pair) throw new HttpsError('failed-precondition', GARMIN_TEXTS.noTemporaryToken);
    const pending: GarminRequestToken = {
      token: pair.token,
      tokenSecret: pair.tokenSecret,
      createdAtMs: Date.now(),
    };
    await tokensRef(getFirestore(), uid).set(
      { garminRequest: pending },
      { mergeFields: ['garminRequest'] },
    );
    return { temporaryToken: pair.token };
  },
  { secrets: deployedSecrets(['GARMIN_CONSUMER_SECRET']) },
);
