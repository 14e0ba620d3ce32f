import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fitbitSignature, verifyFitbitSignature } from './fitbit-signature';

const SECRET = 'local-fitbit-secret';
const BODY =
  '[{"collectionType":"activities","date":"2026-11-22","ownerId":"ABC123","ownerType":"user","subscriptionId":"uid-1"}]';

describe('the Fitbit signature', () => {
  it("is base64 HMAC-SHA1 of the raw body with the key '<client secret>&'", () => {
    // Computed apart from this code: printf '%s' "$BODY" | openssl dgst -sha1 -hmac 'local-fitbit-secret&' -binary | base64
    expect(fitbitSignature(BODY, SECRET)).toBe('Xi4pVSGTLWdTkKJD7Zg7u8wqkxU=');
    expect(fitbitSignature(Buffer.from(BODY), SECRET)).toBe(fitbitSignature(BODY, SECRET));
  });

  it('accepts the right signature of the exact bytes', () => {
    expect(verifyFitbitSignature(Buffer.from(BODY), fitbitSignature(BODY, SECRET), SECRET)).toBe(
      true,
    );
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a header array', ['x']],
    ['the signature of another body', fitbitSignature(`${BODY} `, SECRET)],
    ['a signature with another secret', fitbitSignature(BODY, 'other-secret')],
    [
      'a signature without the trailing & in the key',
      createHmac('sha1', SECRET).update(BODY).digest('base64'),
    ],
    ['a truncated signature', fitbitSignature(BODY, SECRET).slice(0, 10)],
  ])('51. refuses %s', (_label, header) => {
    expect(verifyFitbitSignature(BODY, header, SECRET)).toBe(false);
  });
});
