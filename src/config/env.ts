/**
 * The one place the app reads its configuration. Values come from Vite env
 * (`VITE_*`, see .env.emulators, .env.staging, .env.production) and are checked
 * at start-up: a missing variable, or one that is still a placeholder (config/placeholder.ts),
 * stops the app with one message naming it. The deployment's names (project id, region, origins,
 * addresses) are not in those files: vite.config.ts passes the build's deployments.json entry as
 * `VITE_DEPLOYMENT` (docs/deploy.md), checked by the contract's own rule.
 */
import { DeploymentError, parseDeployment, type Deployment } from './deployment';
import { localMeasurementId } from './local-analytics';
import { placeholderReason } from './placeholder';

export type AppEnv = 'local' | 'staging' | 'production';

interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
}

export interface AppConfig {
  readonly appEnv: AppEnv;
  /** This build's deployment (deployments.json): project, region, origins, addresses. */
  readonly deployment: Deployment;
  readonly firebase: FirebaseWebConfig;
  readonly functionsRegion: string;
  /** Host of the emulator suite; set only in local mode. */
  readonly emulatorHost: string | null;
  readonly stravaClientId: string;
  /** Where the account page's connect links go (docs/trackers.md, Config): the providers' own pages, or the local stand-in. */
  readonly trackerPages: TrackerPages;
  readonly googleMapsApiKey: string;
  readonly sentryDsn: string | null;
  readonly gaMeasurementId: string | null;
}

export interface TrackerPages {
  readonly stravaAuthorize: string;
}

/** The real providers' pages; `.env.emulators` points them at the emulator suite's stand-in. */
export const PROVIDER_PAGES: TrackerPages = {
  stravaAuthorize: 'https://www.strava.com/oauth/authorize',
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The variables every mode must set (the preflight checks the same list: docs/deploy.md). */
export const REQUIRED = [
  'VITE_APP_ENV',
  'VITE_DEPLOYMENT',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_STRAVA_CLIENT_ID',
] as const;

const APP_ENVS: readonly AppEnv[] = ['local', 'staging', 'production'];

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

function text(env: RawEnv, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

function optional(env: RawEnv, name: string): string | null {
  return text(env, name) || null;
}

/** An optional page address: absent means `fallback`; present, it must be an http(s) URL. */
function pageUrl(env: RawEnv, name: string, fallback: string): string {
  const value = text(env, name);
  if (value === '') return fallback;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(
      `Invalid configuration: ${name} must be an http(s) address without a query, not "${value}".`,
    );
  }
  return value;
}

/** The deployment vite.config.ts passed (`VITE_DEPLOYMENT`, one deployments.json entry as JSON). */
function deploymentOf(json: string): Deployment {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid configuration: VITE_DEPLOYMENT is not JSON.');
  }
  const alias = (raw as { alias?: unknown } | null)?.alias;
  try {
    return parseDeployment(typeof alias === 'string' ? alias : 'VITE_DEPLOYMENT', raw);
  } catch (error) {
    if (error instanceof DeploymentError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Parses and checks raw Vite env; throws one ConfigError naming what is missing or wrong. */
export function parseConfig(env: RawEnv): AppConfig {
  const appEnv = text(env, 'VITE_APP_ENV');
  const required: readonly string[] =
    appEnv === 'local' ? [...REQUIRED, 'VITE_EMULATOR_HOST'] : REQUIRED;
  const missing = required.filter((name) => text(env, name) === '');
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing configuration: ${missing.join(', ')}. Set ${missing.length > 1 ? 'them' : 'it'} in the .env file for this mode (see README, "Environments").`,
    );
  }
  if (!APP_ENVS.includes(appEnv as AppEnv)) {
    throw new ConfigError(
      `Invalid configuration: VITE_APP_ENV must be one of ${APP_ENVS.join(', ')}, not "${appEnv}".`,
    );
  }
  const placeholders = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') && name !== 'VITE_DEPLOYMENT')
    .sort()
    .flatMap((name) => {
      const reason = placeholderReason(text(env, name));
      return reason ? [`${name} (${reason})`] : [];
    });
  if (placeholders.length > 0) {
    throw new ConfigError(
      `Placeholder configuration: ${placeholders.join(', ')}. Set the real value in the .env file for this mode (docs/deploy.md).`,
    );
  }
  const deployment = deploymentOf(text(env, 'VITE_DEPLOYMENT'));
  const projectId = deployment.projectId;
  if ((appEnv === 'local') !== deployment.emulated) {
    throw new ConfigError(
      `Invalid configuration: VITE_APP_ENV "${appEnv}" with deployment ${deployment.alias} (${projectId}): local mode runs on the emulator suite's demo- projects only.`,
    );
  }
  return {
    appEnv: appEnv as AppEnv,
    deployment,
    firebase: {
      apiKey: text(env, 'VITE_FIREBASE_API_KEY'),
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
    },
    functionsRegion: deployment.region,
    emulatorHost: appEnv === 'local' ? text(env, 'VITE_EMULATOR_HOST') : null,
    stravaClientId: text(env, 'VITE_STRAVA_CLIENT_ID'),
    trackerPages: {
      stravaAuthorize: pageUrl(env, 'VITE_STRAVA_AUTHORIZE_URL', PROVIDER_PAGES.stravaAuthorize),
    },
    googleMapsApiKey: text(env, 'VITE_GOOGLE_MAPS_API_KEY'),
    sentryDsn: optional(env, 'VITE_SENTRY_DSN'),
    gaMeasurementId: optional(env, 'VITE_GA_MEASUREMENT_ID'),
  };
}

let cached: AppConfig | null = null;

/** The checked configuration of this build. Throws ConfigError on the first call if it is incomplete. */
export function getConfig(): AppConfig {
  cached ??= withLocalMeasurementId(parseConfig(import.meta.env as RawEnv));
  return cached;
}

/** A local build without an id takes one set on the page at run time (config/local-analytics.ts). */
function withLocalMeasurementId(config: AppConfig): AppConfig {
  // Written in at build time: a staging or production build drops the rest.
  if (import.meta.env.VITE_APP_ENV !== 'local') return config;
  if (config.gaMeasurementId || typeof window === 'undefined') return config;
  const id = localMeasurementId(config.appEnv, window);
  return id ? { ...config, gaMeasurementId: id } : config;
}
