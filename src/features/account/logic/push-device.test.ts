import { describe, expect, it } from 'vitest';
import { PUSH_DEVICE_ID } from '../../../contract/docs/push-subscription';
import { deviceIdOf, keyBytes } from './push-device';

describe('push on this device', () => {
  it('derives the device id the server expects: base64url SHA-256 of the endpoint', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    const id = await deviceIdOf(endpoint);
    // As tests/integration/support/push.ts derives it with node:crypto.
    expect(id).toBe('PcHubr-N74CO70EUIAXk-xYe1PMiR-Cyui0M1oGdm68');
    expect(id).toMatch(PUSH_DEVICE_ID);
  });

  it('reads a VAPID public key as its 65 bytes (an uncompressed P-256 point)', () => {
    const key =
      'BG7XN9UP-uh1dSK2jkFzVP_tdg6QFAb7TRBh7Z7VQ84TwMdR8LJsUxb8sqndlb3aDjiGOwHmJdX9YjkSRAI7qGE';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes.slice(1, 4)).toEqual(new Uint8Array([0x6e, 0xd7, 0x37]));
  });
});
