import { describe, expect, it } from 'vitest';
import { deployedSecrets, providerConfig, ProviderConfigError } from './provider-config';

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
    });
    expect(config.fitbit.baseUrl).toBe(
      'http://127.0.0.1:5001/demo-test/us-central1/localProvider/fitbit',
    );
    expect(config.garmin.baseUrl).toBe(
      'http://127.0.0.1:5001/demo-test/us-central1/localProvider/garmin',
    );
    expect(config.garmin.tokenUrl).toBe(`${config.garmin.baseUrl}/di-oauth2-service/oauth/token`);
    expect(config.garmin.exchangeUrl).toBe(
      `${config.garmin.baseUrl}/partner-gateway/rest/user/token-exchange`,
    );
    expect(config.garmin.consumerKey).toBe(config.garmin.clientId);
  });

  it("outside the emulator uses Garmin's OAuth 2.0 hosts and its Health API, each overridable", () => {
    const env = { GARMIN_CLIENT_ID: 'k' };
    const garmin = providerConfig(env).garmin;
    expect(garmin.authorizeUrl).toBe('https://connect.garmin.com/oauth2Confirm');
    expect(garmin.tokenUrl).toBe('https://diauth.garmin.com/di-oauth2-service/oauth/token');
    expect(garmin.exchangeUrl).toBe(
      'https://apis.garmin.com/partner-gateway/rest/user/token-exchange',
    );
    expect(garmin.baseUrl).toBe('https://apis.garmin.com');
    expect(
      providerConfig({ ...env, GARMIN_TOKEN_URL: 'https://auth.example/token' }).garmin.tokenUrl,
    ).toBe('https://auth.example/token');
    expect(() => garmin.webhookKey).toThrow(/GARMIN_WEBHOOK_KEY/);
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
