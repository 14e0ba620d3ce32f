import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  unsubscribeEndpoint,
  unsubscribeHeaders,
  unsubscribeSecret,
  unsubscribeSecrets,
  unsubscribeSignature,
  unsubscribeUrl,
  validUnsubscribeSignature,
} from './unsubscribe';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' };

describe('the unsubscribe signature', () => {
  const sig = unsubscribeSignature('uid-1', 'news', 'secret');
  it('is an HMAC-SHA256 of the uid and the list under the secret', () => {
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(validUnsubscribeSignature('uid-1', 'news', sig, 'secret')).toBe(true);
  });
  it('is refused for another uid, another list, another secret, or a malformed one', () => {
    expect(validUnsubscribeSignature('uid-2', 'news', sig, 'secret')).toBe(false);
    expect(validUnsubscribeSignature('uid-1', 'postcards', sig, 'secret')).toBe(false);
    expect(validUnsubscribeSignature('uid-1', 'news', sig, 'other')).toBe(false);
    for (const forged of ['', 'x', sig.slice(0, 63), `${sig}0`, sig.toUpperCase()])
      expect(validUnsubscribeSignature('uid-1', 'news', forged, 'secret')).toBe(false);
  });
  it('is the one the links already sent carry (the HMAC of [list, uid] as JSON)', () => {
    expect(sig).toBe(
      createHmac('sha256', 'secret')
        .update(JSON.stringify(['news', 'uid-1']))
        .digest('hex'),
    );
  });
  it('keeps the uid and the list apart (no ambiguous concatenation)', () => {
    expect(unsubscribeSignature('a', 'news', 's')).not.toBe(unsubscribeSignature('', 'news', 's'));
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
    expect(unsubscribeEndpoint({ GCLOUD_PROJECT: 'cvc-prod' })).toBe(
      'https://us-central1-cvc-prod.cloudfunctions.net/unsubscribe',
    );
    expect(unsubscribeEndpoint({ UNSUBSCRIBE_URL: 'https://x.example/u' })).toBe(
      'https://x.example/u',
    );
  });
  it('builds her signed link and the RFC 8058 headers', () => {
    const url = new URL(unsubscribeUrl('uid-1', 'postcards', EMULATOR));
    expect(url.searchParams.get('u')).toBe('uid-1');
    expect(url.searchParams.get('l')).toBe('postcards');
    expect(url.searchParams.get('s')).toBe(
      unsubscribeSignature('uid-1', 'postcards', 'local-unsubscribe-secret'),
    );
    expect(unsubscribeHeaders(url.toString())).toEqual({
      'List-Unsubscribe': `<${url.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
