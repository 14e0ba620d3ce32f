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
import {
  connectRefusalTexts,
  GARMIN_REQUEST_TOKEN,
  type GarminRequestTokenResponse,
} from '../../../../src/contract/callables/tracker-connect';
import { callableFunction, refusalError } from '../../shared/callable';
import { deployedSecrets, providerConfig } from '../provider-config';
import { RetryableProviderError } from '../provider-fetch';
import { tokensRef, type GarminRequestToken } from '../token-store';
import { requestToken, type OAuthTokenPair } from './garmin-api';
import { callbackOf } from './garmin-connect';

const TEXTS = connectRefusalTexts('garmin');

export const getOAuthRequestToken = callableFunction(
  GARMIN_REQUEST_TOKEN,
  async (_none, { uid, request }): Promise<GarminRequestTokenResponse> => {
    const callback = callbackOf(request.rawRequest.headers.origin);
    if (callback === null) throw refusalError('invalid-argument', 'fromTheApp', TEXTS);
    let pair: OAuthTokenPair | null;
    try {
      pair = await requestToken(providerConfig().garmin, callback);
    } catch (error) {
      logger.warn('Garmin request token failed', { uid, error: String(error) });
      if (error instanceof RetryableProviderError)
        throw refusalError('unavailable', 'unreachable', TEXTS);
      throw refusalError('failed-precondition', 'noTemporaryToken', TEXTS);
    }
    if (!pair) throw refusalError('failed-precondition', 'noTemporaryToken', TEXTS);
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
