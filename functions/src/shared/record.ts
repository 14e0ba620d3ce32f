/**
 * Reading untyped data (provider answers, webhook bodies, Firestore documents) field by field:
 * the two helpers every parser in functions/ starts from, said once.
 */

/** A plain object as a read-only record; anything else (null, an array, a scalar) as {}. */
export function record(value: unknown): Readonly<Record<string, unknown>> {
  return recordOrNull(value) ?? {};
}

/** A plain object as a record, or null when it is not one (for parsers that reject the rest). */
export function recordOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Epoch milliseconds of a Date, a finite number or a Timestamp: the contract's one reader. */
export { millisOf } from '../../../src/contract/docs/values';
