import { describe, expect, it } from 'vitest';
import type { ExchangeState } from './exchange-state';
import {
  garminReturnStatus,
  GARMIN_TEXTS,
  readGarminParams,
  shouldExchangeGarmin,
  type GarminReturnStatus,
} from './garmin-return';

const idle: ExchangeState<unknown> = { state: 'idle' };
const pending: ExchangeState<unknown> = { state: 'pending' };
const done: ExchangeState<unknown> = { state: 'done', value: 'ok' };
const error = new Error('unavailable');
const failed: ExchangeState<unknown> = { state: 'failed', error };
const GRANT = '?state=t1&code=v1';

describe('the Garmin return page (docs/product.md §P2, §P4, §P5)', () => {
  it.each<
    [
      string,
      string,
      Parameters<typeof garminReturnStatus>[1],
      ExchangeState<unknown>,
      GarminReturnStatus,
    ]
  >([
    ['the user document still loading', GRANT, 'loading', idle, { kind: 'loading' }],
    [
      'a device already linked, even with a verifier',
      GRANT,
      'fitbit',
      idle,
      { kind: 'alreadyLinked', device: 'fitbit' },
    ],
    [
      'a device already linked comes before a denial',
      '?state=t1&code=null',
      'garmin',
      idle,
      { kind: 'alreadyLinked', device: 'garmin' },
    ],
    ['the verifier is the text null', '?state=t1&code=null', 'none', idle, { kind: 'denied' }],
    ['no verifier', '?state=t1', 'none', idle, { kind: 'denied' }],
    ['an empty verifier', '?state=t1&code=', 'none', idle, { kind: 'denied' }],
    ['no token', '?code=v1', 'none', idle, { kind: 'denied' }],
    ['no device: about to exchange', GRANT, 'none', idle, { kind: 'connecting' }],
    ['exchanging', GRANT, 'none', pending, { kind: 'connecting' }],
    ['connected', GRANT, 'none', done, { kind: 'connected' }],
    [
      'connected, and the user document now shows Garmin',
      GRANT,
      'garmin',
      done,
      { kind: 'connected' },
    ],
    ['the call failed', GRANT, 'none', failed, { kind: 'failed', error }],
  ])('%s', (_, query, device, exchange, status) => {
    expect(
      garminReturnStatus(readGarminParams(new URLSearchParams(query)), device, exchange),
    ).toEqual(status);
  });

  it("says the denial and the exchange in the spec's words", () => {
    expect(GARMIN_TEXTS.denied.message).toBe('User denied request');
    expect(GARMIN_TEXTS.connecting.message).toBe('Connecting with garmin');
  });

  it.each<[string, Parameters<typeof shouldExchangeGarmin>[1], boolean]>([
    [GRANT, 'none', true],
    [GRANT, 'loading', false],
    [GRANT, 'strava', false],
    ['?state=t1&code=null', 'none', false],
    ['?state=null&code=v1', 'none', false],
  ])('exchanges %s with device %s: %s', (query, device, expected) => {
    expect(shouldExchangeGarmin(readGarminParams(new URLSearchParams(query)), device)).toBe(
      expected,
    );
  });

  it('reads the literal null as empty', () => {
    expect(readGarminParams(new URLSearchParams('?state=null&code=null'))).toEqual({
      state: '',
      code: '',
    });
  });
});
