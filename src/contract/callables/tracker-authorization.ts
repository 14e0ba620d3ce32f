/**
 * Callable `trackers-startAuthorization` {provider, returnOrigin} → {authorizeUrl}
 * (docs/trackers.md, "Connecting Fitbit and Garmin"): the first step of an OAuth 2.0
 * connect. The server makes the `state` and the PKCE verifier, keeps them beside her uid,
 * and answers the provider's authorize address; the browser goes there. The provider sends
 * her back to returnOrigin + the provider's return page (/fitbitAuth, /garminAuth) with
 * `code` and `state`, which the provider's exchange callable claims.
 */
import { isAppOrigin } from '../checkout-urls';
import {
  accept,
  refuseWith,
  requestFields,
  type CallableContract,
  type RefusalTexts,
} from './callable';

/** The providers connected through the shared OAuth 2.0 core (Strava keeps its own start). */
export const OAUTH2_PROVIDERS = ['fitbit', 'garmin'] as const;

export type OAuth2Provider = (typeof OAUTH2_PROVIDERS)[number];

export function oauth2ProviderOf(value: unknown): OAuth2Provider | null {
  return OAUTH2_PROVIDERS.find((provider) => provider === value) ?? null;
}

/**
 * A `state` as the server makes it (43 base64url characters, 256 random bits) or any of that
 * alphabet from 22 to 128 characters: it names oauth_pending/{state}, so nothing else (a
 * path, '..', '__x__') ever reaches a read.
 */
export function isAuthorizationState(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22,128}$/.test(value);
}

export interface StartAuthorizationRequest {
  readonly provider: OAuth2Provider;
  /** The app's origin she comes back to (one of the app's origins, as Checkout's return). */
  readonly returnOrigin: string;
}

export interface StartAuthorizationResponse {
  readonly authorizeUrl: string;
}

export const START_AUTHORIZATION_REFUSALS = [
  'signedOut',
  'badRequest',
  'fromTheApp',
  'notSetUp',
  'alreadyLinked',
] as const;

export type StartAuthorizationRefusal = (typeof START_AUTHORIZATION_REFUSALS)[number];

export const START_AUTHORIZATION_REFUSAL_TEXTS: RefusalTexts<StartAuthorizationRefusal> = {
  signedOut: 'Sign in to connect a device.',
  badRequest: 'Choose Fitbit or Garmin to connect.',
  fromTheApp: 'Connect your device from the app.',
  notSetUp: 'Your account is not set up yet.',
  alreadyLinked: 'A device is already connected to your account. Disconnect it first.',
};

export const TRACKERS_START_AUTHORIZATION: CallableContract<StartAuthorizationRequest> = {
  name: 'trackers-startAuthorization',
  signedOutMessage: START_AUTHORIZATION_REFUSAL_TEXTS.signedOut,
  parse(raw) {
    const data = requestFields(raw);
    const provider = oauth2ProviderOf(data.provider);
    if (provider === null)
      return refuseWith('invalid-argument', 'badRequest', START_AUTHORIZATION_REFUSAL_TEXTS);
    // The same allowed origins as Checkout's return: a foreign origin would hand her code away.
    if (!isAppOrigin(data.returnOrigin))
      return refuseWith('invalid-argument', 'fromTheApp', START_AUTHORIZATION_REFUSAL_TEXTS);
    return accept({ provider, returnOrigin: data.returnOrigin });
  },
};
