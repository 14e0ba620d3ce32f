/**
 * A read a callable's checks depend on (the referral link, docs/product.md §R5): if it fails (a
 * Firestore outage, a timeout) the callable answers `unavailable`, which the browser shows
 * with Retry and the form kept, never a refusal such as "This referral link is not valid."
 */
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { REGISTRATION_UNAVAILABLE_MESSAGE } from '../../../src/contract/registration-refusals';

export async function readOrUnavailable<T>(read: Promise<T>, what: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    logger.error('A read a callable needed failed', { what, error: String(error) });
    throw new HttpsError('unavailable', REGISTRATION_UNAVAILABLE_MESSAGE);
  }
}
