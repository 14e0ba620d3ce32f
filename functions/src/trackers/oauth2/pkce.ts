/**
 * Proof Key for Code Exchange (RFC 7636) and the OAuth `state` of the shared connect core
 * (docs/trackers.md, "Connecting Fitbit and Garmin"). The verifier stays on the server in the
 * pending authorization; only its S256 challenge goes out in the authorize address, so a code
 * caught on its way back is worth nothing without the verifier. Pure but for the randomness.
 */
import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 characters of [A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~". */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export function isCodeVerifier(value: unknown): value is string {
  return typeof value === 'string' && VERIFIER.test(value);
}

/** 32 random octets as base64url: 43 characters, the RFC's recommended 256 bits. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2, S256: BASE64URL-ENCODE(SHA256(ASCII(code_verifier))), no padding. */
export function codeChallengeS256(verifier: string): string {
  if (!isCodeVerifier(verifier)) throw new RangeError('Not an RFC 7636 code verifier.');
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The `state` binding the return to her pending authorization: 256 random bits, base64url. */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}
