/**
 * docs/security.md item 59: every callable the functions export needs a signed-in user; a
 * visitor gets `unauthenticated` and nothing else. The list comes from the built entry point
 * (as the emulator suite loads it), so a new callable is checked without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { callFunction } from './support/emulators';
import { exportedCallables } from './support/exported-callables';

const callables = exportedCallables();

describe('callables and visitors', () => {
  it('finds the callables of the entry point (the list below is not empty)', () => {
    expect(callables).toEqual(
      expect.arrayContaining([
        'checkTeam',
        'redeemGiftCode',
        'strava-exchangeAuthorizationCode',
        'trackers-disconnect',
      ]),
    );
  });

  it.each(callables)('59. a visitor calling %s is answered unauthenticated', async (name) => {
    const answer = await callFunction(name, {});
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    expect(answer.result).toBeUndefined();
  });
});
