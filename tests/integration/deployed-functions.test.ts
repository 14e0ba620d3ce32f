/**
 * What `firebase deploy` would ship: the built functions/lib/index.js (the emulators build it
 * before they start) exports the local Checkout and tracker provider stand-ins only inside
 * the emulator suite. Groups (`strava`, `fitbit`, `garmin`, `trackers`) deploy as `group-name`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRY = resolve(import.meta.dirname, '../../functions/lib/index.js');
const PRODUCTION = [
  'checkTeam', 'correctShippingAddress', 'createReferralLink', 'onActivityWritten', 'onPaymentWritten', 'onStandingsRowWritten', 'onTrackerEventCreated',
  'redeemGiftCode', 'retryTrackerEvents', 'rollStandingsWindows', 'startCheckout',
  'strava-exchangeAuthorizationCode', 'strava-webhook', 'trackers-disconnect',
  'fitbit-exchangeAuthorizationCode', 'fitbit-webhook', 'garmin-exchangeAccessToken', 'garmin-getOAuthRequestToken', 'garmin-webhook',
];

/** The deployed function names: an export, or `group-member` for a group of functions. */
function exportedNames(env: NodeJS.ProcessEnv): string[] {
  const script = `const m = require(${JSON.stringify(ENTRY)});
    const names = Object.keys(m).flatMap((k) => m[k]?.__endpoint ? [k] : Object.keys(m[k] ?? {}).map((n) => k + '-' + n));
    console.log(JSON.stringify(names.sort()))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })) as string[];
}

describe('the functions entry point', () => {
  it('is built', () => {
    expect(existsSync(ENTRY)).toBe(true);
  });

  it('60. leaves the local checkout and provider stand-ins out of a deploy (no FUNCTIONS_EMULATOR)', () => {
    const { FUNCTIONS_EMULATOR: _emulator, ...env } = process.env;
    expect(exportedNames(env)).toEqual([...PRODUCTION].sort());
  });

  it('60. exports the stand-ins in the emulator suite; the checkout one not when a Stripe secret is configured', () => {
    const { STRIPE_API_KEY: _key, STRIPE_SECRET_KEY: _secret, ...env } = process.env;
    expect(exportedNames({ ...env, FUNCTIONS_EMULATOR: 'true' })).toEqual([...PRODUCTION, 'localCheckout', 'localProvider', 'onCheckoutSessionCreated'].sort());
    expect(exportedNames({ ...env, FUNCTIONS_EMULATOR: 'true', STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([...PRODUCTION, 'localProvider'].sort());
  });
});
