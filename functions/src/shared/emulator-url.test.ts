import { describe, expect, it } from 'vitest';
import { emulatorFunctionUrl } from './emulator-url';

describe('emulatorFunctionUrl', () => {
  it('is the emulator origin, the project and the region before the function name', () => {
    expect(emulatorFunctionUrl('localCheckout', { GCLOUD_PROJECT: 'demo-x' })).toBe(
      'http://127.0.0.1:5001/demo-x/us-central1/localCheckout',
    );
    expect(
      emulatorFunctionUrl('strava-webhook', {
        GCLOUD_PROJECT: 'demo-x',
        FUNCTIONS_EMULATOR_ORIGIN: 'http://localhost:5002',
      }),
    ).toBe('http://localhost:5002/demo-x/us-central1/strava-webhook');
  });

  it('refuses to guess a project', () => {
    expect(() => emulatorFunctionUrl('localCheckout', {})).toThrow(/GCLOUD_PROJECT/);
  });
});
