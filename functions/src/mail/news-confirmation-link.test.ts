import { describe, expect, it } from 'vitest';
import {
  checkNewsConfirmationLink,
  confirmNewsEndpoint,
  newsConfirmationSignature,
  newsConfirmationUrl,
} from './news-confirmation-link';
import { unsubscribeSignature } from './unsubscribe';
import { OTHER_DEPLOYMENT_ENV } from '../../../src/contract/test-support/deployment-fixture';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' };
const DAY = 86_400_000;
const now = Date.parse('2026-11-28T12:00:00Z');
const secret = 's';
const link = (issuedMs: number, version = '1764300000000') => {
  const issuedAt = String(Math.floor(issuedMs / 1000));
  return {
    uid: 'u1',
    version,
    issuedAt,
    signature: newsConfirmationSignature('u1', version, issuedAt, secret),
  };
};

describe('the news confirmation link', () => {
  it.each([
    ['issued now', link(now), 'valid'],
    ['issued 6 days ago', link(now - 6 * DAY), 'valid'],
    ['issued 8 days ago', link(now - 8 * DAY), 'expired'],
    ['for another answer', { ...link(now), version: '1764300000001' }, 'invalid'],
    ['for another participant', { ...link(now), uid: 'u2' }, 'invalid'],
    ['with a version that is not a time', link(now, 'x'), 'invalid'],
    [
      'an unsubscribe signature in its place',
      { ...link(now), signature: unsubscribeSignature('u1', 'news', secret, String(now / 1000)) },
      'invalid',
    ],
  ] as const)('%s: %s', (_, l, verdict) => {
    expect(checkNewsConfirmationLink(l, secret, now)).toBe(verdict);
  });
  it('is built on the function, signed with the local secret in the emulator', () => {
    expect(confirmNewsEndpoint(EMULATOR)).toBe(
      'http://127.0.0.1:5001/demo-x/us-central1/confirmNews',
    );
    expect(confirmNewsEndpoint(OTHER_DEPLOYMENT_ENV)).toBe(
      'https://northamerica-northeast1-run-canada-live.cloudfunctions.net/confirmNews',
    );
    const url = new URL(newsConfirmationUrl('u1', '123', EMULATOR, now));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      u: 'u1',
      v: '123',
      t: String(now / 1000),
      s: newsConfirmationSignature('u1', '123', String(now / 1000), 'local-unsubscribe-secret'),
    });
  });
});
