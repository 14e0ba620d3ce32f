import { describe, expect, it } from 'vitest';
import { claimRefusal, type PendingAuthorization } from './claim-decision';

const created = new Date('2026-11-28T10:00:00.000Z');
const pending: PendingAuthorization = {
  uid: 'her-uid',
  provider: 'garmin',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://localhost:5173/garminAuth',
  createdAt: created,
  expireAt: new Date(created.getTime() + 15 * 60_000),
};
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

describe('claimRefusal', () => {
  it.each([
    ['her own, for its provider, at once', pending, 'her-uid', 'garmin', at(0), null],
    ['her own, a second before it expires', pending, 'her-uid', 'garmin', at(14.99), null],
    [
      'none stored (unknown or used already)',
      null,
      'her-uid',
      'garmin',
      at(1),
      'authorizationUnknown',
    ],
    ['another participant’s', pending, 'other-uid', 'garmin', at(1), 'authorizationNotYours'],
    [
      'another participant’s, expired too',
      pending,
      'other-uid',
      'fitbit',
      at(20),
      'authorizationNotYours',
    ],
    [
      'started for another provider',
      pending,
      'her-uid',
      'fitbit',
      at(1),
      'authorizationOtherProvider',
    ],
    ['at its 15 minutes', pending, 'her-uid', 'garmin', at(15), 'authorizationExpired'],
    ['an hour on', pending, 'her-uid', 'garmin', at(60), 'authorizationExpired'],
  ] as const)('%s → %s', (_label, stored, uid, provider, now, refusal) => {
    expect(claimRefusal(stored, uid, provider, now)).toBe(refusal);
  });
});
