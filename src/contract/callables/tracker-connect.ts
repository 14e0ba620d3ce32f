/**
 * The tracker callables (docs/trackers.md; docs/product.md §P2 return pages, §P4 Device link, §P5, §P7):
 * names, requests and their parsers, the one answer every connect gives, and the refusals'
 * texts. The browser's api modules (features/trackers/api/) and the functions
 * (functions/src/trackers/) both import them.
 */
import { TRACKER_NAME, type TrackerProvider } from '../tracker-activity';
import { isAuthorizationState } from './tracker-authorization';
import {
  accept,
  boundedText,
  NO_REQUEST,
  refuseWith,
  requestFields,
  type CallableContract,
  type RefusalTexts,
} from './callable';

/** Codes, scopes and OAuth tokens are opaque strings of at most this length. */
const TOKEN_MAX_LENGTH = 512;

/** How a connect ended: Strava answers a linked device or a missing scope as a status, not a refusal. */
export const TRACKER_CONNECT_STATUSES = [
  'connected',
  'alreadyConnected',
  'insufficientScope',
] as const;

export type TrackerConnectStatus = (typeof TRACKER_CONNECT_STATUSES)[number];

/** The status of a connect's answer, or null when the server said something else. */
export function trackerConnectStatusOf(value: unknown): TrackerConnectStatus | null {
  return TRACKER_CONNECT_STATUSES.find((status) => status === value) ?? null;
}

/** The one answer of the three connects (each exchanges a code). */
export interface TrackerConnectResponse {
  readonly status: TrackerConnectStatus;
  /** What the return page shows (Fitbit and Garmin show it; Strava's page words its status itself). */
  readonly message: string;
}

const LABEL = TRACKER_NAME;

/** docs/product.md §P4 (Fitbit return): the text for a participant who did not allow the app. */
const FITBIT_NO_ACTIVITY_SCOPE = 'You must allow the app to work with fitbit!';

/** What a connect answers when its request is malformed (Garmin's: docs/product.md §P5, a denial). */
const BAD_REQUEST: Readonly<Record<TrackerProvider, string>> = {
  strava: 'A code and a scope are required.',
  fitbit: 'An authorization code and its state are required.',
  garmin: 'User denied request',
};

/** What a connect's answer says once connected (the response's message, not a refusal). */
export function connectedText(provider: TrackerProvider): string {
  return `You are now connected with ${LABEL[provider]}!`;
}

/**
 * The refusals of the three connects (each throws a subset: Strava's never the authorization
 * ones, which answer a claim of the OAuth 2.0 core's pending authorization, docs/trackers.md).
 */
export const TRACKER_CONNECT_REFUSALS = [
  'signedOut',
  'badRequest',
  'notYourAccount',
  'fromTheApp',
  'notSetUp',
  'alreadyLinked',
  'accountTaken',
  'unreachable',
  'codeNotAccepted',
  'noActivityScope',
  'noAthleteId',
  'authorizationUnknown',
  'authorizationExpired',
  'authorizationNotYours',
  'authorizationOtherProvider',
  'garminNotAccepted',
  'garminFailed',
] as const;

export type TrackerConnectRefusal = (typeof TRACKER_CONNECT_REFUSALS)[number];

/** The connects' one table, worded with the provider's name. */
export function connectRefusalTexts(
  provider: TrackerProvider,
): RefusalTexts<TrackerConnectRefusal> {
  const label = LABEL[provider];
  return {
    signedOut: `Sign in to connect ${label}.`,
    badRequest: BAD_REQUEST[provider],
    notYourAccount: `You can only connect ${label} to your own account.`,
    fromTheApp: `Connect ${label} from the app.`,
    notSetUp: 'Your account is not set up yet.',
    alreadyLinked: 'A device is already connected to your account. Disconnect it first.',
    accountTaken: `This ${label} account is already connected to another participant.`,
    unreachable: `${label} could not be reached; please try again.`,
    codeNotAccepted: `${label} did not accept this authorization code.`,
    noActivityScope:
      provider === 'fitbit'
        ? FITBIT_NO_ACTIVITY_SCOPE
        : `${label} did not allow reading your activities.`,
    noAthleteId: `${label} did not say which athlete connected.`,
    authorizationUnknown: `This ${label} authorization is not known (it was used already); please connect again.`,
    authorizationExpired: `This ${label} authorization has expired; please connect again.`,
    authorizationNotYours: `This ${label} authorization was not started from your account.`,
    authorizationOtherProvider: `This authorization was not started for ${label}; please connect again.`,
    garminNotAccepted: 'Garmin did not accept this authorization.',
    garminFailed: 'Connecting Garmin failed.',
  };
}

const STRAVA_REFUSALS = connectRefusalTexts('strava');
const FITBIT_REFUSALS = connectRefusalTexts('fitbit');
const GARMIN_REFUSALS = connectRefusalTexts('garmin');

export interface StravaExchangeRequest {
  readonly code: string;
  readonly scope: string;
}

export const STRAVA_EXCHANGE: CallableContract<StravaExchangeRequest> = {
  name: 'strava-exchangeAuthorizationCode',
  signedOutMessage: STRAVA_REFUSALS.signedOut,
  parse(raw) {
    const data = requestFields(raw);
    const code = boundedText(data.code, TOKEN_MAX_LENGTH);
    const scope = boundedText(data.scope, TOKEN_MAX_LENGTH);
    return code === null || scope === null
      ? refuseWith('invalid-argument', 'badRequest', STRAVA_REFUSALS)
      : accept({ code, scope });
  },
};

/**
 * What Fitbit (Google OAuth 2.0) and Garmin (OAuth 2.0 with PKCE) send back to their return
 * pages and the browser hands to the exchange: the code and the `state` that names the
 * pending authorization trackers-startAuthorization made (docs/trackers.md).
 */
export interface OAuth2ExchangeRequest {
  readonly code: string;
  readonly state: string;
}

function oauth2ExchangeParser(texts: RefusalTexts<TrackerConnectRefusal>) {
  return (raw: unknown) => {
    const data = requestFields(raw);
    const code = boundedText(data.code, TOKEN_MAX_LENGTH);
    const { state } = data;
    return code === null || !isAuthorizationState(state)
      ? refuseWith('invalid-argument', 'badRequest', texts)
      : accept({ code, state });
  };
}

export type FitbitExchangeRequest = OAuth2ExchangeRequest;

export const FITBIT_EXCHANGE: CallableContract<FitbitExchangeRequest> = {
  name: 'fitbit-exchangeAuthorizationCode',
  signedOutMessage: FITBIT_REFUSALS.signedOut,
  parse: oauth2ExchangeParser(FITBIT_REFUSALS),
};

/** The name still says what it does: Garmin's code is exchanged for an access token. */
export type GarminExchangeRequest = OAuth2ExchangeRequest;

export const GARMIN_EXCHANGE: CallableContract<GarminExchangeRequest> = {
  name: 'garmin-exchangeAccessToken',
  signedOutMessage: GARMIN_REFUSALS.signedOut,
  parse: oauth2ExchangeParser(GARMIN_REFUSALS),
};

export const TRACKERS_DISCONNECT_REFUSALS = ['signedOut', 'unreachable', 'failed'] as const;

export type TrackersDisconnectRefusal = (typeof TRACKERS_DISCONNECT_REFUSALS)[number];

/** The disconnect's one table, worded with the linked provider's id (as the server names it). */
export function disconnectRefusalTexts(device: string): RefusalTexts<TrackersDisconnectRefusal> {
  return {
    signedOut: 'Sign in to disconnect a device.',
    unreachable: `${device} could not be reached; please try again.`,
    failed: `Disconnecting ${device} failed.`,
  };
}

/** Forgetting the linked tracker (beyond the spec): the provider that was disconnected, or null. */
export const TRACKERS_DISCONNECT: CallableContract<Record<string, never>> = {
  name: 'trackers-disconnect',
  signedOutMessage: disconnectRefusalTexts('').signedOut,
  parse: NO_REQUEST,
};

export interface DisconnectResponse {
  readonly disconnected: TrackerProvider | null;
}
