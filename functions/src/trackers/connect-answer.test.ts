import { describe, expect, it } from 'vitest';
import { accountFieldValue, connectAnswer, hasLinkedAccount, linkDecision } from './connect-answer';

describe('linkDecision', () => {
  it.each([
    ['a free account', false, null, 'connected'],
    ['her own account again', false, 'u1', 'connected'],
    ['an account feeding someone else', false, 'u2', 'taken'],
    ['a participant with a device already', true, null, 'linked'],
    ['a device already, the account someone else’s', true, 'u2', 'linked'],
  ] as const)('%s → %s', (_label, linked, owner, expected) => {
    expect(linkDecision(linked, owner, 'u1')).toBe(expected);
  });
});

describe('hasLinkedAccount', () => {
  it.each([
    ['no account field', {}, 'fitbit', false],
    ['a Strava athlete id', { stravaAccount: { id: '12' } }, 'fitbit', true],
    ['a Fitbit account', { fitbitAccount: { connected: true } }, 'strava', true],
    ['a Garmin account', { garminAccount: { activeToggle: 'activities' } }, 'strava', true],
    ['a leftover Fitbit field without connected', { fitbitAccount: {} }, 'fitbit', true],
    ['a leftover Fitbit field, connecting Garmin', { fitbitAccount: {} }, 'garmin', false],
  ] as const)('%s (%s) → %s', (_label, user, provider, expected) => {
    expect(hasLinkedAccount(user, provider)).toBe(expected);
  });
});

describe('accountFieldValue', () => {
  it.each([
    ['strava', { id: '42' }],
    ['fitbit', { connected: true, api: 'google-health' }],
    ['garmin', { activeToggle: 'activities' }],
  ] as const)('%s', (provider, expected) => {
    expect(accountFieldValue(provider, '42')).toEqual(expected);
  });
});

describe('connectAnswer: one response shape for the three connects', () => {
  it.each([
    [
      'strava',
      'connected',
      {
        ok: true,
        response: { status: 'connected', message: 'You are now connected with Strava!' },
      },
    ],
    [
      'fitbit',
      'connected',
      {
        ok: true,
        response: { status: 'connected', message: 'You are now connected with Fitbit!' },
      },
    ],
    [
      'garmin',
      'connected',
      {
        ok: true,
        response: { status: 'connected', message: 'You are now connected with Garmin!' },
      },
    ],
    [
      'strava',
      'linked',
      {
        ok: true,
        response: {
          status: 'alreadyConnected',
          message: 'A device is already connected to your account. Disconnect it first.',
        },
      },
    ],
    [
      'fitbit',
      'linked',
      {
        ok: false,
        refusal: {
          code: 'failed-precondition',
          message: 'A device is already connected to your account. Disconnect it first.',
        },
      },
    ],
    [
      'garmin',
      'taken',
      {
        ok: false,
        refusal: {
          code: 'failed-precondition',
          message: 'This Garmin account is already connected to another participant.',
        },
      },
    ],
    [
      'strava',
      'taken',
      {
        ok: false,
        refusal: {
          code: 'failed-precondition',
          message: 'This Strava account is already connected to another participant.',
        },
      },
    ],
  ] as const)('%s %s', (provider, outcome, expected) => {
    expect(connectAnswer(provider, outcome)).toEqual(expected);
  });
});
