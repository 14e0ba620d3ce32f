/**
 * The OAuth 2.0 providers of the shared connect core, one descriptor each (docs/trackers.md,
 * "Connecting Fitbit and Garmin"): where she authorizes, where codes become tokens, the
 * client's credentials and how they are sent, the scope, the provider's own authorize
 * parameters and the app page she comes back to.
 *
 * Registration point: a provider plugs in with one entry in DESCRIPTORS (its provider-config
 * settings and endpoints stay in provider-config.ts).
 */
import type { OAuth2Provider } from '../../../../src/contract/callables/tracker-authorization';
import { paths } from '../../../../src/config/paths';
import { oauth2Endpoints, providerConfig } from '../provider-config';

export interface OAuth2Descriptor {
  readonly provider: OAuth2Provider;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  /** Read only when a code or a refresh token is exchanged (a getter: a secret is read late). */
  readonly clientSecret: string;
  /** Google and Garmin take client_id and client_secret in the form; 'basic' sends HTTP Basic. */
  readonly clientAuthentication: 'form' | 'basic';
  /** Space-separated, as RFC 6749 §3.3 writes it; empty when the provider asks for none. */
  readonly scope: string;
  /** The provider's own authorize parameters beside the standard ones. */
  readonly authorizeExtras: Readonly<Record<string, string>>;
  /** The app's return page, appended to the return origin: /fitbitAuth, /garminAuth. */
  readonly returnPath: string;
}

type Env = NodeJS.ProcessEnv;

/** Google Health API, read only what counts: activities (developers.google.com/health/scopes). */
export const GOOGLE_HEALTH_ACTIVITY_SCOPE =
  'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly';

const DESCRIPTORS: Readonly<Record<OAuth2Provider, (env: Env) => OAuth2Descriptor>> = {
  fitbit: (env) => {
    const config = providerConfig(env).fitbit;
    return {
      provider: 'fitbit',
      ...oauth2Endpoints('fitbit', env),
      clientId: config.clientId,
      get clientSecret() {
        return config.clientSecret;
      },
      clientAuthentication: 'form',
      scope: GOOGLE_HEALTH_ACTIVITY_SCOPE,
      // A refresh token (offline), asked for again on each connect (consent), keeping what
      // she granted before (Google, "Using OAuth 2.0 for Web Server Applications").
      authorizeExtras: {
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      },
      returnPath: paths.fitbitReturn(),
    };
  },
  garmin: (env) => {
    const config = providerConfig(env).garmin;
    return {
      provider: 'garmin',
      ...oauth2Endpoints('garmin', env),
      clientId: config.consumerKey,
      get clientSecret() {
        return config.consumerSecret;
      },
      clientAuthentication: 'form',
      // Garmin's permissions are chosen by her on its consent page, not by a scope parameter.
      scope: '',
      authorizeExtras: {},
      returnPath: paths.garminReturn(),
    };
  },
};

export function oauth2Descriptor(
  provider: OAuth2Provider,
  env: Env = process.env,
): OAuth2Descriptor {
  return DESCRIPTORS[provider](env);
}
