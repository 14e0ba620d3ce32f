/**
 * Tracker provider settings, read from env in one place (docs/trackers.md, "Config").
 * In the emulator suite every unset value defaults to the local stand-in
 * (functions/emulator/local-provider/) and its demo credentials, so connect, webhook and import run
 * offline. Outside the emulator a missing value is an error naming the variable, raised when
 * that provider's settings are read (a Strava request never fails on a Fitbit setting), and
 * for a secret only when the secret itself is read (the webhook never needs the client secret).
 *
 * Production: client ids, verify tokens, the subscription id and base URLs are plain
 * parameters (functions/.env.<project>); client secrets are Secret Manager secrets
 * (`firebase functions:secrets:set STRAVA_CLIENT_SECRET`) bound to the functions that use
 * them (`deployedSecrets`).
 */
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { emulatorFunctionUrl } from '../shared/emulator-url';

export interface StravaConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** hub.verify_token of the webhook subscription's validation handshake. */
  readonly verifyToken: string;
  /** The id Strava gave our push subscription: every event must name it. */
  readonly subscriptionId: string;
  /** https://www.strava.com, or the stand-in: Strava's OAuth host, /oauth/… below it. */
  readonly baseUrl: string;
  /**
   * The API's own host from Strava's 2026 developer-program update, https://www.api-v3.strava.com
   * (not www.strava.com/api/v3): /activities/{id}, /athlete below it (docs/trackers.md, "Strava").
   */
  readonly apiBaseUrl: string;
}

/** Fitbit through Google: Google OAuth 2.0 and the Google Health API (docs/trackers.md, "Fitbit"). */
export interface FitbitConfig {
  /** The Google Cloud project's OAuth client (a web application client). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The whole Authorization header value registered with projects.subscribers (a secret). */
  readonly webhookAuthorization: string;
  /** https://health.googleapis.com, or the stand-in; /v4/users/… below it. */
  readonly baseUrl: string;
  /**
   * Google's revocation endpoint (https://oauth2.googleapis.com/revoke); the consent page and
   * the token endpoint are the connect core's (oauth2Endpoints).
   */
  readonly revokeUrl: string;
}

/** Garmin Connect Developer Program (docs/trackers-fitbit-garmin.md, "Garmin"). */
export interface GarminConfig {
  /** OAuth 2.0 client id (a converted app keeps its OAuth 1 consumer key as client id). */
  readonly clientId: string;
  /** OAuth 2.0 client secret (Secret Manager: GARMIN_CLIENT_SECRET). */
  readonly clientSecret: string;
  /** OAuth 1.0a consumer key and secret: not-yet-moved links and the token exchange only. */
  readonly consumerKey: string;
  readonly consumerSecret: string;
  /** OAuth 1 → OAuth 2 (https://apis.garmin.com/partner-gateway/rest/user/token-exchange). */
  readonly exchangeUrl: string;
  /** The Health API (https://apis.garmin.com): /wellness-api/… */
  readonly baseUrl: string;
  /** The secret `key` of the push endpoints' URLs registered with Garmin (Secret Manager). */
  readonly webhookKey: string;
}

export interface ProviderConfig {
  readonly strava: StravaConfig;
  readonly fitbit: FitbitConfig;
  readonly garmin: GarminConfig;
}

export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
}

type Env = NodeJS.ProcessEnv;

export function isEmulator(env: Env = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** The local stand-in's base URL for a provider (emulator only). */
export function standInBaseUrl(provider: TrackerProvider, env: Env = process.env): string {
  return `${emulatorFunctionUrl('localProvider', env)}/${provider}`;
}

/** The real providers' hosts, used outside the emulator when no *_BASE_URL is set. */
const PRODUCTION_BASE_URL: Readonly<Record<TrackerProvider, string>> = {
  strava: 'https://www.strava.com',
  fitbit: 'https://health.googleapis.com',
  garmin: 'https://apis.garmin.com',
};

/**
 * Demo values for the stand-in; never valid anywhere else. The client ids are the ones the
 * browser's .env.emulators sends (VITE_STRAVA_CLIENT_ID, VITE_FITBIT_CLIENT_ID).
 */
const EMULATOR_DEFAULTS: Readonly<Record<string, string>> = {
  STRAVA_CLIENT_ID: '00000',
  STRAVA_CLIENT_SECRET: 'local-strava-secret',
  STRAVA_VERIFY_TOKEN: 'local-strava-verify',
  STRAVA_SUBSCRIPTION_ID: '1001',
  FITBIT_CLIENT_ID: 'DEMO00',
  FITBIT_CLIENT_SECRET: 'local-fitbit-secret',
  FITBIT_WEBHOOK_AUTHORIZATION: 'Bearer local-fitbit-webhook',
  GARMIN_CLIENT_ID: 'local-garmin-client',
  GARMIN_CLIENT_SECRET: 'local-garmin-client-secret',
  GARMIN_CONSUMER_SECRET: 'local-garmin-secret',
  GARMIN_WEBHOOK_KEY: 'local-garmin-webhook-key',
};

function setting(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (value) return value;
  if (isEmulator(env) && EMULATOR_DEFAULTS[name] !== undefined) return EMULATOR_DEFAULTS[name];
  throw new ProviderConfigError(`${name} is not configured (docs/trackers.md, "Config").`);
}

function baseUrl(env: Env, provider: TrackerProvider): string {
  const value = env[`${provider.toUpperCase()}_BASE_URL`]?.trim();
  if (value) return value.replace(/\/+$/, '');
  return isEmulator(env) ? standInBaseUrl(provider, env) : PRODUCTION_BASE_URL[provider];
}

/** Strava's API answers on its own host; the stand-in serves it below /strava/api-v3. */
function stravaApiBaseUrl(env: Env): string {
  const value = env.STRAVA_API_BASE_URL?.trim();
  if (value) return value.replace(/\/+$/, '');
  return isEmulator(env)
    ? `${standInBaseUrl('strava', env)}/api-v3`
    : 'https://www.api-v3.strava.com';
}

/** Garmin's token exchange is not on its API's base: a full URL, the stand-in's path by default. */
function garminUrl(env: Env, name: string, production: string, standInPath: string): string {
  const value = env[name]?.trim();
  if (value) return value;
  return isEmulator(env) ? `${standInBaseUrl('garmin', env)}${standInPath}` : production;
}

/** FITBIT_REVOKE_URL, else Google's; in the emulator, the OAuth 2.0 stand-in's Google. */
function googleRevokeUrl(env: Env): string {
  const value = env.FITBIT_REVOKE_URL?.trim();
  if (value) return value;
  return isEmulator(env)
    ? `${emulatorFunctionUrl('localProvider', env)}/google/revoke`
    : 'https://oauth2.googleapis.com/revoke';
}

/** Each provider's settings; reading one that is incomplete throws a ProviderConfigError. */
export function providerConfig(env: Env = process.env): ProviderConfig {
  return {
    get strava(): StravaConfig {
      return {
        clientId: setting(env, 'STRAVA_CLIENT_ID'),
        get clientSecret() {
          return setting(env, 'STRAVA_CLIENT_SECRET');
        },
        verifyToken: setting(env, 'STRAVA_VERIFY_TOKEN'),
        subscriptionId: setting(env, 'STRAVA_SUBSCRIPTION_ID'),
        baseUrl: baseUrl(env, 'strava'),
        apiBaseUrl: stravaApiBaseUrl(env),
      };
    },
    get fitbit(): FitbitConfig {
      return {
        clientId: setting(env, 'FITBIT_CLIENT_ID'),
        get clientSecret() {
          return setting(env, 'FITBIT_CLIENT_SECRET');
        },
        get webhookAuthorization() {
          return setting(env, 'FITBIT_WEBHOOK_AUTHORIZATION');
        },
        baseUrl: baseUrl(env, 'fitbit'),
        revokeUrl: googleRevokeUrl(env),
      };
    },
    get garmin(): GarminConfig {
      const clientId = setting(env, 'GARMIN_CLIENT_ID');
      return {
        clientId,
        get clientSecret() {
          return setting(env, 'GARMIN_CLIENT_SECRET');
        },
        consumerKey: env.GARMIN_CONSUMER_KEY?.trim() || clientId,
        get consumerSecret() {
          return setting(env, 'GARMIN_CONSUMER_SECRET');
        },
        exchangeUrl: garminUrl(
          env,
          'GARMIN_EXCHANGE_URL',
          'https://apis.garmin.com/partner-gateway/rest/user/token-exchange',
          '/partner-gateway/rest/user/token-exchange',
        ),
        baseUrl: baseUrl(env, 'garmin'),
        get webhookKey() {
          return setting(env, 'GARMIN_WEBHOOK_KEY');
        },
      };
    },
  };
}

/**
 * The Secret Manager secrets a function binds when deployed (`secrets:` option). None in the
 * emulator suite: the stand-in's demo credentials are used and nothing asks Secret Manager.
 */
export function deployedSecrets(names: readonly string[], env: Env = process.env): string[] {
  return isEmulator(env) ? [] : [...names];
}

/** Where an OAuth 2.0 provider of the shared connect core authorizes and grants (docs/trackers.md). */
export interface OAuth2Endpoints {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
}

/**
 * The real endpoints, and the stand-in's host folder and paths for each (the stand-in answers
 * at the provider's own paths below …/localProvider/{host}). Google: "Using OAuth 2.0 for Web
 * Server Applications"; Garmin: its OAuth 2.0 PKCE specification (docs/trackers.md).
 */
const OAUTH2_ENDPOINTS = {
  fitbit: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    standIn: { host: 'google', authorizePath: '/o/oauth2/v2/auth', tokenPath: '/token' },
  },
  garmin: {
    authorizeUrl: 'https://connect.garmin.com/oauth2Confirm',
    tokenUrl: 'https://diauth.garmin.com/di-oauth2-service/oauth/token',
    standIn: {
      host: 'garmin',
      authorizePath: '/oauth2Confirm',
      tokenPath: '/di-oauth2-service/oauth/token',
    },
  },
} as const;

/** FITBIT_AUTHORIZE_URL / FITBIT_TOKEN_URL (GARMIN_…) override; the stand-in in the emulator. */
export function oauth2Endpoints(
  provider: keyof typeof OAUTH2_ENDPOINTS,
  env: Env = process.env,
): OAuth2Endpoints {
  const real = OAUTH2_ENDPOINTS[provider];
  const pick = (name: string, production: string, path: string) =>
    env[`${provider.toUpperCase()}_${name}`]?.trim() ||
    (isEmulator(env)
      ? `${emulatorFunctionUrl('localProvider', env)}/${real.standIn.host}${path}`
      : production);
  return {
    authorizeUrl: pick('AUTHORIZE_URL', real.authorizeUrl, real.standIn.authorizePath),
    tokenUrl: pick('TOKEN_URL', real.tokenUrl, real.standIn.tokenPath),
  };
}
