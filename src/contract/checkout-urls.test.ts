import { describe, expect, it } from 'vitest';
import {
  buildCancelUrl,
  buildSuccessUrl,
  isAppOrigin,
  trackingFromSearch,
  trackingParams,
  type Tracking,
} from './checkout-urls';
import { parseDeployment } from '../config/deployment';

const ORIGIN = 'https://challenges.example.ca';
const FULL: Tracking = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring 2025',
};

describe('buildSuccessUrl', () => {
  it.each([
    [
      'all utm parameters',
      FULL,
      `${ORIGIN}/register/thebigcanadarun2025/confirmation?race=abc123&utm_source=newsletter&utm_medium=email&utm_campaign=spring+2025`,
    ],
    ['no tracking', {}, `${ORIGIN}/register/thebigcanadarun2025/confirmation?race=abc123`],
    [
      'only non-empty ones',
      { utm_source: '', utm_medium: 'social', utm_campaign: null },
      `${ORIGIN}/register/thebigcanadarun2025/confirmation?race=abc123&utm_medium=social`,
    ],
    [
      'blank values',
      { utm_source: '  ' },
      `${ORIGIN}/register/thebigcanadarun2025/confirmation?race=abc123`,
    ],
  ] satisfies ReadonlyArray<readonly [string, Tracking, string]>)(
    '%s',
    (_label, tracking, expected) => {
      expect(buildSuccessUrl(ORIGIN, 'thebigcanadarun2025', 'price_abc123', tracking)).toBe(
        expected,
      );
    },
  );

  it('accepts an origin with a trailing slash and a leg id without the prefix', () => {
    expect(buildSuccessUrl(`${ORIGIN}/`, 'ride2025', 'xyz', {})).toBe(
      `${ORIGIN}/register/ride2025/confirmation?race=xyz`,
    );
  });

  it('works on a local origin', () => {
    expect(
      buildSuccessUrl('http://localhost:5173', 'ride2025', 'price_1', { utm_campaign: 'x&y' }),
    ).toBe('http://localhost:5173/register/ride2025/confirmation?race=1&utm_campaign=x%26y');
  });
});

describe('buildCancelUrl', () => {
  it.each([
    [
      'all utm parameters',
      FULL,
      `${ORIGIN}/register/ride2025?utm_source=newsletter&utm_medium=email&utm_campaign=spring+2025`,
    ],
    ['no tracking', {}, `${ORIGIN}/register/ride2025`],
    [
      'only non-empty ones',
      { utm_source: 'fb', utm_medium: '', utm_campaign: undefined },
      `${ORIGIN}/register/ride2025?utm_source=fb`,
    ],
  ] satisfies ReadonlyArray<readonly [string, Tracking, string]>)(
    '%s',
    (_label, tracking, expected) => {
      expect(buildCancelUrl(ORIGIN, 'ride2025', 'price_abc123', tracking)).toBe(expected);
    },
  );
});

describe('tracking parameters', () => {
  it('reads them from a query string, ignoring others', () => {
    const tracking = trackingFromSearch('?promo_code=X&utm_source=ig&utm_campaign=c1');
    expect(tracking).toEqual({ utm_source: 'ig', utm_medium: null, utm_campaign: 'c1' });
    expect(trackingParams(tracking).toString()).toBe('utm_source=ig&utm_campaign=c1');
  });
});

describe('isAppOrigin', () => {
  it.each([
    ['http://localhost:5173', true],
    ['http://localhost:4173', true],
    ['http://localhost:4173/', false],
    ['https://virtual-challenges-prod.web.app', false],
    ['https://evil.example', false],
    [null, false],
  ])(
    "this deployment's origins (deployments.json, default outside a project): %j → %j",
    (origin, expected) => {
      expect(isAppOrigin(origin)).toBe(expected);
    },
  );

  it("another deployment's: its hosting domains and its custom domain", () => {
    const other = parseDeployment('other', {
      mode: 'other',
      projectId: 'demo-other-project',
      region: 'us-central1',
      emulated: true,
      appOrigins: ['http://run.example.test:4173'],
      policyUrl: 'https://run.example.test/policies',
      mail: {
        senderName: 'Run',
        from: 'hello@run.example.test',
        support: 'help@run.example.test',
        organisers: 'ops@run.example.test',
        postalAddress: 'Ottawa',
        postalAddressFr: 'Ottawa',
      },
      taxNumbers: { gstHst: '123456789 RT0001', qst: '1234567890 TQ0001' },
    });
    expect(isAppOrigin('http://run.example.test:4173', other)).toBe(true);
    expect(isAppOrigin('http://localhost:4173', other)).toBe(false);
  });
});
