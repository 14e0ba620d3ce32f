import { describe, expect, it } from 'vitest';
import { CHECK_TEAM } from './check-team';
import { CHEER_FEED_ITEM } from './cheer-feed-item';
import { DELETE_MY_ACCOUNT, RECENT_SIGN_IN_MS, signedInRecently } from './delete-my-account';
import { EXPORT_MY_DATA } from './export-my-data';
import { CREATE_REFERRAL_LINK } from './referral-link';
import { CORRECT_SHIPPING_ADDRESS, REDEEM_GIFT_CODE, START_CHECKOUT } from './registration';
import { REQUEST_NEWS_CONFIRMATION } from './request-news-confirmation';
import { SEND_GIFT_CODE } from './send-gift-code';
import { TRACKERS_START_AUTHORIZATION } from './tracker-authorization';
import {
  FITBIT_EXCHANGE,
  GARMIN_EXCHANGE,
  STRAVA_EXCHANGE,
  trackerConnectStatusOf,
  TRACKERS_DISCONNECT,
} from './tracker-connect';

const long = 'x'.repeat(513);
const STATE = 'S'.repeat(43);

describe('the callables’ names are the deployed ones', () => {
  it.each([
    [STRAVA_EXCHANGE.name, 'strava-exchangeAuthorizationCode'],
    [FITBIT_EXCHANGE.name, 'fitbit-exchangeAuthorizationCode'],
    [GARMIN_EXCHANGE.name, 'garmin-exchangeAccessToken'],
    [TRACKERS_START_AUTHORIZATION.name, 'trackers-startAuthorization'],
    [TRACKERS_DISCONNECT.name, 'trackers-disconnect'],
    [CHECK_TEAM.name, 'checkTeam'],
    [CHEER_FEED_ITEM.name, 'cheerFeedItem'],
    [CREATE_REFERRAL_LINK.name, 'createReferralLink'],
    [EXPORT_MY_DATA.name, 'exportMyData'],
    [DELETE_MY_ACCOUNT.name, 'deleteMyAccount'],
    [START_CHECKOUT.name, 'startCheckout'],
    [REDEEM_GIFT_CODE.name, 'redeemGiftCode'],
    [SEND_GIFT_CODE.name, 'sendGiftCode'],
    [CORRECT_SHIPPING_ADDRESS.name, 'correctShippingAddress'],
    [REQUEST_NEWS_CONFIRMATION.name, 'requestNewsConfirmation'],
  ])('%s', (name, expected) => {
    expect(name).toBe(expected);
  });
});

describe('request parsers', () => {
  it.each([
    ['strava ok', STRAVA_EXCHANGE.parse({ code: 'c', scope: 'read' }), true, ''],
    [
      'strava no scope',
      STRAVA_EXCHANGE.parse({ code: 'c' }),
      false,
      'A code and a scope are required.',
    ],
    [
      'strava long code',
      STRAVA_EXCHANGE.parse({ code: long, scope: 's' }),
      false,
      'A code and a scope are required.',
    ],
    ['strava not an object', STRAVA_EXCHANGE.parse('x'), false, 'A code and a scope are required.'],
    ['fitbit ok', FITBIT_EXCHANGE.parse({ code: 'c', state: STATE }), true, ''],
    [
      'fitbit no state',
      FITBIT_EXCHANGE.parse({ code: 'c' }),
      false,
      'An authorization code and its state are required.',
    ],
    [
      'fitbit the old request (userId, authorizationCode)',
      FITBIT_EXCHANGE.parse({ userId: 'u1', authorizationCode: 'c' }),
      false,
      'An authorization code and its state are required.',
    ],
    ['garmin ok', GARMIN_EXCHANGE.parse({ code: 'c', state: STATE }), true, ''],
    [
      'garmin no code (a denial)',
      GARMIN_EXCHANGE.parse({ state: STATE }),
      false,
      'User denied request',
    ],
    [
      'garmin a long state',
      GARMIN_EXCHANGE.parse({ code: 'c', state: long }),
      false,
      'User denied request',
    ],
    [
      'start: fitbit from the app',
      TRACKERS_START_AUTHORIZATION.parse({
        provider: 'fitbit',
        returnOrigin: 'http://localhost:5173',
      }),
      true,
      '',
    ],
    [
      'start: strava is not an OAuth 2.0 core provider',
      TRACKERS_START_AUTHORIZATION.parse({
        provider: 'strava',
        returnOrigin: 'http://localhost:5173',
      }),
      false,
      'Choose Fitbit or Garmin to connect.',
    ],
    [
      'start: a foreign origin',
      TRACKERS_START_AUTHORIZATION.parse({
        provider: 'garmin',
        returnOrigin: 'https://evil.example',
      }),
      false,
      'Connect your device from the app.',
    ],
    [
      'start: an origin with a path',
      TRACKERS_START_AUTHORIZATION.parse({
        provider: 'garmin',
        returnOrigin: 'http://localhost:5173/x',
      }),
      false,
      'Connect your device from the app.',
    ],
    ['no request', TRACKERS_DISCONNECT.parse({ anything: 1 }), true, ''],
    [
      'checkTeam malformed',
      CHECK_TEAM.parse({ legId: 'x' }),
      false,
      'A leg, a team choice, a valid team name and a team code are required.',
    ],
    ['checkTeam no team', CHECK_TEAM.parse({ legId: 'price_1', teamChoice: 'noTeam' }), true, ''],
    ['gift code ok', REDEEM_GIFT_CODE.parse({ code: 'GIFT-1', legId: 'price_1' }), true, ''],
    [
      'gift code a path',
      REDEEM_GIFT_CODE.parse({ code: 'a/b', legId: 'price_1' }),
      false,
      'Invalid Code. Codes are case-sensitive.',
    ],
    [
      'gift code no leg',
      REDEEM_GIFT_CODE.parse({ code: 'GIFT-1' }),
      false,
      'A distance (legId) is required.',
    ],
    [
      'gift code a bad race',
      REDEEM_GIFT_CODE.parse({ code: 'GIFT-1', legId: 'price_1', raceId: 'a/b' }),
      false,
      'Unknown distance.',
    ],
    [
      'gift code a team without a name',
      REDEEM_GIFT_CODE.parse({ code: 'GIFT-1', legId: 'price_1', teamChoice: 'newTeam' }),
      false,
      'Please enter a valid team name.',
    ],
  ])('%s', (_label, check, ok, message) => {
    expect(check.ok).toBe(ok);
    if (!check.ok) {
      expect(check.refusal.code).toBe('invalid-argument');
      expect(check.refusal.message).toBe(message);
    }
  });

  it('a correction for a leg id that names no registration is refused with its code alone', () => {
    const check = CORRECT_SHIPPING_ADDRESS.parse({ legId: 'a/b', address: {} });
    expect(check).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument', details: { refusal: 'badLeg' } },
    });
    expect(check.ok ? null : check.refusal.details).toEqual({ refusal: 'badLeg' });
  });

  it('a gift request is trimmed and its race kept when it is an id', () => {
    expect(
      REDEEM_GIFT_CODE.parse({
        code: ' GIFT-1 ',
        legId: 'price_1',
        raceId: 'prod_1',
        teamName: ' T ',
      }),
    ).toEqual({
      ok: true,
      value: {
        code: 'GIFT-1',
        legId: 'price_1',
        raceId: 'prod_1',
        raceUrl: '',
        teamChoice: 'noTeam',
        teamName: 'T',
        teamCode: '',
      },
    });
  });
});

describe('trackerConnectStatusOf: the one list of connect answers', () => {
  it.each([
    ['connected', 'connected'],
    ['alreadyConnected', 'alreadyConnected'],
    ['insufficientScope', 'insufficientScope'],
    ['ok', null],
    [undefined, null],
    [1, null],
  ])('%j → %s', (value, expected) => {
    expect(trackerConnectStatusOf(value)).toBe(expected);
  });
});

describe('deleteMyAccount', () => {
  it('accepts only confirm: true, and never keeps anything else of the request', () => {
    expect(DELETE_MY_ACCOUNT.parse({ confirm: true, uid: 'someone-else' })).toEqual({
      ok: true,
      value: { confirm: true },
    });
    for (const raw of [{}, { confirm: 'true' }, { confirm: 1 }, null, 'x'])
      expect(DELETE_MY_ACCOUNT.parse(raw)).toMatchObject({
        ok: false,
        refusal: { code: 'invalid-argument', details: { refusal: 'notConfirmed' } },
      });
  });

  it('asks for a sign-in of the last five minutes', () => {
    const now = 1_800_000_000_000;
    expect(signedInRecently(now / 1000 - 60, now)).toBe(true);
    expect(signedInRecently((now - RECENT_SIGN_IN_MS) / 1000, now)).toBe(true);
    expect(signedInRecently((now - RECENT_SIGN_IN_MS) / 1000 - 1, now)).toBe(false);
    expect(signedInRecently(undefined, now)).toBe(false);
    expect(signedInRecently('1800000000', now)).toBe(false);
  });
});
