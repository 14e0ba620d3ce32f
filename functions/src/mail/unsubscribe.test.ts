import { OTHER_DEPLOYMENT_ENV } from '../../../src/contract/test-support/deployment-fixture';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkUnsubscribeLink,
  UNDATED_LINKS_UNTIL,
  unsubscribeEndpoint,
  unsubscribeHeaders,
  unsubscribeSecret,
  unsubscribeSecrets,
  unsubscribeSignature,
  unsubscribeUrl,
  validUnsubscribeSignature,
} from './unsubscribe';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' };
const DAY = 86_400_000;

describe('the unsubscribe signature', () => {
  const sig = unsubscribeSignature('uid-1', 'news', 'secret', '1700000000');
  it('is an HMAC-SHA256 of the uid, the list and the issued-at under the secret', () => {
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(validUnsubscribeSignature('uid-1', 'news', sig, 'secret', '1700000000')).toBe(true);
  });
  it('is refused for another uid, list, issued-at or secret, or a malformed one', () => {
    expect(validUnsubscribeSignature('uid-2', 'news', sig, 'secret', '1700000000')).toBe(false);
    expect(validUnsubscribeSignature('uid-1', 'postcards', sig, 'secret', '1700000000')).toBe(
      false,
    );
    expect(validUnsubscribeSignature('uid-1', 'news', sig, 'secret', '1800000000')).toBe(false);
    expect(validUnsubscribeSignature('uid-1', 'news', sig, 'secret')).toBe(false);
    expect(validUnsubscribeSignature('uid-1', 'news', sig, 'other', '1700000000')).toBe(false);
    for (const forged of ['', 'x', sig.slice(0, 63), `${sig}0`, sig.toUpperCase()])
      expect(validUnsubscribeSignature('uid-1', 'news', forged, 'secret', '1700000000')).toBe(
        false,
      );
  });
  it('without an issued-at, is the one the undated links already sent carry (the HMAC of [list, uid] as JSON)', () => {
    expect(unsubscribeSignature('uid-1', 'news', 'secret')).toBe(
      createHmac('sha256', 'secret')
        .update(JSON.stringify(['news', 'uid-1']))
        .digest('hex'),
    );
  });
  it('keeps the uid and the list apart (no ambiguous concatenation)', () => {
    expect(unsubscribeSignature('a', 'news', 's')).not.toBe(unsubscribeSignature('', 'news', 's'));
  });
});

describe('the verdict on a link', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const secret = 'secret';
  const dated = (issuedMs: number, uid = 'uid-1') => {
    const issuedAt = String(Math.floor(issuedMs / 1000));
    return {
      uid,
      list: 'news' as const,
      issuedAt,
      signature: unsubscribeSignature(uid, 'news', secret, issuedAt),
    };
  };
  const undated = {
    uid: 'uid-1',
    list: 'news' as const,
    issuedAt: '',
    signature: unsubscribeSignature('uid-1', 'news', secret),
  };
  it.each([
    ['issued today', dated(now), now, 'valid'],
    ['issued 89 days ago', dated(now - 89 * DAY), now, 'valid'],
    ['issued 91 days ago (leaked, old)', dated(now - 91 * DAY), now, 'expired'],
    ['issued in a day', dated(now + DAY), now, 'invalid'],
    ['signed for another issued-at', { ...dated(now), issuedAt: '1' }, now, 'invalid'],
    ['undated (mailed before links were dated), before the cutoff', undated, now, 'valid'],
    ['undated, after the cutoff', undated, UNDATED_LINKS_UNTIL, 'expired'],
    ['undated with a forged signature', { ...undated, signature: '0'.repeat(64) }, now, 'invalid'],
    ['an expired forgery', { ...dated(now - 91 * DAY), signature: 'a'.repeat(64) }, now, 'invalid'],
  ] as const)('%s: %s', (_, link, at, verdict) => {
    expect(checkUnsubscribeLink(link, secret, at)).toBe(verdict);
  });
  it('gives mails sent before links were dated at least 60 days', () => {
    expect(UNDATED_LINKS_UNTIL - Date.parse('2026-11-28T00:00:00Z')).toBeGreaterThanOrEqual(
      60 * DAY,
    );
  });
});

describe('the settings', () => {
  it('uses the configured secret, a fixed local one in the emulator, else fails naming it', () => {
    expect(unsubscribeSecret({ MAIL_UNSUBSCRIBE_SECRET: ' prod ' })).toBe('prod');
    expect(unsubscribeSecret(EMULATOR)).toBe('local-unsubscribe-secret');
    expect(() => unsubscribeSecret({})).toThrow(/MAIL_UNSUBSCRIBE_SECRET/);
    expect(unsubscribeSecrets(EMULATOR)).toEqual([]);
    expect(unsubscribeSecrets({})).toEqual(['MAIL_UNSUBSCRIBE_SECRET']);
  });
  it('links to the function: emulator, Cloud Functions, or UNSUBSCRIBE_URL', () => {
    expect(unsubscribeEndpoint(EMULATOR)).toBe(
      'http://127.0.0.1:5001/demo-x/us-central1/unsubscribe',
    );
    expect(unsubscribeEndpoint(OTHER_DEPLOYMENT_ENV)).toBe(
      'https://northamerica-northeast1-run-canada-live.cloudfunctions.net/unsubscribe',
    );
    expect(unsubscribeEndpoint({ UNSUBSCRIBE_URL: 'https://x.example/u' })).toBe(
      'https://x.example/u',
    );
  });
  it('builds her signed, dated link and the RFC 8058 headers', () => {
    const now = Date.parse('2026-11-28T01:02:03Z');
    const url = new URL(unsubscribeUrl('uid-1', 'postcards', EMULATOR, now));
    expect(url.searchParams.get('u')).toBe('uid-1');
    expect(url.searchParams.get('l')).toBe('postcards');
    expect(url.searchParams.get('t')).toBe(String(now / 1000));
    expect(url.searchParams.get('s')).toBe(
      unsubscribeSignature('uid-1', 'postcards', 'local-unsubscribe-secret', String(now / 1000)),
    );
    expect(unsubscribeHeaders(url.toString())).toEqual({
      'List-Unsubscribe': `<${url.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
