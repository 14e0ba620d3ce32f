import { describe, expect, it } from 'vitest';
import type { ExchangeState } from './exchange-state';
import {
  readStravaParams,
  shouldExchangeStrava,
  STRAVA_TEXTS,
  stravaReturnStatus,
  type StravaReturnStatus,
} from './strava-return';
import type { TrackerConnectStatus } from '../../../contract/callables/tracker-connect';

const idle: ExchangeState<TrackerConnectStatus> = { state: 'idle' };
const pending: ExchangeState<TrackerConnectStatus> = { state: 'pending' };
const done = (value: TrackerConnectStatus): ExchangeState<TrackerConnectStatus> => ({
  state: 'done',
  value,
});
const failed: ExchangeState<TrackerConnectStatus> = {
  state: 'failed',
  error: new Error('unavailable'),
};
const GRANT = '?state=&code=abc&scope=read,activity:read';

describe('the Strava return page (docs/product.md §P2, §P4, §P5)', () => {
  it.each<
    [
      string,
      string,
      Parameters<typeof stravaReturnStatus>[1],
      ExchangeState<TrackerConnectStatus>,
      StravaReturnStatus,
    ]
  >([
    [
      'a denial, whatever else',
      '?error=access_denied&code=abc&scope=read,activity:read',
      'none',
      idle,
      'denied',
    ],
    ['a denial with an empty error', '?error=', 'loading', idle, 'denied'],
    ['no code', '?scope=read,activity:read', 'none', idle, 'notFound'],
    ['no scope', '?code=abc', 'none', idle, 'notFound'],
    ['an empty code', '?code=&scope=activity:read', 'none', idle, 'notFound'],
    ['nothing at all', '', 'loading', idle, 'notFound'],
    ['a scope without activity read', '?code=abc&scope=read', 'none', idle, 'insufficientScope'],
    [
      'read_all alone is not activity read',
      '?code=abc&scope=read_all',
      'none',
      idle,
      'insufficientScope',
    ],
    ['the user document still loading', GRANT, 'loading', idle, 'loading'],
    ['a Strava id already present', GRANT, 'strava', idle, 'alreadyConnected'],
    ['another device linked', GRANT, 'garmin', idle, 'alreadyConnected'],
    ['no device: about to exchange', GRANT, 'none', idle, 'connecting'],
    [
      'activity:read_all grants activity read',
      '?code=abc&scope=read,activity:read_all',
      'none',
      idle,
      'connecting',
    ],
    ['exchanging', GRANT, 'none', pending, 'connecting'],
    ['the server connected it', GRANT, 'none', done('connected'), 'connected'],
    [
      'connected, and the user document now shows Strava',
      GRANT,
      'strava',
      done('connected'),
      'connected',
    ],
    [
      'the server found a device linked meanwhile',
      GRANT,
      'none',
      done('alreadyConnected'),
      'alreadyConnected',
    ],
    [
      'the server found the scope short',
      GRANT,
      'none',
      done('insufficientScope'),
      'insufficientScope',
    ],
    ['the call failed', GRANT, 'none', failed, 'failed'],
  ])('%s → %s', (_, query, device, exchange, status) => {
    expect(stravaReturnStatus(readStravaParams(new URLSearchParams(query)), device, exchange)).toBe(
      status,
    );
  });

  it("says each status in the spec's words", () => {
    const english = Object.fromEntries(
      Object.entries(STRAVA_TEXTS).map(([status, text]) => [status, text.message]),
    );
    expect(english).toMatchObject({
      title: 'StravaConfirmation',
      loading: 'Loading...',
      denied: 'Denied access!',
      notFound: '404',
      connecting: 'Connecting with strava',
      connected: 'You are now connected with strava!',
      insufficientScope: 'You must give this app permission in strava',
      alreadyConnected: 'You are already connected!',
    });
  });

  it.each<[string, Parameters<typeof shouldExchangeStrava>[1], boolean]>([
    [GRANT, 'none', true],
    [GRANT, 'loading', false],
    [GRANT, 'fitbit', false],
    ['?code=abc&scope=read', 'none', false],
    ['?error=access_denied&code=abc&scope=activity:read', 'none', false],
    ['?scope=activity:read', 'none', false],
  ])('exchanges %s with device %s: %s', (query, device, expected) => {
    expect(shouldExchangeStrava(readStravaParams(new URLSearchParams(query)), device)).toBe(
      expected,
    );
  });
});
