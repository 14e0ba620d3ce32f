import { describe, expect, it } from 'vitest';
import {
  CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS,
  CORRECT_SHIPPING_ADDRESS_REFUSALS,
} from '../address-correction';
import { START_CHECKOUT_REFUSAL_TEXTS, START_CHECKOUT_REFUSALS } from '../checkout-order';
import { REDEEM_GIFT_CODE_REFUSAL_TEXTS, REDEEM_GIFT_CODE_REFUSALS } from '../gift-code-redemption';
import { refusalCodeOf, type CallableContract } from './callable';
import { CHECK_TEAM, CHECK_TEAM_REFUSAL_TEXTS, CHECK_TEAM_REFUSALS } from './check-team';
import {
  CHEER_FEED_ITEM,
  CHEER_FEED_ITEM_REFUSAL_TEXTS,
  CHEER_FEED_ITEM_REFUSALS,
} from './cheer-feed-item';
import {
  DELETE_MY_ACCOUNT,
  DELETE_MY_ACCOUNT_REFUSAL_TEXTS,
  DELETE_MY_ACCOUNT_REFUSALS,
} from './delete-my-account';
import {
  CREATE_REFERRAL_LINK,
  CREATE_REFERRAL_LINK_REFUSAL_TEXTS,
  CREATE_REFERRAL_LINK_REFUSALS,
} from './referral-link';
import { CORRECT_SHIPPING_ADDRESS, REDEEM_GIFT_CODE, START_CHECKOUT } from './registration';
import { SEND_NEWS, SEND_NEWS_REFUSAL_TEXTS, SEND_NEWS_REFUSALS } from './send-news';
import {
  REQUEST_NEWS_CONFIRMATION,
  REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS,
  REQUEST_NEWS_CONFIRMATION_REFUSALS,
} from './request-news-confirmation';
import {
  SEND_GIFT_CODE,
  SEND_GIFT_CODE_REFUSAL_TEXTS,
  SEND_GIFT_CODE_REFUSALS,
} from './send-gift-code';
import {
  START_AUTHORIZATION_REFUSAL_TEXTS,
  START_AUTHORIZATION_REFUSALS,
  TRACKERS_START_AUTHORIZATION,
} from './tracker-authorization';
import {
  connectRefusalTexts,
  disconnectRefusalTexts,
  FITBIT_EXCHANGE,
  GARMIN_EXCHANGE,
  STRAVA_EXCHANGE,
  TRACKER_CONNECT_REFUSALS,
  TRACKERS_DISCONNECT,
  TRACKERS_DISCONNECT_REFUSALS,
} from './tracker-connect';

type Table = Readonly<Record<string, string>>;

/** Each callable: its contract, its list of refusal codes and its one table of texts. */
const CALLABLES: readonly [CallableContract<unknown>, readonly string[], Table][] = [
  [STRAVA_EXCHANGE, TRACKER_CONNECT_REFUSALS, connectRefusalTexts('strava')],
  [FITBIT_EXCHANGE, TRACKER_CONNECT_REFUSALS, connectRefusalTexts('fitbit')],
  [GARMIN_EXCHANGE, TRACKER_CONNECT_REFUSALS, connectRefusalTexts('garmin')],
  [TRACKERS_START_AUTHORIZATION, START_AUTHORIZATION_REFUSALS, START_AUTHORIZATION_REFUSAL_TEXTS],
  [TRACKERS_DISCONNECT, TRACKERS_DISCONNECT_REFUSALS, disconnectRefusalTexts('strava')],
  [CHECK_TEAM, CHECK_TEAM_REFUSALS, CHECK_TEAM_REFUSAL_TEXTS],
  [CHEER_FEED_ITEM, CHEER_FEED_ITEM_REFUSALS, CHEER_FEED_ITEM_REFUSAL_TEXTS],
  [DELETE_MY_ACCOUNT, DELETE_MY_ACCOUNT_REFUSALS, DELETE_MY_ACCOUNT_REFUSAL_TEXTS],
  [CREATE_REFERRAL_LINK, CREATE_REFERRAL_LINK_REFUSALS, CREATE_REFERRAL_LINK_REFUSAL_TEXTS],
  [REDEEM_GIFT_CODE, REDEEM_GIFT_CODE_REFUSALS, REDEEM_GIFT_CODE_REFUSAL_TEXTS],
  [SEND_GIFT_CODE, SEND_GIFT_CODE_REFUSALS, SEND_GIFT_CODE_REFUSAL_TEXTS],
  [START_CHECKOUT, START_CHECKOUT_REFUSALS, START_CHECKOUT_REFUSAL_TEXTS],
  [SEND_NEWS, SEND_NEWS_REFUSALS, SEND_NEWS_REFUSAL_TEXTS],
  [
    REQUEST_NEWS_CONFIRMATION,
    REQUEST_NEWS_CONFIRMATION_REFUSALS,
    REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS,
  ],
  [
    CORRECT_SHIPPING_ADDRESS,
    CORRECT_SHIPPING_ADDRESS_REFUSALS,
    CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS,
  ],
];

describe.each(CALLABLES)('%o: its refusal codes and their texts', (contract, codes, texts) => {
  it('has exactly one non-empty text for each code, and no code twice', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(texts).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(texts[code]?.trim()).not.toBe('');
  });

  it('says the signed-out refusal from its table (the wrapper answers signedOut)', () => {
    expect(codes).toContain('signedOut');
    expect(contract.signedOutMessage).toBe(texts.signedOut);
  });

  it('refuses a malformed request with a code of its list and that code’s text', () => {
    const check = contract.parse('not a request');
    if (check.ok) return; // a callable without a request accepts anything
    const refusal = refusalCodeOf(check.refusal, codes);
    expect(refusal).not.toBeNull();
    expect(check.refusal.message).toBe(texts[refusal as string]);
  });
});

describe('refusalCodeOf: the code a callable error carries, or null', () => {
  const codes = ['signedOut', 'tooManyAttempts'] as const;
  it.each([
    [
      { code: 'functions/resource-exhausted', details: { refusal: 'tooManyAttempts' } },
      'tooManyAttempts',
    ],
    [{ code: 'functions/unauthenticated', details: { refusal: 'signedOut', x: 1 } }, 'signedOut'],
    [{ code: 'functions/failed-precondition', details: { refusal: 'notOurs' } }, null],
    [{ code: 'functions/failed-precondition', details: { reason: 'tooManyAttempts' } }, null],
    [{ code: 'functions/failed-precondition' }, null],
    [{ details: 'tooManyAttempts' }, null],
    [new Error('boom'), null],
    ['text', null],
    [null, null],
  ])('%j → %s', (error, expected) => {
    expect(refusalCodeOf(error, codes)).toBe(expected);
  });
});
