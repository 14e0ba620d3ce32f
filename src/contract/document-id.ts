/**
 * Whether a string a client sends may name a Firestore document (docs/security.md item 64).
 *
 * Firestore refuses ids that contain '/', that are '.' or '..', or that match `__.*__`
 * (reserved), and ids over 1,500 bytes. Such an id reaching the Admin SDK does not fail at
 * once: the read is retried and the call ends as `internal` seconds later. Every callable
 * checks the ids it was sent with this one rule before its first read and answers
 * `invalid-argument` at once; the browser applies it before it asks.
 *
 * The bound is ours, far below Firestore's: every id we issue or accept is shorter (leg and
 * product ids, gift codes of 64 characters at most, promo codes of 40, team names of 100,
 * referral link slugs) and Firebase Auth uids are at most 128 characters. The referral_links
 * rule (firestore.rules) repeats it.
 */
export const DOCUMENT_ID_MAX_LENGTH = 128;

/** A non-empty string of at most DOCUMENT_ID_MAX_LENGTH characters that Firestore accepts as an id. */
export function isSafeDocId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= DOCUMENT_ID_MAX_LENGTH &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/s.test(value)
  );
}
