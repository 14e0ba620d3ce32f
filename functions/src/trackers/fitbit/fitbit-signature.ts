/**
 * Fitbit's subscriber security (security checklist 51): every notification carries
 * X-Fitbit-Signature, the base64 HMAC-SHA1 of the raw request body keyed with the client secret
 * followed by '&' (OAuth 1.0a's signing key with no token secret). A request whose signature
 * does not match is refused and nothing is stored. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function fitbitSignature(rawBody: Buffer | string, clientSecret: string): string {
  return createHmac('sha1', `${clientSecret}&`).update(rawBody).digest('base64');
}

/** Whether `header` is the signature of `rawBody`; compared in constant time. */
export function verifyFitbitSignature(
  rawBody: Buffer | string,
  header: unknown,
  clientSecret: string,
): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const expected = Buffer.from(fitbitSignature(rawBody, clientSecret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
