/**
 * The server answers only refusal codes of its callable's contract list (contract/callables/
 * callable.ts): every refusal goes through refusalError (typed by the contract's table), and
 * each code a module names is in its callable's list. Read from the modules' source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORRECT_SHIPPING_ADDRESS_REFUSALS } from '../../../src/contract/address-correction';
import { CHECK_TEAM_REFUSALS } from '../../../src/contract/callables/check-team';
import { CHEER_FEED_ITEM_REFUSALS } from '../../../src/contract/callables/cheer-feed-item';
import { START_AUTHORIZATION_REFUSALS } from '../../../src/contract/callables/tracker-authorization';
import { DELETE_MY_ACCOUNT_REFUSALS } from '../../../src/contract/callables/delete-my-account';
import { START_CHECKOUT_REFUSALS } from '../../../src/contract/checkout-order';
import { CREATE_REFERRAL_LINK_REFUSALS } from '../../../src/contract/callables/referral-link';
import {
  TRACKER_CONNECT_REFUSALS,
  TRACKERS_DISCONNECT_REFUSALS,
} from '../../../src/contract/callables/tracker-connect';
import { REDEEM_GIFT_CODE_REFUSALS } from '../../../src/contract/gift-code-redemption';
import { ORGANISER_REFUSALS } from '../../../src/contract/callables/organiser';

const SRC = join(__dirname, '..');

/** Each module that refuses, with its callable's list of codes. */
const LISTS: Readonly<Record<string, readonly string[]>> = {
  'trackers/strava/exchange-authorization-code.ts': TRACKER_CONNECT_REFUSALS,
  'trackers/fitbit/exchange-authorization-code.ts': TRACKER_CONNECT_REFUSALS,
  'trackers/garmin/exchange-access-token.ts': TRACKER_CONNECT_REFUSALS,
  'trackers/oauth2/pending-authorization.ts': TRACKER_CONNECT_REFUSALS,
  'trackers/oauth2/start-authorization.ts': START_AUTHORIZATION_REFUSALS,
  'trackers/connect-answer.ts': TRACKER_CONNECT_REFUSALS,
  'trackers/disconnect.ts': TRACKERS_DISCONNECT_REFUSALS,
  'registration/check-team.ts': CHECK_TEAM_REFUSALS,
  'team-feed/cheer-feed-item.ts': CHEER_FEED_ITEM_REFUSALS,
  'account/delete-my-account.ts': DELETE_MY_ACCOUNT_REFUSALS,
  'referrals/create-referral-link.ts': CREATE_REFERRAL_LINK_REFUSALS,
  'registration/redeem-gift-code.ts': REDEEM_GIFT_CODE_REFUSALS,
  'registration/start-checkout.ts': START_CHECKOUT_REFUSALS,
  'registration/catalogue.ts': START_CHECKOUT_REFUSALS,
  'registration/correct-shipping-address.ts': CORRECT_SHIPPING_ADDRESS_REFUSALS,
  'organiser/import-tracking.ts': ORGANISER_REFUSALS,
};

/** Modules that build an HttpsError themselves: the wrapper and the shared outage answer. */
const OWN_ERRORS = new Set(['shared/callable.ts', 'shared/read-or-unavailable.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const MODULES = sources(SRC).map((path) => [relative(SRC, path), readFileSync(path, 'utf8')]);

/**
 * The codes a module names: refusalError(status, 'code', …), the refusal builders of a
 * callable's contract (orderRefusal('code'), correctionRefusalFor('code')), a module's own
 * refused('code') and REFUSAL_OF_OUTCOME's values.
 */
function namedCodes(source: string): string[] {
  const thrown = [
    ...source.matchAll(/refusalError\(\s*[^,]+,\s*'([^']+)'/g),
    ...source.matchAll(/\b(?:orderRefusal|correctionRefusalFor|refused)\(\s*'([^']+)'/g),
  ].map((m) => m[1]);
  const outcomes = [...source.matchAll(/^\s+\w+: '(\w+)',$/gm)].map((m) => m[1]);
  return source.includes('REFUSAL_OF_OUTCOME = {') ? [...thrown, ...outcomes] : thrown;
}

describe('the functions answer only their contracts’ refusal codes', () => {
  it.each(Object.keys(LISTS))('%s', (module) => {
    const source = MODULES.find(([path]) => path === module)?.[1] ?? '';
    const codes = namedCodes(source);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(LISTS[module]).toContain(code);
  });

  it.each(MODULES.filter(([path]) => !OWN_ERRORS.has(path)).map(([path]) => path))(
    '%s builds no HttpsError of its own',
    (module) => {
      const source = MODULES.find(([path]) => path === module)?.[1] ?? '';
      expect(source).not.toMatch(/new HttpsError\(/);
    },
  );
});
