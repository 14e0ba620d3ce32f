import { describe, expect, it } from 'vitest';
import { fitbitAccountValue, fitbitNeedsReconnect } from './fitbit-reconnect';

describe('a Fitbit connection that needs reconnecting', () => {
  it.each([
    ['connected before the move (no api)', { connected: true }, true],
    ['connected through another api', { connected: true, api: 'fitbit-web' }, true],
    ['connected through the Google Health API', { connected: true, api: 'google-health' }, false],
    ['what a connect writes now', fitbitAccountValue(), false],
    ['not connected', { connected: false }, false],
    ['no account', undefined, false],
    ['null', null, false],
  ])('%s → %j', (_label, account, expected) => {
    expect(fitbitNeedsReconnect(account)).toBe(expected);
  });
});
