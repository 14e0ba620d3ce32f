/**
 * What `firebase deploy` would ship: the built functions/lib/index.js (the emulators build it
 * before they start) exports the local Checkout stand-in only inside the emulator suite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRY = resolve(import.meta.dirname, '../../functions/lib/index.js');
const PRODUCTION = [
  'checkTeam', 'createReferralLink', 'onActivityWritten', 'onPaymentWritten', 'onStandingsRowWritten', 'redeemGiftCode',
  'rollStandingsWindows', 'startCheckout',
];

function exportedNames(env: NodeJS.ProcessEnv): string[] {
  const script = `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(ENTRY)})).sort()))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })) as string[];
}

describe('the functions entry point', () => {
  it('is built', () => {
    expect(existsSync(ENTRY)).toBe(true);
  });

  it('60. leaves the local checkout stand-in out of a deploy (no FUNCTIONS_EMULATOR)', () => {
    const { FUNCTIONS_EMULATOR: _emulator, ...env } = process.env;
    expect(exportedNames(env)).toEqual(PRODUCTION);
  });

  it('60. exports the stand-in in the emulator suite, unless a Stripe secret is configured', () => {
    const { STRIPE_API_KEY: _key, STRIPE_SECRET_KEY: _secret, ...env } = process.env;
    expect(exportedNames({ ...env, FUNCTIONS_EMULATOR: 'true' })).toEqual([...PRODUCTION, 'localCheckout', 'onCheckoutSessionCreated'].sort());
    expect(exportedNames({ ...env, FUNCTIONS_EMULATOR: 'true', STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual(PRODUCTION);
  });
});
