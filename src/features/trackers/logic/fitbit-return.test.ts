import { describe, expect, it } from 'vitest';
import type { ExchangeState } from './exchange-state';
import {
  fitbitReturnStatus,
  readFitbitParams,
  shouldExchangeFitbit,
  FITBIT_TEXTS,
  type FitbitReturnStatus,
} from './fitbit-return';

const idle: ExchangeState<unknown> = { state: 'idle' };
const pending: ExchangeState<unknown> = { state: 'pending' };
const done: ExchangeState<unknown> = { state: 'done', value: 'ok' };
const error = new Error('unavailable');
const failed: ExchangeState<unknown> = { state: 'failed', error };
const CODE = '?code=abc&state=s1';

describe('the Fitbit return page (docs/product.md §P2, §P4, §P8)', () => {
  it.each<
    [
      string,
      string,
      Parameters<typeof fitbitReturnStatus>[1],
      ExchangeState<unknown>,
      FitbitReturnStatus,
    ]
  >([
    [
      'a denial',
      '?error=access_denied&error_description=The+user+denied+the+request.',
      'none',
      idle,
      { kind: 'denied' },
    ],
    [
      'a denial before the user document',
      '?error_description=The+user+denied+the+request.',
      'loading',
      idle,
      { kind: 'denied' },
    ],
    [
      'another Fitbit error, shown',
      '?error_description=Invalid+redirect_uri',
      'none',
      idle,
      { kind: 'failed', detail: 'Invalid redirect_uri', error: null },
    ],
    ['no code', '', 'none', idle, { kind: 'failed', detail: FITBIT_TEXTS.noCode, error: null }],
    ['the user document still loading', CODE, 'loading', idle, { kind: 'connecting' }],
    ['no device: about to exchange', CODE, 'none', idle, { kind: 'connecting' }],
    ['exchanging', CODE, 'none', pending, { kind: 'connecting' }],
    ['connected', CODE, 'none', done, { kind: 'connected' }],
    [
      'connected, and the user document now shows Fitbit',
      CODE,
      'fitbit',
      done,
      { kind: 'connected' },
    ],
    ['the call failed', CODE, 'none', failed, { kind: 'failed', detail: null, error }],
    [
      'Fitbit already linked (a reload after connecting)',
      CODE,
      'fitbit',
      idle,
      { kind: 'alreadyLinked', device: 'fitbit' },
    ],
    ['another device linked', CODE, 'strava', idle, { kind: 'alreadyLinked', device: 'strava' }],
  ])('%s', (_, query, device, exchange, status) => {
    expect(
      fitbitReturnStatus(readFitbitParams(new URLSearchParams(query)), device, exchange),
    ).toEqual(status);
  });

  it("says the denial in the spec's words", () => {
    expect(FITBIT_TEXTS.denied.message).toBe('You must allow the app to work with fitbit!');
    expect(FITBIT_TEXTS.failed.message).toBe('Something went wrong!');
    expect(FITBIT_TEXTS.connecting.message).toBe('Connecting...');
  });

  it.each<[string, string, Parameters<typeof shouldExchangeFitbit>[2], boolean]>([
    [CODE, 'u1', 'none', true],
    [CODE, '', 'none', false],
    [CODE, 'u1', 'loading', false],
    [CODE, 'u1', 'fitbit', false],
    [CODE, 'u1', 'garmin', false],
    ['', 'u1', 'none', false],
    ['?code=abc&error_description=The+user+denied+the+request.', 'u1', 'none', false],
    // Google's OAuth 2.0: a code without its state, or a denial without a description.
    ['?code=abc', 'u1', 'none', false],
    ['?error=access_denied&state=s1', 'u1', 'none', false],
  ])('exchanges %s for user %j with device %s: %s', (query, uid, device, expected) => {
    expect(shouldExchangeFitbit(readFitbitParams(new URLSearchParams(query)), uid, device)).toBe(
      expected,
    );
  });
});

describe('Google’s answers on /fitbitAuth (OAuth 2.0)', () => {
  const idle = { state: 'idle' } as const;
  it.each([
    ['a denial without a description', '?error=access_denied&state=s1', { kind: 'denied' }],
    [
      'another error without a description',
      '?error=server_error&state=s1',
      { kind: 'failed', detail: 'server_error', error: null },
    ],
    [
      'a code without its state',
      '?code=abc',
      { kind: 'failed', detail: FITBIT_TEXTS.noCode, error: null },
    ],
  ])('%s', (_label, query, status) => {
    expect(fitbitReturnStatus(readFitbitParams(new URLSearchParams(query)), 'none', idle)).toEqual(
      status,
    );
  });
});
