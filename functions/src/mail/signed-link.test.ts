import { describe, expect, it } from 'vitest';
import { issuedAtParam, linkAge, linkSignature, validLinkSignature } from './signed-link';

describe('a signed link', () => {
  const sig = linkSignature(['news', 'uid-1', '1700000000'], 'secret');
  it('is an HMAC-SHA256 of its parts under the secret', () => {
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(validLinkSignature(['news', 'uid-1', '1700000000'], sig, 'secret')).toBe(true);
  });
  it.each([
    ['another part', ['news', 'uid-2', '1700000000'], sig, 'secret'],
    ['another issued-at', ['news', 'uid-1', '1700000001'], sig, 'secret'],
    ['a part missing', ['news', 'uid-1'], sig, 'secret'],
    ['another secret', ['news', 'uid-1', '1700000000'], sig, 'other'],
    ['empty', ['news', 'uid-1', '1700000000'], '', 'secret'],
    ['short', ['news', 'uid-1', '1700000000'], sig.slice(0, 63), 'secret'],
    ['long', ['news', 'uid-1', '1700000000'], `${sig}0`, 'secret'],
    ['upper case', ['news', 'uid-1', '1700000000'], sig.toUpperCase(), 'secret'],
  ])('is refused for %s', (_, parts, signature, secret) => {
    expect(validLinkSignature(parts, signature, secret)).toBe(false);
  });
  it('keeps its parts apart (no ambiguous concatenation)', () => {
    expect(linkSignature(['a', 'bc'], 's')).not.toBe(linkSignature(['ab', 'c'], 's'));
  });
});

describe('the age of a link', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const day = 86_400_000;
  it.each([
    ['issued now', issuedAtParam(now), 'fresh'],
    ['issued 89 days ago', issuedAtParam(now - 89 * day), 'fresh'],
    ['issued 91 days ago', issuedAtParam(now - 91 * day), 'expired'],
    ['issued a minute ahead (another clock)', issuedAtParam(now + 60_000), 'fresh'],
    ['issued an hour ahead', issuedAtParam(now + 3_600_000), 'invalid'],
    ['not a number', 'soon', 'invalid'],
    ['negative', '-5', 'invalid'],
    ['in milliseconds', String(now * 1000), 'invalid'],
    ['absent', '', 'invalid'],
  ])('%s: %s', (_, issuedAt, age) => {
    expect(linkAge(issuedAt, now, 90 * day)).toBe(age);
  });
});
