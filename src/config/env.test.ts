import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, PROVIDER_PAGES } from './env';

const local = {
  VITE_APP_ENV: 'local',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-test',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '0',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
  VITE_FUNCTIONS_REGION: 'us-central1',
  VITE_EMULATOR_HOST: '127.0.0.1',
  VITE_STRAVA_CLIENT_ID: '1',
  VITE_FITBIT_CLIENT_ID: 'F',
};

describe('parseConfig', () => {
  it('reads a complete local config and its emulator host', () => {
    const config = parseConfig(local);
    expect(config.appEnv).toBe('local');
    expect(config.emulatorHost).toBe('127.0.0.1');
    expect(config.firebase.projectId).toBe('demo-test');
    expect(config.sentryDsn).toBeNull();
  });

  it.each(Object.keys(local))('stops with one message naming %s when it is missing', (name) => {
    const env = { ...local, [name]: '' };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(`Missing configuration: ${name}.`);
  });

  it('names every missing variable at once', () => {
    expect(() => parseConfig({ VITE_APP_ENV: 'staging' })).toThrow(
      /Missing configuration: VITE_FIREBASE_API_KEY, .*VITE_FITBIT_CLIENT_ID\. Set them/,
    );
  });

  it('rejects an unknown mode', () => {
    expect(() => parseConfig({ ...local, VITE_APP_ENV: 'dev' })).toThrow(
      'VITE_APP_ENV must be one of local, staging, production',
    );
  });

  it('refuses a real project id in local mode', () => {
    expect(() =>
      parseConfig({ ...local, VITE_FIREBASE_PROJECT_ID: 'virtual-challenges-prod' }),
    ).toThrow(/must start with "demo-"/);
  });

  it('does not connect to emulators in staging or production', () => {
    const config = parseConfig({
      ...local,
      VITE_APP_ENV: 'production',
      VITE_FIREBASE_PROJECT_ID: 'prod',
      VITE_SENTRY_DSN: 'https://k@o.ingest/1',
    });
    expect(config.emulatorHost).toBeNull();
    expect(config.sentryDsn).toBe('https://k@o.ingest/1');
  });

  it("defaults the trackers' pages to the providers' own, and takes the configured ones", () => {
    expect(parseConfig(local).trackerPages).toEqual(PROVIDER_PAGES);
    const stand = 'http://127.0.0.1:5001/demo-test/us-central1/localProvider';
    const config = parseConfig({
      ...local,
      VITE_STRAVA_AUTHORIZE_URL: `${stand}/strava/oauth/authorize`,
      VITE_FITBIT_AUTHORIZE_URL: ` ${stand}/fitbit/oauth2/authorize `,
      VITE_GARMIN_CONFIRM_URL: `${stand}/garmin/oauthConfirm`,
    });
    expect(config.trackerPages).toEqual({
      stravaAuthorize: `${stand}/strava/oauth/authorize`,
      fitbitAuthorize: `${stand}/fitbit/oauth2/authorize`,
      garminConfirm: `${stand}/garmin/oauthConfirm`,
    });
  });

  it.each([
    'strava.com/oauth/authorize',
    'javascript:alert(1)',
    'https://www.strava.com/oauth/authorize?client_id=1',
  ])('refuses a tracker page that is not a plain http(s) address: %s', (value) => {
    expect(() => parseConfig({ ...local, VITE_STRAVA_AUTHORIZE_URL: value })).toThrow(
      'VITE_STRAVA_AUTHORIZE_URL must be an http(s) address',
    );
  });
});
