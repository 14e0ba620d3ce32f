import { describe, expect, it } from 'vitest';
import deployments from '../../deployments.json';
import { OTHER_DEPLOYMENT } from '../contract/test-support/deployment-fixture';
import { ConfigError, parseConfig, PROVIDER_PAGES } from './env';

const local = {
  VITE_APP_ENV: 'local',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_DEPLOYMENT: JSON.stringify({ ...deployments.default, alias: 'default' }),
  VITE_FIREBASE_MESSAGING_SENDER_ID: '0',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
  VITE_EMULATOR_HOST: '127.0.0.1',
  VITE_STRAVA_CLIENT_ID: '1',
};

describe('parseConfig', () => {
  it('reads a complete local config and its emulator host', () => {
    const config = parseConfig(local);
    expect(config.appEnv).toBe('local');
    expect(config.emulatorHost).toBe('127.0.0.1');
    expect(config.firebase.projectId).toBe('demo-virtual-challenges');
    expect(config.firebase.authDomain).toBe('demo-virtual-challenges.firebaseapp.com');
    expect(config.functionsRegion).toBe('us-central1');
    expect(config.deployment.mail.support).toBe('support@canadavirtualchallenges.ca');
    expect(config.sentryDsn).toBeNull();
  });

  it.each(Object.keys(local))('stops with one message naming %s when it is missing', (name) => {
    const env = { ...local, [name]: '' };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(`Missing configuration: ${name}.`);
  });

  it('names every missing variable at once', () => {
    expect(() => parseConfig({ VITE_APP_ENV: 'staging' })).toThrow(
      /Missing configuration: VITE_DEPLOYMENT, VITE_FIREBASE_API_KEY, .*VITE_STRAVA_CLIENT_ID\. Set them/,
    );
  });

  it('rejects an unknown mode', () => {
    expect(() => parseConfig({ ...local, VITE_APP_ENV: 'dev' })).toThrow(
      'VITE_APP_ENV must be one of local, staging, production',
    );
  });

  it('refuses a real project in local mode, and the emulator suite outside it', () => {
    const real = JSON.stringify({ ...OTHER_DEPLOYMENT, alias: 'other' });
    expect(() => parseConfig({ ...local, VITE_DEPLOYMENT: real })).toThrow(
      /VITE_APP_ENV "local" with deployment other \(run-canada-live\): local mode runs on the emulator suite's demo- projects only/,
    );
    expect(() => parseConfig({ ...local, VITE_APP_ENV: 'production' })).toThrow(
      /VITE_APP_ENV "production" with deployment default/,
    );
  });

  it('refuses placeholders, naming each variable', () => {
    expect(() =>
      parseConfig({
        ...local,
        VITE_FIREBASE_API_KEY: 'production-web-api-key-placeholder',
        VITE_GOOGLE_MAPS_API_KEY: 'CHANGEME',
      }),
    ).toThrow(
      'Placeholder configuration: VITE_FIREBASE_API_KEY (it is a placeholder, not a real value), VITE_GOOGLE_MAPS_API_KEY (it is a placeholder, not a real value).',
    );
  });

  it("refuses a deployment that is not complete, with the contract's message", () => {
    const production = JSON.stringify({ ...deployments.production, alias: 'production' });
    expect(() =>
      parseConfig({ ...local, VITE_APP_ENV: 'production', VITE_DEPLOYMENT: production }),
    ).toThrow(/production\.mail\.from is "hello@example\.com"/);
    expect(() => parseConfig({ ...local, VITE_DEPLOYMENT: '{' })).toThrow(
      'VITE_DEPLOYMENT is not JSON',
    );
  });

  it('does not connect to emulators in staging or production', () => {
    const config = parseConfig({
      ...local,
      VITE_APP_ENV: 'production',
      VITE_DEPLOYMENT: JSON.stringify({ ...OTHER_DEPLOYMENT, alias: 'other' }),
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
    });
    expect(config.trackerPages).toEqual({
      stravaAuthorize: `${stand}/strava/oauth/authorize`,
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
