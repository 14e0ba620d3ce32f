/**
 * The tracker callables (docs/trackers.md; spec 02 §2 return pages, §4 Device link, §5, §7):
 * names, requests and their parsers, the one answer every connect gives, and the refusals'
 * texts. The browser's api modules (features/trackers/api/) and the functions
 * (functions/src/trackers/) both import them.
 */
import { isSafeDocId } from '../document-id';
import type { TrackerProvider } from '../tracker-activity';
import {
  accept,
  boundedText,
  NO_REQUEST,
  refuse,
  requestFields,
  type CallableContract,
} from './callable';

/** Codes, scopes and OAuth tokens are opaque strings of at most this length. */
const TOKEN_MAX_LENGTH = 512;

/** How a connect ended: Strava answers a linked device or a missing scope as a status, not a refusal. */
export type TrackerConnectStatus = 'connected' | 'alreadyConnected' | 'insufficientScope';

/** The one answer of the three connects (Strava's code, Fitbit's code, Garmin's verifier). */
export interface TrackerConnectResponse {
  readonly status: TrackerConnectStatus;
  /** What the return page shows (Fitbit and Garmin show it; Strava's page words its status itself). */
  readonly message: string;
}

const LABEL: Readonly<Record<TrackerProvider, string>> = {
  strava: 'Strava',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
};

/** spec 02 §4 (Fitbit return): the text for a participant who did not allow the app. */
const FITBIT_NO_ACTIVITY_SCOPE = 'You must allow the app to work with fitbit!';

/** The texts every connect shares, worded with the provider's name. */
export function connectTexts(provider: TrackerProvider) {
  const label = LABEL[provider];
  return {
    signedOut: `Sign in to connect ${label}.`,
    connected: `You are now connected with ${label}!`,
    alreadyLinked: 'A device is already connected to your account. Disconnect it first.',
    accountTaken: `This ${label} account is already connected to another participant.`,
    unreachable: `${label} could not be reached; please try again.`,
    codeNotAccepted: `${label} did not accept this authorization code.`,
    fromTheApp: `Connect ${label} from the app.`,
    noActivityScope:
      provider === 'fitbit'
        ? FITBIT_NO_ACTIVITY_SCOPE
        : `${label} did not allow reading your activities.`,
  } as const;
}

export interface StravaExchangeRequest {
  readonly code: string;
  readonly scope: string;
}

export const STRAVA_EXCHANGE: CallableContract<StravaExchangeRequest> = {
  name: 'strava-exchangeAuthorizationCode',
  signedOutMessage: connectTexts('strava').signedOut,
  parse(raw) {
    const data = requestFields(raw);
    const code = boundedText(data.code, TOKEN_MAX_LENGTH);
    const scope = boundedText(data.scope, TOKEN_MAX_LENGTH);
    return code === null || scope === null
      ? refuse('invalid-argument', 'A code and a scope are required.')
      : accept({ code, scope });
  },
};

export interface FitbitExchangeRequest {
  /** The caller's own uid (spec 02 §7 sends it; the server checks it against the sign-in). */
  readonly userId: string;
  readonly authorizationCode: string;
}

export const FITBIT_EXCHANGE: CallableContract<FitbitExchangeRequest> = {
  name: 'fitbit-exchangeAuthorizationCode',
  signedOutMessage: connectTexts('fitbit').signedOut,
  parse(raw) {
    const data = requestFields(raw);
    const code = boundedText(data.authorizationCode, TOKEN_MAX_LENGTH);
    // userId names a users/{uid} document: a string that cannot is refused at once (checklist 64).
    return !isSafeDocId(data.userId) || code === null
      ? refuse('invalid-argument', 'A user id and an authorization code are required.')
      : accept({ userId: data.userId, authorizationCode: code });
  },
};

/** spec 02 §5: a verifier that is absent, empty or the literal text null means the participant denied. */
export function garminVerifierOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > TOKEN_MAX_LENGTH) return null;
  return value.trim() === '' || value === 'null' ? null : value;
}

export interface GarminExchangeRequest {
  readonly oauth_token: string;
  readonly oauth_verifier: string;
}

export const GARMIN_EXCHANGE: CallableContract<GarminExchangeRequest> = {
  name: 'garmin-exchangeAccessToken',
  signedOutMessage: connectTexts('garmin').signedOut,
  parse(raw) {
    const data = requestFields(raw);
    const token = boundedText(data.oauth_token, TOKEN_MAX_LENGTH);
    const verifier = garminVerifierOf(data.oauth_verifier);
    return token === null || verifier === null
      ? refuse('invalid-argument', 'User denied request')
      : accept({ oauth_token: token, oauth_verifier: verifier });
  },
};

export const GARMIN_TEXTS = {
  notYours: 'This Garmin authorization was not started from your account.',
  expired: 'This Garmin authorization has expired; please connect again.',
  notAccepted: 'Garmin did not accept this authorization.',
  failed: 'Connecting Garmin failed.',
  /** spec 02 §5: the step fails when no temporary token is returned. */
  noTemporaryToken: 'Garmin returned no temporary token.',
} as const;

/** Garmin's connect starts with a request token held on the server (spec 02 §7). */
export const GARMIN_REQUEST_TOKEN: CallableContract<Record<string, never>> = {
  name: 'garmin-getOAuthRequestToken',
  signedOutMessage: connectTexts('garmin').signedOut,
  parse: NO_REQUEST,
};

export interface GarminRequestTokenResponse {
  readonly temporaryToken: string;
}

/** Forgetting the linked tracker (beyond the spec): the provider that was disconnected, or null. */
export const TRACKERS_DISCONNECT: CallableContract<Record<string, never>> = {
  name: 'trackers-disconnect',
  signedOutMessage: 'Sign in to disconnect a device.',
  parse: NO_REQUEST,
};

export interface DisconnectResponse {
  readonly disconnected: TrackerProvider | null;
}
