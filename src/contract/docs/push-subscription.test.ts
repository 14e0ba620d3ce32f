import { describe, expect, it } from 'vitest';
import { parsePushKinds, parsePushSubscription, pushEndpointAllowed } from './push-subscription';

describe('parsePushSubscription', () => {
  it('reads endpoint, keys and kinds; a kind not stored true is off', () => {
    expect(
      parsePushSubscription('d1', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { p256dh: 'P', auth: 'A' },
        kinds: { milestones: true, cheers: 'yes' },
      }),
    ).toEqual({
      deviceId: 'd1',
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: 'P', auth: 'A' },
      kinds: { milestones: true, cheers: false, notes: false, trackers: false },
      updatedAt: null,
    });
  });

  it.each([
    [{}],
    [{ endpoint: 'https://x', keys: { p256dh: 'P' } }],
    [{ keys: { p256dh: 'P', auth: 'A' } }],
    [null],
  ])('is null without an endpoint and both keys: %j', (data) => {
    expect(parsePushSubscription('d', data)).toBeNull();
  });

  it('reads malformed kinds as none', () => {
    expect(parsePushKinds('all')).toEqual({
      milestones: false,
      cheers: false,
      notes: false,
      trackers: false,
    });
  });
});

describe('pushEndpointAllowed', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', false, true],
    ['https://web.push.apple.com/abc', false, true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', false, true],
    ['http://fcm.googleapis.com/fcm/send/abc', false, false],
    ['https://example.com/push', false, false],
    ['https://fcm.googleapis.com.evil.test/x', false, false],
    ['https://user:pw@fcm.googleapis.com/x', false, false],
    ['http://127.0.0.1:1090/push/abc', false, false],
    ['http://127.0.0.1:1090/push/abc', true, true],
    ['http://169.254.169.254/latest', true, false],
    ['https://fcm.googleapis.com/fcm/send/abc', true, false],
    ['not a url', true, false],
    [`https://fcm.googleapis.com/${'a'.repeat(1000)}`, false, false],
  ])('%s (emulator %s): %s', (endpoint, emulator, allowed) => {
    expect(pushEndpointAllowed(endpoint, emulator)).toBe(allowed);
  });
});
