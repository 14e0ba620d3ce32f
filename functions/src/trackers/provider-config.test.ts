import { describe, expect, it } from 'vitest';
import {
  deployedSecrets,
  oauth2Endpoints,
  providerConfig,
  ProviderConfigError,
} from './provider-config';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-test' };

describe('providerConfig', () => {
  it('points every provider at the local stand-in in the emulator suite, with demo credentials', () => {
    const config = providerConfig(EMULATOR);
    expect(config.strava).toEqual({
      clientId: '00000',
      clientSecret: 'local-strava-secret',
      verifyToken: 'local-strava-verify',
      subscriptionId: '1001',
      baseUrl: 'http://127.0.0.1:5001/demo-test/us-central1/localProvider/strava',
      apiBaseUrl: 'http://127.0.0.1:5001/demo-test/us-central1/localProvider/strava/api-v3',
    });
    expect(config.fitbit.baseUrl).toBe(
      'http://127.0.0.1:5001/demo-test/us-central1/localProvider/fitbit',
    );
    expect(config.garmin.baseUrl).toBe(
      'http://127.0.0.1:5001/demo-test/us-central1/localProvider/garmin',
    );
    expect(config.garmin.authBaseUrl).toBe(config.garmin.baseUrl);
  });

  it("outside the emulator sends Garmin's OAuth steps to connectapi and its Health API to apis, each overridable", () => {
    const env = { GARMIN_CONSUMER_KEY: 'k' };
    expect(providerConfig(env).garmin.authBaseUrl).toBe('https://connectapi.garmin.com');
    expect(providerConfig(env).garmin.baseUrl).toBe('https://apis.garmin.com');
    expect(
      providerConfig({ ...env, GARMIN_AUTH_BASE_URL: 'https://auth.example/' }).garmin.authBaseUrl,
    ).toBe('https://auth.example');
  });

  it('takes what env sets over the defaults, a base URL without its trailing slash', () => {
    const config = providerConfig({
      ...EMULATOR,
      STRAVA_CLIENT_ID: '123',
      STRAVA_BASE_URL: 'https://www.strava.com/',
      FUNCTIONS_EMULATOR_ORIGIN: 'http://localhost:5002',
    });
    expect(config.strava.clientId).toBe('123');
    expect(config.strava.baseUrl).toBe('https://www.strava.com');
    expect(config.fitbit.baseUrl).toBe(
      'http://localhost:5002/demo-test/us-central1/localProvider/fitbit',
    );
  });

  it('outside the emulator uses the real hosts and names a missing setting when it is read', () => {
    const env = { STRAVA_CLIENT_ID: '123', STRAVA_VERIFY_TOKEN: 'v', STRAVA_SUBSCRIPTION_ID: '9' };
    const config = providerConfig(env);
    expect(config.strava.baseUrl).toBe('https://www.strava.com');
    expect(config.strava.verifyToken).toBe('v');
    // The secret is read only when used: the webhook never needs it.
    expect(() => config.strava.clientSecret).toThrow(ProviderConfigError);
    expect(() => config.strava.clientSecret).toThrow(/STRAVA_CLIENT_SECRET/);
    expect(() => providerConfig({}).strava).toThrow(/STRAVA_CLIENT_ID/);
    expect(() => providerConfig({}).fitbit).toThrow(/FITBIT_CLIENT_ID/);
    expect(
      () => providerConfig({ ...env, STRAVA_CLIENT_SECRET: '   ' }).strava.clientSecret,
    ).toThrow(/STRAVA_CLIENT_SECRET/);
    expect(providerConfig({ ...env, STRAVA_CLIENT_SECRET: 's' }).strava.clientSecret).toBe('s');
  });
});

describe('deployedSecrets', () => {
  it('binds secrets when deployed, none in the emulator suite', () => {
    expect(deployedSecrets(['STRAVA_CLIENT_SECRET'], {})).toEqual(['STRAVA_CLIENT_SECRET']);
    expect(deployedSecrets(['STRAVA_CLIENT_SECRET'], EMULATOR)).toEqual([]);
  });
});

describe('oauth2Endpoints (the shared OAuth 2.0 connect core)', () => {
  it('names Google’s and Garmin’s endpoints outside the emulator, the stand-in’s hosts inside', () => {
    expect(oauth2Endpoints('fitbit', {})).toEqual({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(oauth2Endpoints('garmin', {})).toEqual({
      authorizeUrl: 'https://connect.garmin.com/oauth2Confirm',
      tokenUrl: 'https://diauth.garmin.com/di-oauth2-service/oauth/token',
    });
    expect(oauth2Endpoints('fitbit', EMULATOR)).toEqual({
      authorizeUrl:
        'http://127.0.0.1:5001/demo-test/us-central1/localProvider/google/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:5001/demo-test/us-central1/localProvider/google/token',
    });
    expect(
      oauth2Endpoints('garmin', { ...EMULATOR, GARMIN_TOKEN_URL: 'https://t.example/x' }),
    ).toEqual({
      authorizeUrl:
        'http://127.0.0.1:5001/demo-test/us-central1/localProvider/garmin/oauth2Confirm',
      tokenUrl: 'https://t.example/x',
    });
  });
});

describe('Strava after its 2026 developer-program update', () => {
  it('calls the API on www.api-v3.strava.com and OAuth on www.strava.com, each overridable', () => {
    const env = {
      STRAVA_CLIENT_ID: '1',
      STRAVA_VERIFY_TOKEN: 'v',
      STRAVA_SUBSCRIPTION_ID: '2',
    };
    expect(providerConfig(env).strava.apiBaseUrl).toBe('https://www.api-v3.strava.com');
    expect(providerConfig(env).strava.baseUrl).toBe('https://www.strava.com');
    expect(
      providerConfig({ ...env, STRAVA_API_BASE_URL: 'https://api.example/' }).strava.apiBaseUrl,
    ).toBe('https://api.example');
  });
});
