import { describe, expect, it } from 'vitest';
import { grantsActivity, redirectUriOf } from './fitbit-connect';

describe('the Fitbit redirect_uri of a call', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173/fitbitAuth'],
    ['http://localhost:4173', 'http://localhost:4173/fitbitAuth'],
    // Another deployment's origin (deployments.json): not this one's (the emulator suite's here).
    ['https://virtual-challenges-prod.web.app', null],
    ['https://evil.example', null],
    ['http://localhost:5173/', null],
    [undefined, null],
    [['http://localhost:5173'], null],
  ])('from origin %j: %j', (origin, expected) => {
    expect(redirectUriOf(origin)).toBe(expected);
  });
});

describe('the activity scope of a Fitbit grant', () => {
  it.each([
    ['activity', true],
    ['profile activity', true],
    ['activity,profile', true],
    ['profile', false],
    ['', false],
    ['activities', false],
  ])('%j: %j', (scope, expected) => {
    expect(grantsActivity(scope)).toBe(expected);
  });
});
