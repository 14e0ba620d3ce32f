/**
 * The bounds of a manual activity (docs/product.md §P5, §P8): the activity form checks them and
 * firestore.rules enforces them on the write (validEntry, validDuration), so they live here
 * once; scripts/firestore-rules.test.mjs reads the rules' numbers and compares them with these.
 */

/** A distance under this many km (docs/product.md §P8: 'Each activity can only be up to 200km long!'). */
export const MAX_ACTIVITY_KM = 200;

/** Each part of the duration is a whole number from 0 to these; never all three 0. */
export const DURATION_MAX = { hours: 24, minutes: 59, seconds: 59 } as const;
