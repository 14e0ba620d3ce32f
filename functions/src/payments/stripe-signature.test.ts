import { describe, expect, it } from 'vitest';
import { checkStripeSignature, stripeSignature, stripeSignatureHeader } from './stripe-signature';

const SECRET = 'whsec_test';
const BODY = '{"id":"evt_1","type":"charge.refunded"}';
const T = 1_800_000_000;

describe('checkStripeSignature', () => {
  const good = stripeSignatureHeader(BODY, SECRET, T);
  const cases: readonly [string, string, unknown, number, boolean | RegExp][] = [
    ['a header Stripe would send', BODY, good, T, true],
    [
      'several v1 signatures, one right (a secret being rolled)',
      BODY,
      `t=${T},v1=${'0'.repeat(64)},v1=${stripeSignature(BODY, SECRET, T)}`,
      T,
      true,
    ],
    ['within the tolerance', BODY, good, T + 300, true],
    ['older than the tolerance (a replay)', BODY, good, T + 301, /tolerance/],
    ['a body changed after signing', BODY.replace('1', '2'), good, T, /does not match/],
    ['another secret', BODY, stripeSignatureHeader(BODY, 'whsec_other', T), T, /does not match/],
    ['no header', BODY, undefined, T, /no Stripe-Signature/],
    ['no timestamp', BODY, `v1=${stripeSignature(BODY, SECRET, T)}`, T, /malformed/],
    ['only a v0 signature', BODY, `t=${T},v0=${stripeSignature(BODY, SECRET, T)}`, T, /malformed/],
    ['a signature that is not hex', BODY, `t=${T},v1=zz`, T, /does not match/],
  ];
  it.each(cases)('%s', (_name, body, header, now, expected) => {
    const check = checkStripeSignature(body, header, SECRET, now);
    if (expected === true) expect(check).toEqual({ ok: true });
    else expect(check.ok === false && check.reason).toMatch(expected as RegExp);
  });
});
