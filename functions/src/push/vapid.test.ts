import { describe, expect, it } from 'vitest';
import { LOCAL_VAPID_KEYS, pushSecrets, vapidDetails } from './vapid';

describe('the VAPID settings', () => {
  it('are the local pair in the emulator suite, and bind no secret there', () => {
    expect(vapidDetails({ FUNCTIONS_EMULATOR: 'true' })).toMatchObject(LOCAL_VAPID_KEYS);
    expect(vapidDetails({ FUNCTIONS_EMULATOR: 'true' }).subject).toMatch(/^mailto:.+@/);
    expect(pushSecrets({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });

  it('are the configured keys when deployed, and the private key is a bound secret', () => {
    expect(vapidDetails({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toMatchObject({
      publicKey: 'pub',
      privateKey: 'priv',
    });
    expect(pushSecrets({})).toEqual(['VAPID_PRIVATE_KEY']);
  });

  it('stop a deployed function that has no key, naming what is missing', () => {
    expect(() => vapidDetails({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});
